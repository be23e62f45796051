/**
 * /forms ('Forms and documents'): the brand's member forms; /resources/forms/{id}: one form's PDF,
 * streamed by the shared download piece (a failure comes back to /forms?error={status}, which shows
 * the error page for that status).
 */
import { redirect } from '@remix-run/node'
import { memberFormId } from '@member-dashboard/contract'
import { failTo } from '~/platform/failures/failures.server'
import { pdfDownload, throwDownloadFailure } from '~/platform/gateway/pdf-download.server'
import { requireMember } from '~/platform/session/auth.server'
import { MEMBER_FORMS_PAGE, memberFormGroups } from './member-forms'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

export async function loadMemberForms(args: PageArgs) {
  const { api } = await requireMember(args)
  throwDownloadFailure(args)
  const forms = await api.memberForms().catch(failTo(args))
  return { groups: memberFormGroups(forms), messages: messagesFor(args, { claims: ['forms'] }) }
}

export async function downloadMemberForm(args: PageArgs, id: string | undefined) {
  const parsed = memberFormId.safeParse(id)
  if (!parsed.success) return redirect(`${MEMBER_FORMS_PAGE}?error=404`)
  const { api } = await requireMember(args)
  return pdfDownload(args, () => api.memberFormDocument(parsed.data), {
    fileName: `${parsed.data}.pdf`,
    failedTo: (status) => `${MEMBER_FORMS_PAGE}?error=${status}`,
  })
}
