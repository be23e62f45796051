/** /account/settings/change-password (spec section 5 'Change password'). */
import { redirectDocument } from '@remix-run/node'
import { parseForm } from '~/platform/forms/submission'
import { CRM_HAND_OFF_PATH } from '~/platform/session/token-rules'
import { requireSettings } from './guards.server'
import { formFailure, isServiceFailure } from '~/platform/failures/failures.server'
import { limitAttempts, limitedReply } from '~/platform/security/rate-limit.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { rotateSession } from '~/platform/session/session.server'
import { changePasswordSchema } from './account-schemas'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']

export async function changePasswordLoader(args: PageArgs) {
  await requireSettings(args)
  return {
    messages: messagesFor(args, { account: ['changePassword'], validation: formMessages('account') }),
  }
}

export async function changePasswordAction(args: PageArgs) {
  const { request } = args
  const { api, brand, claims, session } = await requireSettings(args)
  const submission = parseForm(await request.formData(), { schema: changePasswordSchema })
  if (submission.status !== 'success') return replyInvalid(submission, { hideFields })
  const { currentPassword, newPassword } = submission.value
  // Wrong current passwords are limited per member (issue 22), before the gateway is asked.
  const limit = await limitAttempts(request, 'current-password', `${brand.domainId}:${claims.sub}`)
  if (limit.blocked) return limitedReply(submission, limit.blocked, { hideFields })
  try {
    await api.changePassword({ currentPassword, newPassword })
    await limit.succeeded()
  } catch (error) {
    await (isServiceFailure(error) ? limit.released() : limit.failed())
    // `account/password` is screen-handled (section 8): the gateway's message on the form.
    return formFailure(args, error, submission, { hideFields })
  }
  // The old session id opens nothing after a password change, nor do the member's other sessions.
  const rotated = await rotateSession(request, { endOtherSessions: true })
  const notice = textsFor(args, 'account').t('notices.passwordChanged')
  // A change the account status forced (INI, FRC) finishes the sign-in as routing said: the CRM
  // hand-off it came before (a plain HTML document: reload it; issue 51), else /home.
  if (session.get('passwordChangeRequired') && session.get('afterPasswordChange') === 'crmHandOff')
    throw redirectDocument(CRM_HAND_OFF_PATH, { headers: { 'set-cookie': rotated } })
  const next = session.get('passwordChangeRequired') ? '/home' : '/account/settings'
  return redirectWithNotice(request, next, notice, 'success', [rotated])
}
