/**
 * /account/settings/two-step (issue 51, decisions 235 and 236): whether the authenticator app is
 * on (turning it off asks for the password or a code), and the member's passkeys (listed with name
 * and date, removable). Every factor lives at the gateway: these relay. Staff acting as the member
 * see the page without its forms (the gateway refuses them the calls).
 */
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { formReply, replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { formatDisplayDate } from '~/platform/formats'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import type { MemberContext } from '~/platform/session/auth.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { TWO_STEP_PROOF_REQUIRED, twoStepSettingsSchema } from './account-schemas'
import { requireSettings } from './guards.server'
import { twoStepRefusalMessage } from './two-step'
import type { PageArgs } from '~/platform/context/load-context.server'

export const TWO_STEP_SETTINGS_PATH = '/account/settings/two-step'

const isStaff = (ctx: MemberContext) => ctx.claims.issuedByRole !== null

/** The factors, asked with the account state (one round); none for staff acting as the member. */
const factorCalls = (args: PageArgs) => (ctx: MemberContext) => ({
  factors: isStaff(ctx)
    ? Promise.resolve(null)
    : Promise.all([ctx.api.twoStepStatus(), ctx.api.passkeys()]).catch(failTo(args)),
})

export async function twoStepSettingsLoader(args: PageArgs) {
  const ctx = await requireSettings(args, factorCalls(args))
  const [status, list] = ctx.factors ?? [null, null]
  return {
    staff: status === null,
    app: status && {
      on: status.appEnabled,
      since: status.enabledAt ? formatDisplayDate(new Date(status.enabledAt)) : null,
      recoveryCodesLeft: status.recoveryCodesLeft,
    },
    passkeys: (list?.passkeys ?? []).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: formatDisplayDate(new Date(passkey.createdAt)),
      lastUsed: passkey.lastUsedAt ? formatDisplayDate(new Date(passkey.lastUsedAt)) : null,
    })),
    messages: messagesFor(args, { account: ['twoStep'], validation: formMessages('account') }),
  }
}

/** Turning the app off, or removing a passkey; each goes back to the page with a notice. */
export async function twoStepSettingsAction(args: PageArgs) {
  const { request } = args
  const { api } = await requireSettings(args)
  const submission = parseForm(await request.formData(), { schema: twoStepSettingsSchema })
  const hideFields = ['password', 'code']
  if (submission.status !== 'success') return replyInvalid(submission, { hideFields })
  const { t } = textsFor(args, 'account')
  const value = submission.value
  if (value.intent === 'remove-passkey') {
    await api.removePasskey(value.passkey).catch(failTo(args))
    return redirectWithNotice(request, TWO_STEP_SETTINGS_PATH, t('twoStep.notices.passkeyRemoved'))
  }
  if (!value.password && !value.code)
    return formReply(submission, { formErrors: [TWO_STEP_PROOF_REQUIRED], hideFields }, { status: 400 })
  try {
    await api.twoStepDisable(value.password ? { password: value.password } : { code: value.code })
  } catch (error) {
    return formFailure(args, error, submission, { hideFields, message: twoStepRefusalMessage })
  }
  return redirectWithNotice(request, TWO_STEP_SETTINGS_PATH, t('twoStep.notices.appOff'))
}
