import { failTo } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { updateEmailSchema } from './sign-in-schemas'
import { SNACKBAR_SHORT_MS } from '~/platform/session/flash'
import { requireTemporaryToken } from '~/platform/session/auth.server'
import { flashCookie } from '~/platform/session/flash.server'
import { routeOnward } from './post-login.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/** /update-email: a temporary-token page of post-login routing. */
export async function updateEmailLoader(args: PageArgs) {
  await requireTemporaryToken(args)
  return { messages: messagesFor(args, { 'sign-in': 'all', validation: formMessages('sign-in') }) }
}

/** Saves the e-mail address, then routing goes on with a 'Successfully updated' snackbar. */
export async function updateEmailAction(args: PageArgs) {
  const { request } = args
  const { api, session } = await requireTemporaryToken(args)
  const submission = parseForm(await request.formData(), { schema: updateEmailSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  // "Page-level failures (... update email ...): go to the error page with the status."
  await api.updatePreferences({ emailAddress: submission.value.emailAddress }).catch(failTo(args))
  // The notice is shown on the next page: written now, in the member's language (decision 189).
  const { t } = textsFor(args, 'sign-in')
  const flash = await flashCookie(request, {
    notification: {
      message: t('updateEmail.saved'),
      status: 'success',
      dismissAfter: SNACKBAR_SHORT_MS,
    },
  })
  return routeOnward(args, session, { setCookies: [flash] })
}
