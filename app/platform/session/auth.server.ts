/**
 * Guards used by loaders and actions: who is signed in, with which token stage, and the
 * member API bound to that token. Token claims are decoded (not verified: the gateway verifies
 * the token on every call) to read roles and keys. Every token in a session is the gateway's own
 * answer to the dashboard, or a handed-over token proved by `token-verify.server.ts` (decision 095).
 */
import { data, redirect } from '@remix-run/node'
import type { TokenClaims } from '@member-dashboard/contract'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'
import {
  forcedPasswordChangeGuard,
  staffRoleOf,
  temporaryTokenPageGuard,
} from '~/platform/session/token-rules'
import { flashCookie } from './flash.server'
import { closeSession } from './close-session.server'
import { commitSession, getSession } from './session.server'
import type { SessionEnd } from './timeouts'
import { takeSignInFacts } from './token-facts.server'

export type TokenKind = 'member' | 'staff' | 'loginAs'

export function tokenKind(claims: TokenClaims): TokenKind {
  if (claims.role !== 'member') return 'staff'
  return claims.issuedByRole ? 'loginAs' : 'member'
}

/** The session as it stands, from the request's context (read once for a page's loaders). */
export function getAuthState(args: PageArgs) {
  return contextOf(args).auth()
}

/**
 * Ends the session cleanly (`closeSession`), then goes to `to`; after a time-out /login says why
 * ('signed out after inactivity').
 */
export async function endSession(
  request: Request,
  to = '/login',
  ended: SessionEnd | null = null,
): Promise<never> {
  const headers = await closeSession(await getSession(request))
  if (ended) headers.append('set-cookie', await flashCookie(request, { signedOut: ended }))
  throw redirect(to, { headers })
}

/** A page that needs a session, reached after the session timed out: /login says why. */
async function endTimedOut(request: Request, ended: SessionEnd | null): Promise<void> {
  if (ended) await endSession(request, loginRedirectTarget(request), ended)
}

/**
 * A signed-in member page: needs a full token; otherwise back to /login (session ended). While the
 * account owes a password change (INI, FRC), only change-password opens.
 */
export async function requireMember(args: PageArgs) {
  const { request } = args
  const context = contextOf(args)
  const state = await context.auth()
  if (state.stage !== 'full' || !state.claims || !state.token) {
    if (state.stage === 'temporary') throw redirect('/login')
    return endSession(request, loginRedirectTarget(request), state.ended)
  }
  if (tokenKind(state.claims) === 'staff') throw redirect('/login-as')
  const owed = forcedPasswordChangeGuard(
    state.session.get('passwordChangeRequired') === true,
    new URL(request.url).pathname,
  )
  if (owed.kind === 'redirect') throw redirect(owed.to)
  // What the sign-in learned (issue 45): the first visit of a page starts all its calls at once.
  takeSignInFacts(state.token, state.session.get('signInFacts'))
  return { ...state, token: state.token, claims: state.claims, api: context.api(state.token), context }
}

export type MemberContext = Awaited<ReturnType<typeof requireMember>>

/**
 * A temporary-token page (group-selection, update-email, registration-policies, sso-landing):
 * "without a temporary token the user goes to /home if holding a full token, else /logout".
 */
export async function requireTemporaryToken(args: PageArgs) {
  const context = contextOf(args)
  const state = await context.auth()
  await endTimedOut(args.request, state.ended)
  const guard = temporaryTokenPageGuard(state.stage)
  if (guard.kind === 'redirect' || !state.claims || !state.token)
    throw redirect(guard.kind === 'redirect' ? guard.to : '/logout')
  return { ...state, token: state.token, claims: state.claims, api: context.api(state.token), context }
}

export type TemporaryContext = Awaited<ReturnType<typeof requireTemporaryToken>>

/**
 * Staff only (/login-as): a staff token, or a login-as token issued by staff. "Anyone else opening
 * /login-as gets the 404 error page."
 */
export async function requireStaff(args: PageArgs) {
  const context = contextOf(args)
  const state = await context.auth()
  await endTimedOut(args.request, state.ended)
  const role = state.claims ? staffRoleOf(state.claims) : null
  if (!state.claims || !state.token || !role) throw data(null, { status: 404 })
  return { ...state, token: state.token, claims: state.claims, role, api: context.api(state.token), context }
}

/** '/login', keeping where the member was going as a safe relative redirectTo. */
export function loginRedirectTarget(request: Request) {
  const url = new URL(request.url)
  const here = `${url.pathname}${url.search}`
  if (url.pathname === '/' || url.pathname === '/login' || url.pathname === '/logout') return '/login'
  return `/login?${new URLSearchParams({ redirectTo: here })}`
}

export { commitSession }
