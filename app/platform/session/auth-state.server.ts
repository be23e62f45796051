/**
 * The session as it stands for a request (read by the request's context, `load-context.server.ts`,
 * once for a page's loaders): the session record, its token's claims and stage. Token claims are
 * decoded (not verified: the gateway verifies the token on every call).
 */
import type { TokenClaims } from '@member-dashboard/contract'
import type { Brand } from '~/platform/config/brands'
import { isTokenRevoked } from './revocation.server'
import { getSession, sameBrand, type TokenStage } from './session.server'
import type { SessionEnd } from './timeouts'
import { readClaims } from './token-claims'

export function isExpired(claims: TokenClaims, now = Date.now()) {
  return claims.exp * 1000 <= now
}

/** The session as it stands: stage 'none' when there is no usable token. */
export async function readAuthState(request: Request, brand: Brand) {
  const session = await getSession(request)
  const token = session.get('token')
  const claims = readClaims(token)
  // Bound to the brand it was made on (decision 091): on another brand's host it opens nothing;
  // a revoked token (decision 137) opens nothing anywhere.
  const usable =
    Boolean(token && claims && !isExpired(claims) && sameBrand(session.data, brand.domainId)) &&
    !(await isTokenRevoked(token as string))
  const stage: TokenStage | 'none' = usable ? (session.get('stage') ?? 'temporary') : 'none'
  return {
    session,
    /** Set when the session just ended by itself (idle or absolute time-out). */
    ended: (session.get('ended') ?? null) as SessionEnd | null,
    brand,
    stage,
    token: usable ? (token as string) : null,
    claims: usable ? claims : null,
  }
}

export type AuthState = Awaited<ReturnType<typeof readAuthState>>
