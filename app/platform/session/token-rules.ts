/**
 * Pure rules about the session's token (spec sections 4 and 6): the staff role behind a token and
 * the temporary-token pages' guard. No I/O.
 */
import type { StaffRole, TokenClaims } from '@member-dashboard/contract'

export type TokenStage = 'temporary' | 'full'

/**
 * The staff role behind a token: the role of a staff token, or the issuing role of a login-as token
 * (staff acting as a member may switch member). Null for a member's own token.
 */
export function staffRoleOf(claims: Pick<TokenClaims, 'role' | 'issuedByRole'>): StaffRole | null {
  if (claims.role !== 'member') return claims.role
  return claims.issuedByRole
}

export type TokenStageOrNone = TokenStage | 'none'
export type TemporaryTokenPageGuard = { kind: 'allow' } | { kind: 'redirect'; to: '/home' | '/logout' }

/**
 * "Without a temporary token the user goes to /home if holding a full token, else /logout."
 */
export function temporaryTokenPageGuard(stage: TokenStageOrNone): TemporaryTokenPageGuard {
  if (stage === 'temporary') return { kind: 'allow' }
  if (stage === 'full') return { kind: 'redirect', to: '/home' }
  return { kind: 'redirect', to: '/logout' }
}

/** Where the CRM hand-off lives (an auto-submitting hidden form, see routes/crm-hand-off.tsx). */
export const CRM_HAND_OFF_PATH = '/crm-hand-off'

/** Where a member whose account status forces a new password (INI, FRC) changes it. */
export const CHANGE_PASSWORD_PATH = '/account/settings/change-password'

export type ForcedPasswordChangeGuard =
  { kind: 'allow' } | { kind: 'redirect'; to: typeof CHANGE_PASSWORD_PATH }

/**
 * Spec section 3: INI "forces change-password after login", FRC is a "forced password change".
 * Until the change succeeds, every member page and data request but change-password itself goes
 * there (issue 42: opening /home or /claims directly skipped it). Signing out needs no member page.
 */
export function forcedPasswordChangeGuard(required: boolean, pathname: string): ForcedPasswordChangeGuard {
  if (!required || pathname === CHANGE_PASSWORD_PATH) return { kind: 'allow' }
  return { kind: 'redirect', to: CHANGE_PASSWORD_PATH }
}
