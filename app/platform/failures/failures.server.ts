/**
 * The one failure path (spec section 8, decision 006): every failed gateway call goes through
 * `failureHandling` (error-catalogue.ts) and comes out as one of
 * - the error page for its status at the same address (`pageFailure` / `failTo`): a 401 also ends
 *   the session, and on brands other than the main brand goes to /login instead;
 * - a message for the screen (`screenFailure`), for the spec's screen-handled requests;
 * - a form-level message on the form that made the request (`formFailure`), with what was typed.
 * No screen inspects a GatewayError itself.
 */
import { catalogues } from '~/platform/i18n/catalogues.server'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'
import { gatewayTextIn } from '~/platform/i18n/codes.server'
import { translate } from '~/platform/i18n/translate'
import { data, redirect } from '@remix-run/node'
import { formReply, type Replyable } from '~/platform/forms/reply.server'
import { isGatewayError, type GatewayError } from '~/platform/gateway/errors'
import {
  errorPageEntry,
  failureHandling,
  isServiceFailureStatus,
  type FailureCaller,
} from './error-catalogue'
import { closeSession } from '~/platform/session/close-session.server'

function handlingOf(args: PageArgs, error: GatewayError, caller: FailureCaller) {
  return failureHandling({
    path: error.path,
    method: error.method,
    status: error.status,
    domainId: contextOf(args).brand.domainId,
    caller,
    hasMessage: Boolean(error.body?.message),
  })
}

/**
 * The error page (or /login): a 401 means the token is expired or revoked, so the session ends the
 * one way (`closeSession`: the token revoked here and at the gateway too, decision 247).
 */
async function leave(args: PageArgs, error: GatewayError, handling: 'errorPage' | 'login'): Promise<never> {
  if (error.status !== 401) throw data(null, { status: error.status })
  const headers = await closeSession((await contextOf(args).auth()).session)
  if (handling === 'login') throw redirect('/login', { headers })
  throw data({ signedIn: false }, { status: 401, headers })
}

/** A page load (or page-level step) that failed: the error page for its status, or /login. */
export async function pageFailure(args: PageArgs, error: unknown): Promise<never> {
  if (!isGatewayError(error)) throw error
  return leave(args, error, handlingOf(args, error, 'page') === 'login' ? 'login' : 'errorPage')
}

/** `promise.catch(failTo(args))`: shorthand for loaders. */
export function failTo(args: PageArgs) {
  return (error: unknown) => pageFailure(args, error)
}

/** What a screen shows for a failure it handles itself (spec section 8 exceptions). */
export type ScreenFailure = { status: number; message: string }

/** The text for a refusal, from the gateway's error body (e.g. the login errors of section 8). */
export type FailureMessage = (body: GatewayError['body']) => string

async function onScreen(
  args: PageArgs,
  error: unknown,
  caller: FailureCaller,
  message?: FailureMessage,
): Promise<ScreenFailure> {
  if (!isGatewayError(error)) throw error
  const handling = handlingOf(args, error, caller)
  if (handling !== 'screen') return leave(args, error, handling)
  const { brand, language } = contextOf(args)
  const domainId = brand.domainId
  const catalogue = translate(
    catalogues[language],
    language,
    'common',
    errorPageEntry(error.status, { signedIn: true, domainId }).title,
  )
  // The service failed (decision 096): never a screen's refusal text ('password unrecognized'); a
  // screen that reads the error body itself (login) shows the catalogue's words.
  if (isServiceFailureStatus(error.status))
    return { status: error.status, message: message ? catalogue : (error.body?.message ?? catalogue) }
  // The gateway's refusal as sent, or in the member's words when the app knows it (decision 218).
  const sent = error.body?.message
  return {
    status: error.status,
    message: message?.(error.body) ?? (sent ? gatewayTextIn(language, sent) : catalogue),
  }
}

/**
 * The call failed because the service did (time-out, unreachable, bad answer, server error), not
 * because it refused: attempt limits do not count it against the member (decision 096).
 */
export function isServiceFailure(error: unknown): boolean {
  return isGatewayError(error) && isServiceFailureStatus(error.status)
}

/**
 * For the screen-handled requests of section 8 (claims, eobs, medicare-materials, pcp/provider,
 * registration, recovery, token, login-as 400/404…): the failure for the screen to show. Any other
 * failure goes the global way (error page or /login).
 */
export async function screenFailure(
  args: PageArgs,
  error: unknown,
  options: { message?: FailureMessage } = {},
): Promise<ScreenFailure> {
  return onScreen(args, error, 'screen', options.message)
}

/**
 * For a form's action, around the form's own request: a refusal the rule leaves to the screen
 * becomes a form-level message on the same form, in the one action-result shape `{ result }`
 * with the gateway's status; anything else is the error page (or /login).
 * `hideFields`: fields never sent back (passwords). `resetForm`: none is sent back (an emptied form
 * that still shows the message). `message`: the text for the gateway's error body.
 */
export async function formFailure(
  args: PageArgs,
  error: unknown,
  submission: Replyable & { payload: Record<string, unknown> },
  options: { hideFields?: string[]; resetForm?: boolean; message?: FailureMessage } = {},
) {
  const failure = await onScreen(args, error, 'formWrite', options.message)
  const hideFields = options.resetForm ? Object.keys(submission.payload) : options.hideFields
  return formReply(submission, { formErrors: [failure.message], hideFields }, { status: failure.status })
}

/**
 * `promise.catch(noneOnFailure(null))`: an optional call the page works without (a notice, a
 * check before a hand-off): any failure of the gateway gives `none`. Anything else is a bug and
 * stays thrown.
 */
export function noneOnFailure<T>(none: T) {
  return (error: unknown): T => {
    if (isGatewayError(error)) return none
    throw error
  }
}

/**
 * `promise.catch(noneWhen(404, null))`: an optional call whose answer with `status` means "none"
 * (spec section 8: a Medicare materials 403 is an empty list; a 404 from an optional call is no
 * data). Any other failure stays a failure for `failTo`.
 */
export function noneWhen<T>(status: number, none: T) {
  return (error: unknown): T => {
    if (isGatewayError(error) && error.status === status) return none
    throw error
  }
}

/**
 * The loader of a resource route that only takes POST (a beacon, a form's target; issue 51): a GET
 * or HEAD is answered 405 with `Allow: POST`, which the app server turns into the catalogue's 405
 * page in words (not a JSON 404) and logs as a refusal (warn), not as our error.
 */
export function onlyPosted(): never {
  // A Response, not `data()`: a resource route returns a thrown Response as it is, with its Allow.
  throw new Response(null, { status: 405, headers: { allow: 'POST' } })
}
