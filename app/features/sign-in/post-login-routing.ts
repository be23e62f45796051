/**
 * Post-login routing (spec section 4 'Post-login routing', 'Temporary-token pages'; section 6 'Staff').
 * Pure: the caller fetches the inputs (only those `routingInputsNeeded` names, in parallel) and acts on
 * the decision (redirect, or the hidden-form hand-off to the CRM single sign-on).
 *
 * Step 4 of the spec (the token response's redirect URL) is in `redirects.ts`; step 5 (logout) is the
 * session's job.
 */
import type { AccountStatus, DomainId, Group } from '@member-dashboard/contract'
import { CHANGE_PASSWORD_PATH, type TokenStage } from '~/platform/session/token-rules'
import { DOMAIN } from '~/platform/config/brands'

/**
 * - 'member': a member's own token.
 * - 'staff': a staff token (role logInAsAnyone / logInAsNonEmp); it has no member (no memberKey).
 * - 'loginAs': a member token issued by staff (issuedByRole set).
 */
export type TokenKind = 'member' | 'staff' | 'loginAs'

/** The token while routing is unfinished ('temporary') and once the member may open member pages ('full'). */

export type PostLoginRoute =
  | '/login-as'
  | '/group-selection'
  | '/update-email'
  | '/registration-policies'
  | '/home'
  | typeof CHANGE_PASSWORD_PATH

export type PostLoginDecision =
  | {
      kind: 'redirect'
      to: PostLoginRoute
      tokenStage: TokenStage
      /**
       * Only with the forced password change: what follows the change when it is not /home (the
       * CRM hand-off the change came before; issue 51, persona carmen).
       */
      afterChange?: 'crmHandOff'
    }
  /** Post a hidden form to the CRM single sign-on with the token (and the optional test-environment value). */
  | { kind: 'crmHandOff'; tokenStage: 'full' }

export type PostLoginRoutingInput = {
  domainId: DomainId
  tokenKind: TokenKind
  /** Password status (GET account/status). Needed for every member token. */
  accountStatus?: AccountStatus
  /** GET groups. Needed on the main brand (domain 1). */
  groups?: readonly Group[]
  /** A group was already chosen on /group-selection during this sign-in. */
  groupSelected?: boolean
  /** Preferences' emailAddress (GET account/preferences). Needed on domain 1 for a member's own token. */
  preferencesEmail?: string | null
  /** The principal member's group id: the token's groupId claim. */
  principalGroupId?: string | null
  /** Set by a staff login: "an option prevents forwarding to the CRM afterwards" (section 6). */
  crmForwardingPrevented?: boolean
  /** registrationPolicy.isCommunicationPolicySigned. Needed on domain 5 for a member's own token. */
  isCommunicationPolicySigned?: boolean
}

export type RoutingInputsNeeded = {
  /** GET account/status */
  passwordStatus: boolean
  /** GET groups */
  groups: boolean
  /** GET account/preferences */
  preferences: boolean
  /** GET account/registration/policies */
  policies: boolean
}

/**
 * Account statuses that send the member to change-password instead of /home: INI ("or change-password
 * if status is INI") and FRC, the "forced password change" of section 4's status codes (issue 24;
 * the persona `frances` shows it).
 */
export const statusesForcingPasswordChange: readonly AccountStatus[] = ['INI', 'FRC']

/**
 * What the caller must fetch (in parallel) before calling `postLoginDecision`.
 * - staff token: nothing, it always goes to /login-as.
 * - domain 1: password status, groups, preferences ("three checks run in parallel"); a login-as token
 *   skips the e-mail check, so preferences are not needed for it.
 * - domain 5: password status and registration policies; a login-as token skips the policy check.
 * - domain 2: password status only.
 */
export function routingInputsNeeded(
  domainId: DomainId,
  tokenKind: TokenKind = 'member',
): RoutingInputsNeeded {
  if (tokenKind === 'staff')
    return { passwordStatus: false, groups: false, preferences: false, policies: false }
  const loginAs = tokenKind === 'loginAs'
  return {
    passwordStatus: true,
    groups: domainId === DOMAIN.MAIN,
    preferences: domainId === DOMAIN.MAIN && !loginAs,
    policies: domainId === DOMAIN.PARTNER && !loginAs,
  }
}

function requireInput<T>(value: T | undefined, name: string, domainId: DomainId): T {
  if (value === undefined) {
    throw new Error(`post-login routing on domain ${domainId} needs ${name} (see routingInputsNeeded)`)
  }
  return value
}

function hasEmail(email: string | null): boolean {
  return email !== null && email.trim() !== ''
}

/**
 * The end of routing: change-password when the status forces it (INI, FRC), before anything else
 * that finishes routing, the CRM hand-off included (issue 51: a hand-off first let the member open
 * every page without the change); else the CRM hand-off when owed; else /home. All finish routing
 * (full token); the forced change names the hand-off that follows it.
 */
function landing(accountStatus: AccountStatus, crmHandOffOwed = false): PostLoginDecision {
  if (statusesForcingPasswordChange.includes(accountStatus)) {
    const change = { kind: 'redirect', to: CHANGE_PASSWORD_PATH, tokenStage: 'full' } as const
    return crmHandOffOwed ? { ...change, afterChange: 'crmHandOff' } : change
  }
  if (crmHandOffOwed) return { kind: 'crmHandOff', tokenStage: 'full' }
  return { kind: 'redirect', to: '/home', tokenStage: 'full' }
}

function stayTemporary(to: PostLoginRoute): PostLoginDecision {
  return { kind: 'redirect', to, tokenStage: 'temporary' }
}

/**
 * The post-login routing decision.
 *
 * - Step 1, every domain: a staff token goes to /login-as.
 * - Step 2, domain 1, in this precedence: /group-selection, /update-email, change-password when INI
 *   or FRC (then the CRM hand-off when owed), the CRM hand-off, then /home.
 * - Step 3, domain 5: /registration-policies, then /home (or change-password when INI or FRC).
 * - Domain 2 (Medicare-type brand): the spec is silent on member checks there; a member goes to /home,
 *   or change-password when the status is INI or FRC.
 *
 * Throws when an input that `routingInputsNeeded` names is missing
 * (a caller bug: skipping a check silently would let a member past /update-email or the policies).
 */
export function postLoginDecision(input: PostLoginRoutingInput): PostLoginDecision {
  const { domainId, tokenKind } = input

  // Step 1. The spec names only the partner and Medicare-type brands ("A temporary token for a login-as
  // role on the partner or Medicare-type brands goes to /login-as"), but a staff account has no member
  // of its own, so nothing else could follow: it goes to /login-as on every domain, the main brand too
  // (the personas' `staff.main` relies on this).
  if (tokenKind === 'staff') return stayTemporary('/login-as')

  const loginAs = tokenKind === 'loginAs'
  const accountStatus = requireInput(input.accountStatus, 'accountStatus', domainId)

  // Step 2: main brand.
  if (domainId === DOMAIN.MAIN) {
    const groups = requireInput(input.groups, 'groups', domainId)
    const groupSelected = input.groupSelected ?? false
    if (groups.length > 1 && groups.some((group) => group.crmRouted) && !groupSelected) {
      return stayTemporary('/group-selection')
    }
    if (!loginAs) {
      const email = requireInput(input.preferencesEmail, 'preferencesEmail', domainId)
      if (!hasEmail(email)) return stayTemporary('/update-email')
    }
    const principalGroupId = input.principalGroupId ?? null
    const principalGroup = groups.find((group) => group.groupId === principalGroupId)
    return landing(accountStatus, Boolean(principalGroup?.crmRouted && !input.crmForwardingPrevented))
  }

  // Step 3: partner brand. Login-as tokens skip the policy check (section 6).
  if (domainId === DOMAIN.PARTNER) {
    if (!loginAs) {
      const signed = requireInput(input.isCommunicationPolicySigned, 'isCommunicationPolicySigned', domainId)
      if (!signed) return stayTemporary('/registration-policies')
    }
    return landing(accountStatus)
  }

  // Domain 2: the spec is silent; a member lands directly.
  return landing(accountStatus)
}

export { type TokenStage }
