/**
 * /account/settings/two-step/app (issue 51, decision 235): setting up an authenticator app. The
 * gateway offers a key (the same one until it is confirmed or 15 minutes old, so a wrong first code
 * or a reload keeps the QR code); the page shows it as a QR code drawn here as SVG (no JavaScript
 * needed) and as text in groups of 4. The app's first code confirms it, and the answer's 10
 * recovery codes are shown once, on the action's page, never stored here.
 */
import { data } from '@remix-run/node'
import QRCode from 'qrcode'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { formMessages, messagesFor } from '~/platform/i18n/language.server'
import { twoStepConfirmSchema } from './account-schemas'
import { requireSettings } from './guards.server'
import { compactAppCode, groupKey, twoStepRefusalMessage } from './two-step'

/** The member's own account only: staff acting as the member cannot set a factor up. */
async function requireOwnSettings(request: Request) {
  const ctx = await requireSettings(request)
  if (ctx.claims.issuedByRole !== null) throw data({ signedIn: true }, { status: 403 })
  return ctx
}

export async function twoStepAppLoader(request: Request) {
  const { api } = await requireOwnSettings(request)
  const messages = messagesFor(request, { account: ['twoStep'], validation: formMessages('account') })
  const status = await api.twoStepStatus().catch(failTo(request))
  if (status.appEnabled) return { on: true as const, setup: null, messages }
  const key = await api.twoStepSetup().catch(failTo(request))
  const qrSvg = await QRCode.toString(key.otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return { on: false as const, setup: { qrSvg, key: groupKey(key.secret) }, messages }
}

/** The first code: right, the recovery codes (shown once); wrong, says so on the form. */
export async function twoStepAppAction(request: Request) {
  const { api } = await requireOwnSettings(request)
  const submission = parseForm(await request.formData(), { schema: twoStepConfirmSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  try {
    const { recoveryCodes } = await api.twoStepConfirm(compactAppCode(submission.value.code))
    return { result: undefined, recoveryCodes }
  } catch (error) {
    return formFailure(request, error, submission, { resetForm: true, message: twoStepRefusalMessage })
  }
}
