/**
 * The second step of a sign-in (issue 51, decision 235): after the right password of a member who
 * turned two-step verification on, the gateway answers a challenge instead of a token. It waits in
 * a signed, HttpOnly cookie of its own (five minutes, with the username's hash for the device
 * cookie and the page asked for) while /login/two-step asks for an app code or a recovery code; the
 * gateway checks the code and answers the token, and the sign-in goes on as after a password.
 */
import { createCookie, redirect } from '@remix-run/node'
import {
  normalizeTwoStepCode,
  TWO_STEP_CHALLENGE_SECONDS,
  type DomainId,
  type TwoStepChallenge,
} from '@member-dashboard/contract'
import { brandForRequest } from '~/platform/config/brand.server'
import { env } from '~/platform/config/env.server'
import { formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { createMemberApi } from '~/platform/gateway/client.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import { getAuthState } from '~/platform/session/auth.server'
import { isTrustedDevice, trustDevice } from './device-trust.server'
import { beginSession } from './post-login.server'
import { twoStepCodeSchema } from './sign-in-schemas'
import { twoStepErrorMessage } from './two-step'
import type { PageArgs } from '~/platform/context/load-context.server'

const TWO_STEP_PATH = '/login/two-step'

type PendingSecondStep = {
  challenge: string
  /** The username's hash (`usernameKey`): the device cookie names it once both steps are done. */
  subject: string
  domainId: DomainId
  returnTo: string | null
}

const pendingCookie = createCookie('__two_step', {
  httpOnly: true,
  sameSite: 'lax',
  secure: env.cookieSecure,
  path: '/',
  maxAge: TWO_STEP_CHALLENGE_SECONDS,
  secrets: env.sessionSecrets,
})

async function pendingOf(args: PageArgs): Promise<PendingSecondStep | null> {
  const { request } = args
  const value: unknown = await pendingCookie.parse(request.headers.get('cookie')).catch(() => null)
  if (!value || typeof value !== 'object') return null
  const pending = value as PendingSecondStep
  // Bound to the brand it began on, as a session is (decision 091).
  if (typeof pending.challenge !== 'string' || pending.domainId !== brandForRequest(request).domainId)
    return null
  return pending
}

const clearPending = () => pendingCookie.serialize('', { maxAge: 0 })

/** After the right password: the challenge waits in its cookie and the member is asked for a code. */
export async function askSecondStep(
  args: PageArgs,
  twoStep: TwoStepChallenge,
  pending: { subject: string; returnTo: string | null },
): Promise<never> {
  const { request } = args
  const value: PendingSecondStep = {
    challenge: twoStep.challenge,
    subject: pending.subject,
    domainId: brandForRequest(request).domainId,
    returnTo: pending.returnTo,
  }
  throw redirect(TWO_STEP_PATH, { headers: { 'set-cookie': await pendingCookie.serialize(value) } })
}

/** /login/two-step: only while a sign-in waits for its second step; signed in already goes on. */
export async function twoStepLoader(args: PageArgs) {
  const { stage, brand } = await getAuthState(args)
  if (stage === 'full') throw redirect(brand.defaultRoute)
  if (!(await pendingOf(args))) throw redirect('/login')
  return { messages: messagesFor(args, { 'sign-in': ['twoStep'], validation: formMessages('sign-in') }) }
}

export async function twoStepAction(args: PageArgs) {
  const { request } = args
  const pending = await pendingOf(args)
  if (!pending) throw redirect('/login')
  const submission = parseForm(await request.formData(), { schema: twoStepCodeSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  const trusted = await isTrustedDevice(request, pending.subject)
  let token: Awaited<ReturnType<ReturnType<typeof createMemberApi>['twoStepVerify']>>
  try {
    token = await createMemberApi(null).twoStepVerify(
      { challenge: pending.challenge, code: normalizeTwoStepCode(submission.value.code) },
      { trustedDevice: trusted },
    )
  } catch (error) {
    // The gateway's refusal in the member's words (a wrong or used code, the wait, a late sign-in).
    return formFailure(args, error, submission, { resetForm: true, message: twoStepErrorMessage })
  }
  // Both steps done: the browser becomes a known one for the member, as after a password alone.
  return beginSession(args, token, {
    returnTo: pending.returnTo,
    setCookies: [await trustDevice(request, pending.subject), await clearPending()],
  })
}
