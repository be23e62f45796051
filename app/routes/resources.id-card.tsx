import type { LoaderFunctionArgs } from '@remix-run/node'
import { pdfDownload } from '~/platform/gateway/pdf-download.server'
import { requireMember } from '~/platform/session/auth.server'

/**
 * 'Download ID card': streams the gateway's PDF (idCard/view) to the browser as an attachment, so
 * a plain link works without JavaScript. A failure ("ID card download failure: ... the error page
 * shows with the status") sends the member to /id-card?error={status}, which renders the error
 * page for that status inside the shell (see docs/decisions/022-id-card-download.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request)
  return pdfDownload(request, async () => ((await api.idCardEligible()) ? api.idCardView() : 403), {
    fileName: 'id-card.pdf',
    failedTo: (status) => `/id-card?error=${status}`,
  })
}
