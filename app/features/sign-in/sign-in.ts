/**
 * Small pure rules of the sign-in journey that the other rules modules do not already hold
 * (spec section 2 'Login as', section 4 'Group selection', /sso-landing). No I/O.
 */
import type { StaffRole, TokenClaims } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'

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

/** A posted group that is not one of the member's (a forged field): said on the form. */
export const GROUP_CHOICE_REFUSED = message('validation:sign-in.groupChoice')

/**
 * Login (spec section 5): "Submit is disabled while the form is invalid and touched." Read as: after
 * a submit ("Submit marks all fields touched") a field is in error, so its message shows beside it
 * (a form-level server message does not count: "any input change clears" it). Only once the page
 * runs JavaScript: without it the server answers every mistake, so the button stays usable
 * (decision 007).
 */
export function loginSubmitDisabled(input: {
  hydrated: boolean
  /** conform's errors of the touched fields, by name ('' = the form-level messages). */
  errors: Record<string, unknown>
}): boolean {
  return input.hydrated && Object.keys(input.errors).some((name) => name !== '')
}

/** Login-as 400/404 without a message from the gateway. */
export const LOGIN_AS_NOT_FOUND = message('validation:sign-in.loginAsNotFound')

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
