/**
 * Small pure rules of the sign-in journey that the other rules modules do not already hold
 * (spec section 2 'Login as', section 4 'Group selection', /sso-landing). No I/O.
 */
import type { StaffRole, TokenClaims } from '@member-dashboard/contract'
import { staffRoleOf } from '~/platform/session/token-rules'

export { staffRoleOf }

/** "Title 'Login as anyone' or 'Login as non-employee' depending on the token type." */
export function loginAsTitle(role: StaffRole): 'Login as anyone' | 'Login as non-employee' {
  return role === 'logInAsAnyone' ? 'Login as anyone' : 'Login as non-employee'
}

/**
 * Group selection: "choosing the group already tied to the token goes straight on; choosing a
 * different group requests a switch". A group that is not one of the member's is refused.
 */
export function groupChoice(
  chosenGroupId: string,
  memberGroupIds: readonly string[],
  tokenGroupId: string | null,
): 'current' | 'switch' | 'unknown' {
  if (!memberGroupIds.includes(chosenGroupId)) return 'unknown'
  return chosenGroupId === tokenGroupId ? 'current' : 'switch'
}

/** What a token handed over to /sso-landing must look like before a session is started with it. */
export function handedOverTokenProblem(
  claims: Pick<TokenClaims, 'domainId' | 'exp'> | null,
  domainId: number,
  now: number,
): 'unreadable' | 'expired' | 'wrongDomain' | null {
  if (!claims) return 'unreadable'
  if (claims.exp * 1000 <= now) return 'expired'
  if (claims.domainId !== domainId) return 'wrongDomain'
  return null
}

/** Upper bound of a token handed over in a form field (a JWT of this gateway is far shorter). */
export const HANDED_OVER_TOKEN_MAX = 4096
