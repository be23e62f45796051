/**
 * Roles and permissions (spec section 6): the facts the menus and the pages' guards depend on, and
 * the visibility rules shared by the shell's menus and the areas that guard their own pages. Pure.
 */
import type { Dayjs } from 'dayjs'
import type { BenefitCategory, DomainId, StaffRole } from '@member-dashboard/contract'
import { DOMAIN } from '~/platform/config/brands'
import { isSubscriber } from './eligibility'

/** "10004760 (reduced Medicare Advantage benefits menu)" */
export const REDUCED_BENEFITS_GROUP_ID = '10004760'

/** "Menu item: title, target, optional child items." */
export interface MenuItem {
  title: string
  target: string
  children?: MenuItem[]
  /** Shown on desktop widths only (the desktop account menu's 'My account'). */
  desktopOnly?: true
}

/** Everything the menus depend on. Derive the flags with eligibility.ts (isAdult, isMemberTermed, ...). */
export interface MenuInput {
  domainId: DomainId
  /** 0 = subscriber. */
  memberSuffix: number
  /** isAdult(dateOfBirth, now): born more than 18 years ago. */
  isAdult: boolean
  /** Member termed (no active or future eligibility entry). */
  isTermed: boolean
  hasActiveOrFutureEligibility: boolean
  /** Categories the member is eligible for (eligibleBenefitCategories); shown in spec order. */
  eligibleCategories: readonly BenefitCategory[]
  hasEbill: boolean
  staffRole: StaffRole | null
  groupId: string
  /** pcp/members holds any PCP selection (counts only when the member is the subscriber). */
  pcpAnySelections: boolean
  /** The member has a PCP selection of their own. */
  pcpMemberHasSelection: boolean
  /** pcp/eligibility answered eligible. */
  pcpEligible: boolean
  hasPharmacyBenefitManagerProgram: boolean
  hasReferrals: boolean
  medicareMaterialsEligible: boolean
  /** The member has a certificate of coverage for the plan year (its call does not answer 404). */
  hasCertificate: boolean
  /** The member has prior authorization requests. */
  hasPriorAuthorizations: boolean
  signedIn: boolean
  groupCount: number
  /** Today, for the asOfDate of 'Benefits summary'. */
  now: Date | Dayjs
}

// ---------------------------------------------------------------- visibility rules (section 6)

/** "Settings menu is hidden for dependents on the partner brand and for dependents under 18." */
export function canOpenSettings(input: Pick<MenuInput, 'domainId' | 'memberSuffix' | 'isAdult'>): boolean {
  if (isSubscriber(input.memberSuffix)) return true
  return input.domainId !== DOMAIN.PARTNER && input.isAdult
}

/**
 * "Partner brand: … find care there is only find-a-dentist": its Find care menu, /find-care (to
 * find a dentist), no other find-care page (care reminders included: decision 227) and no care
 * reminders link on home.
 */
export function findCareIsDentistOnly(domainId: DomainId): boolean {
  return domainId === DOMAIN.PARTNER
}

/** The account activity page (issue 23). */
export const ACCOUNT_ACTIVITY_PATH = '/account/activity'

/** Issue 23: the account activity page (sessions, sign-ins, staff access), adult members on every brand. */
export function canOpenAccountActivity(input: Pick<MenuInput, 'isAdult'>): boolean {
  return input.isAdult
}

/** "eBill menu: only if the member has eBill and is not termed; never on the partner brand." */
export function showEbillMenu(input: Pick<MenuInput, 'domainId' | 'hasEbill' | 'isTermed'>): boolean {
  return input.hasEbill && !input.isTermed && input.domainId !== DOMAIN.PARTNER
}

/**
 * "Primary care link: shown if the member is a subscriber with any PCP selections, or the member
 * has a selection, or the PCP eligibility call says eligible."
 */
export function showPrimaryCareLink(
  input: Pick<MenuInput, 'memberSuffix' | 'pcpAnySelections' | 'pcpMemberHasSelection' | 'pcpEligible'>,
): boolean {
  return (
    (isSubscriber(input.memberSuffix) && input.pcpAnySelections) ||
    input.pcpMemberHasSelection ||
    input.pcpEligible
  )
}

/** "Reduced benefits menu: group 10004760 or the Medicare-type brand". */
export function usesReducedBenefitsMenu(input: Pick<MenuInput, 'domainId' | 'groupId'>): boolean {
  return input.groupId === REDUCED_BENEFITS_GROUP_ID || input.domainId === DOMAIN.MEDICARE
}

/** The group-switch label with 'Change group' shows when the member has more than one group. */
export function showGroupSwitch(input: Pick<MenuInput, 'groupCount'>): boolean {
  return input.groupCount > 1
}
