/**
 * What happens after the gateway hands out a token (spec section 4 'Post-login routing'): a new
 * session replaces any old one with a temporary token, then `routeOnward` fetches only the inputs
 * the domain needs (in parallel), asks the pure decision in `~/rules/post-login-routing` and acts
 * on it: a redirect (the token stays temporary or becomes full), the CRM hand-off page, or the
 * allow-listed redirect URL of the token response (step 4).
 */
import { redirect, redirectDocument, type Session } from '@remix-run/node'
import { brandForRequest } from '~/platform/config/brand.server'
import { env } from '~/platform/config/env.server'
import type { AccountStatus, Group, TokenResponse } from '@member-dashboard/contract'
import { createMemberApi } from '~/platform/gateway/client.server'
import { pageFailure } from '~/platform/failures/failures.server'
import { postLoginDecision, routingInputsNeeded } from './post-login-routing'
import { returnPath, safeRedirectTarget } from '~/platform/security/redirects'
import { tokenKind } from '~/platform/session/auth.server'
import { isExpired } from '~/platform/session/auth-state.server'
import { readClaims } from '~/platform/session/token-claims'
import { CHANGE_PASSWORD_PATH, CRM_HAND_OFF_PATH } from '~/platform/session/token-rules'
import { learnAtSignIn, type SignInFacts } from '~/platform/session/token-facts.server'
import { closeSession } from '~/platform/session/close-session.server'
import {
  commitSession,
  getSession,
  sessionStorage,
  type SessionData,
} from '~/platform/session/session.server'
import type { PageArgs } from '~/platform/context/load-context.server'

export type BeginSessionOptions = {
  /** Forbid forwarding to the CRM afterwards (staff logins; tokens handed over from outside). */
  preventCrm?: boolean
  /** Extra Set-Cookie values (a flash message) for the response that follows. */
  setCookies?: string[]
  /** The page asked for before signing in (`redirectTo`, checked by `returnPath`; decision 097). */
  returnTo?: string | null
}

/**
 * A new session holding `token` as a temporary token, replacing any old one (its cached calls are
 * cleared). "A staff login replaces any session, and an option prevents forwarding to the CRM
 * afterwards": staff and login-as tokens always prevent it. An unreadable or expired token ends
 * the old session and goes to /login.
 */
export async function newSession(args: PageArgs, token: string, options: { preventCrm?: boolean } = {}) {
  const { request } = args
  // Session id rotation (decision 071): the old session ends the one way (decision 247) and its id
  // opens nothing; its token ends too (a staff login-as switch, a new sign-in) unless it is this one.
  const ended = await closeSession(await getSession(request), { keepToken: token })
  const claims = readClaims(token)
  if (!claims || isExpired(claims)) throw redirect('/login', { headers: ended })
  const session = await sessionStorage.getSession()
  session.set('token', token)
  session.set('stage', 'temporary')
  session.set('groupSelected', false)
  session.set('crmPrevented', Boolean(options.preventCrm) || tokenKind(claims) !== 'member')
  session.set('domainId', brandForRequest(request).domainId)
  return session
}

/** A new session for the token the gateway handed out, then the routing. Always throws (a redirect). */
export async function beginSession(
  args: PageArgs,
  tokenResponse: TokenResponse,
  options: BeginSessionOptions = {},
): Promise<never> {
  const session = await newSession(args, tokenResponse.token, options)
  const returnTo = returnPath(options.returnTo)
  if (returnTo) session.set('returnTo', returnTo)
  return routeOnward(args, session, {
    tokenRedirect: tokenResponse.redirect,
    setCookies: options.setCookies,
  })
}

/**
 * Post-login routing for the session's (temporary) token. Called after login, after a group was
 * chosen, after the e-mail or the policies were updated, and on /sso-landing.
 */
export async function routeOnward(
  args: PageArgs,
  session: Session<SessionData>,
  options: { tokenRedirect?: string | null; setCookies?: string[] } = {},
): Promise<never> {
  const { request } = args
  const token = session.get('token')
  const claims = readClaims(token)
  if (!token || !claims) throw redirect('/logout')
  const brand = brandForRequest(request)
  const kind = tokenKind(claims)
  const needed = routingInputsNeeded(brand.domainId, kind)
  const api = createMemberApi(token)
  const skip = Promise.resolve(undefined)
  let inputs: [AccountStatus | undefined, Group[] | undefined, string | null | undefined, boolean | undefined]
  // A member's token: what the first pages' calls need, asked with the routing's own inputs (one
  // round) and kept in the session once the token is full (issue 45, decision 221).
  const facts: Promise<SignInFacts | null> =
    kind !== 'staff' ? learnAtSignIn(api, token, claims) : Promise.resolve(null)
  try {
    inputs = await Promise.all([
      needed.passwordStatus ? api.accountStatus() : skip,
      needed.groups ? api.groups() : skip,
      needed.preferences ? api.preferences().then((p) => p.emailAddress) : skip,
      needed.policies
        ? api.registrationPolicies().then((p) => p.registrationPolicy.isCommunicationPolicySigned)
        : skip,
    ])
  } catch (error) {
    return pageFailure(args, error)
  }
  const [accountStatus, groups, preferencesEmail, isCommunicationPolicySigned] = inputs
  const decision = postLoginDecision({
    domainId: brand.domainId,
    tokenKind: kind,
    accountStatus,
    groups,
    groupSelected: session.get('groupSelected') ?? false,
    preferencesEmail,
    principalGroupId: claims.groupId,
    crmForwardingPrevented: session.get('crmPrevented') ?? false,
    isCommunicationPolicySigned,
  })
  session.set('stage', decision.tokenStage)
  const learned = decision.tokenStage === 'full' ? await facts : null
  if (learned) session.set('signInFacts', learned)
  else session.unset('signInFacts')
  if (decision.kind === 'redirect' && decision.to === CHANGE_PASSWORD_PATH) {
    session.set('passwordChangeRequired', true)
    if (decision.afterChange) session.set('afterPasswordChange', decision.afterChange)
  }
  // The asked-for page waits for every more urgent step, and is used once (decision 097).
  const asked =
    decision.kind === 'redirect' && decision.to === '/home' ? returnPath(session.get('returnTo')) : null
  if (decision.tokenStage === 'full') session.unset('returnTo')
  const headers = new Headers()
  headers.append('set-cookie', await commitSession(session))
  for (const cookie of options.setCookies ?? []) headers.append('set-cookie', cookie)
  // The hand-off page is a plain HTML document (no client router): reload the document.
  if (decision.kind === 'crmHandOff') throw redirectDocument(CRM_HAND_OFF_PATH, { headers })
  // Step 4, only once routing has finished at /home: an allow-listed other origin (decision 013).
  if (decision.to === '/home') {
    const target = safeRedirectTarget(
      options.tokenRedirect,
      env.redirectAllowedOrigins,
      new URL(request.url).origin,
    )
    if (target && !target.startsWith('/')) throw redirect(target, { headers })
    if (asked) throw redirect(asked, { headers })
  }
  throw redirect(decision.to, { headers })
}
