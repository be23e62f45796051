/**
 * /account/settings/two-step/app (issue 51, decision 235): setting up an authenticator app. The
 * 'Set up an authenticator app' button (a form posting here, from this page or the settings page)
 * starts it: the gateway makes a key (the same one until it is confirmed or 15 minutes old, so a
 * wrong first code or a reload keeps the QR code). The loader only reads that pending key (a GET:
 * loaders never write, so a page view or a refused POST changes nothing) and shows it as a QR code
 * drawn here as SVG (no JavaScript needed) and as text in groups of 4. The app's first code
 * confirms it, and the answer's 10 recovery codes are shown once, on the action's page, never
 * stored here.
 */
import { data, redirect } from '@remix-run/node'
import QRCode from 'qrcode'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import type { MemberApi } from '~/platform/gateway/client.server'
import { isGatewayError } from '~/platform/gateway/errors'
import { TWO_STEP_START_REFUSED, twoStepConfirmSchema, twoStepStartSchema } from './account-schemas'
import { requireSettings } from './guards.server'
import { compactAppCode, groupKey, TWO_STEP_APP_PATH, twoStepRefusalMessage } from './two-step'
import type { PageArgs } from '~/platform/context/load-context.server'

/** The member's own account only: staff acting as the member cannot set a factor up. */
async function requireOwnSettings(args: PageArgs) {
  const ctx = await requireSettings(args)
  if (ctx.claims.issuedByRole !== null) throw data({ signedIn: true }, { status: 403 })
  return ctx
}

export async function twoStepAppLoader(args: PageArgs) {
  const { api } = await requireOwnSettings(args)
  const messages = messagesFor(args, { account: ['twoStep'], validation: formMessages('account') })
  const status = await api.twoStepStatus().catch(failTo(args))
  if (status.appEnabled) return { on: true as const, setup: null, messages }
  const { pending } = await api.twoStepPendingSetup().catch(failTo(args))
  if (!pending) return { on: false as const, setup: null, messages }
  const qrSvg = await QRCode.toString(pending.otpauthUri, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  })
  return { on: false as const, setup: { qrSvg, key: groupKey(pending.secret) }, messages }
}

/** 'Set up an authenticator app': the gateway makes the key, and the page (a GET) shows it. */
async function startSetup(args: PageArgs, formData: FormData, api: MemberApi) {
  const submission = parseForm(formData, { schema: twoStepStartSchema })
  // The hidden intent has no field to show its message on: say it at form level.
  if (submission.status !== 'success')
    return replyInvalid(submission, { formErrors: [TWO_STEP_START_REFUSED] })
  // Already on (turned on in another tab): the page says so.
  await api.twoStepSetup().catch((error: unknown) => {
    if (!isGatewayError(error) || error.status !== 409) return failTo(args)(error)
  })
  return redirect(TWO_STEP_APP_PATH)
}

/**
 * The set-up's start (its button's intent), or the first code: right, the recovery codes (shown
 * once); wrong, says so on the form.
 */
export async function twoStepAppAction(args: PageArgs) {
  const { request } = args
  const { api } = await requireOwnSettings(args)
  const formData = await request.formData()
  if (formData.has('intent')) return startSetup(args, formData, api)
  const submission = parseForm(formData, { schema: twoStepConfirmSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  try {
    const { recoveryCodes } = await api.twoStepConfirm(compactAppCode(submission.value.code))
    return { result: undefined, recoveryCodes }
  } catch (error) {
    return formFailure(args, error, submission, { resetForm: true, message: twoStepRefusalMessage })
  }
}
