/**
 * /verify-device (issue 51, decision 230): a code to the e-mail on file makes this browser a
 * known one for the member (the device cookie of decision 135). Reached two ways:
 * - past the device block: the login page's 'Email me a code' posts the refused username here;
 *   after the right code the member signs in on /login with the spec's count-down;
 * - with NEW_DEVICE_VERIFICATION=always, after a correct password on a browser the member has not
 *   signed in on: the token waits in the session (`pending`, never the session's token: it opens
 *   nothing) and the session starts after the right code.
 * The username, the masked address and the waiting token live in the server-side session, never
 * in the page or a URL. The gateway sends and checks the code; requests and wrong codes are limited
 * per username and per address like sign-ins (in Redis with REDIS_URL).
 */
import { redirect } from '@remix-run/node'
import type { DomainId, TokenResponse } from '@member-dashboard/contract'
import { brandForRequest } from '~/platform/config/brand.server'
import { formFailure, isServiceFailure, screenFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { createMemberApi } from '~/platform/gateway/client.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import { limitAttempts, limitedReply } from '~/platform/security/rate-limit.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { closeSession } from '~/platform/session/close-session.server'
import { endToken } from '~/platform/session/revocation.server'
import {
  commitSession,
  getSession,
  sessionStorage,
  type DeviceCodeState,
} from '~/platform/session/session.server'
import { customerServicePhone } from './customer-service.server'
import { deviceCodeErrorMessage } from './device-code'
import { trustDevice, usernameKey } from './device-trust.server'
import { loginSubject } from './login-guard'
import { beginSession } from './post-login.server'
import { deviceCodeSchema, deviceCodeSendSchema } from './sign-in-schemas'
import type { PageArgs } from '~/platform/context/load-context.server'

export const VERIFY_DEVICE_PATH = '/verify-device'

/** The attempt limits' subject: the username on this brand, as the login reads it. */
const limitSubject = (state: Pick<DeviceCodeState, 'domainId' | 'username'>) =>
  loginSubject(state.domainId, state.username)

/**
 * Asks the gateway for a code for `state`: the state with the gateway's answer, or with the
 * problem to show (a limit reached, the gateway failing) and the answer it had before.
 */
async function sendCode(args: PageArgs, state: DeviceCodeState): Promise<DeviceCodeState> {
  const { request } = args
  const limit = await limitAttempts(request, 'device-code', limitSubject(state))
  if (limit.blocked) return { ...state, problem: limit.blocked.message }
  try {
    const answer = await createMemberApi(null).sendDeviceCode({
      domainId: state.domainId,
      username: state.username,
    })
    await limit.succeeded()
    return { ...state, answer, problem: null }
  } catch (error) {
    if (isServiceFailure(error)) await limit.released()
    return { ...state, problem: (await screenFailure(args, error)).message }
  }
}

/**
 * NEW_DEVICE_VERIFICATION=always, after a correct password on an unknown browser: the token
 * waits in a new session, a code is sent, and /verify-device asks for it.
 */
export async function verifyDeviceAfterPassword(
  args: PageArgs,
  input: { username: string; tokenResponse: TokenResponse; returnTo: string | null },
): Promise<never> {
  const { request } = args
  // A new session: whatever this browser held before ends (as a new sign-in's does, decision 137).
  const previous = await getSession(request)
  await endToken(previous.get('deviceCode')?.pending?.token)
  await closeSession(previous)
  const session = await sessionStorage.getSession()
  const state: DeviceCodeState = {
    username: input.username.trim(),
    domainId: brandForRequest(request).domainId,
    answer: null,
    problem: null,
    pending: {
      token: input.tokenResponse.token,
      redirect: input.tokenResponse.redirect ?? null,
      returnTo: input.returnTo,
    },
  }
  // Whatever came of the mail (a limit, an outage), the page says it and offers 'Send a new code'.
  session.set('deviceCode', await sendCode(args, state))
  throw redirect(VERIFY_DEVICE_PATH, { headers: { 'set-cookie': await commitSession(session) } })
}

/** The page: the masked address and the code field, or 'call Customer Service' without an address. */
export async function verifyDeviceLoader(args: PageArgs) {
  const { request } = args
  const session = await getSession(request)
  const state = session.get('deviceCode')
  if (!state || state.domainId !== brandForRequest(request).domainId) throw redirect('/login')
  return {
    afterPassword: state.pending !== null,
    answer: state.answer,
    problem: state.problem,
    phone: customerServicePhone(request),
    messages: messagesFor(args, { 'sign-in': ['deviceCode'], validation: formMessages('sign-in') }),
  }
}

export async function verifyDeviceAction(args: PageArgs) {
  const { request } = args
  const formData = await request.formData()
  return formData.get('intent') === 'verify' ? checkCode(args, formData) : askForCode(args, formData)
}

/**
 * 'Email me a code' (from /login, with the username) or 'Send a new code' (here, from the
 * session). Always answers the page (post/redirect/get), which shows what came of it.
 */
async function askForCode(args: PageArgs, formData: FormData) {
  const { request } = args
  const submission = parseForm(formData, { schema: deviceCodeSendSchema })
  const session = await getSession(request)
  const domainId: DomainId = brandForRequest(request).domainId
  const known = session.get('deviceCode')
  const username = submission.status === 'success' ? submission.value.username?.trim() : undefined
  // A username from /login starts over; without one, the session's (same brand) goes on.
  const state: DeviceCodeState | null = username
    ? { username, domainId, answer: null, problem: null, pending: null }
    : known && known.domainId === domainId
      ? known
      : null
  if (!state) throw redirect('/login')
  session.set('deviceCode', await sendCode(args, state))
  throw redirect(VERIFY_DEVICE_PATH, { status: 303, headers: { 'set-cookie': await commitSession(session) } })
}

/** The code: right, this browser becomes a known one; wrong or expired, the page says so. */
async function checkCode(args: PageArgs, formData: FormData) {
  const { request } = args
  const submission = parseForm(formData, { schema: deviceCodeSchema })
  const session = await getSession(request)
  const state = session.get('deviceCode')
  if (!state || state.domainId !== brandForRequest(request).domainId) throw redirect('/login')
  if (submission.status !== 'success') return replyInvalid(submission)
  const limit = await limitAttempts(request, 'device-code-verify', limitSubject(state))
  if (limit.blocked) return limitedReply(submission, limit.blocked, { hideFields: ['code'] })
  try {
    await createMemberApi(null).verifyDeviceCode({
      domainId: state.domainId,
      username: state.username,
      code: submission.value.code,
    })
    await limit.succeeded()
  } catch (error) {
    await (isServiceFailure(error) ? limit.released() : limit.failed())
    return formFailure(args, error, submission, { hideFields: ['code'], message: deviceCodeErrorMessage })
  }
  const trusted = await trustDevice(request, usernameKey(loginSubject(state.domainId, state.username)))
  if (state.pending) {
    // The sign-in that waited for the code goes on (always): the session starts and routing runs.
    const { token, redirect: tokenRedirect, returnTo } = state.pending
    return beginSession(args, { token, redirect: tokenRedirect }, { returnTo, setCookies: [trusted] })
  }
  session.unset('deviceCode')
  const { t } = textsFor(args, 'sign-in')
  return redirectWithNotice(request, '/login', t('deviceCode.verified'), 'success', [
    await commitSession(session),
    trusted,
  ])
}
