/**
 * Pure rules of the page shell (spec section 2 'Page shell', 'Menus'; section 3 'Global alert',
 * 'Accreditation details', 'Notification'; section 4 'Header data', 'Notification queue'; section 6).
 * No I/O: `now` is injected. The menu visibility rules themselves live in menus.ts; this module
 * only turns the header data into their input.
 */
import type { BenefitsMenuFacts } from '~/platform/plan/benefits-menu'
import type { Dayjs } from 'dayjs'
import type {
  AccountDetails,
  ChatConfig,
  DomainId,
  FamilyPlanEligibilityEntry,
  GlobalAlert,
  Group,
  Member,
  PcpMembers,
  Program,
  StaffRole,
} from '@member-dashboard/contract'
import { PHARMACY_BENEFIT_MANAGER } from '~/platform/plan/programs'
import { menuGroupData, menuGroupDates, type MenuGroupData } from '~/platform/plan/groups'
import {
  eligibleBenefitCategories,
  isAdult,
  isMemberTermed,
  memberHasActiveOrFutureEligibility,
} from '~/platform/plan/eligibility'
import {
  accountMenu,
  isActiveMenuEntry,
  isActiveMenuItem,
  primaryMenu,
  showGroupSwitch,
  utilityMenu,
  type MenuInput,
  type MenuItem,
} from './menus'

type Now = Date | Dayjs

// ---------------------------------------------------------------- header data -> menus

/** What the layout loader fetched in parallel (spec section 4 'Header data' plus the menu rules' calls). */
export interface HeaderFacts {
  domainId: DomainId
  account: Pick<AccountDetails, 'groupId' | 'groupName'>
  member: Pick<
    Member,
    | 'memberKey'
    | 'memberSuffix'
    | 'dateOfBirth'
    | 'medicalEligibility'
    | 'dentalEligibility'
    | 'visionEligibility'
    | 'pharmacyEligibility'
  >
  familyEligibility: readonly FamilyPlanEligibilityEntry[]
  hasEbill: boolean
  /** The Benefits menu's facts (loadBenefitsMenuFacts). */
  benefitsMenu: BenefitsMenuFacts
  pcpEligible: boolean
  pcpMembers: Pick<PcpMembers, 'selections'>
  programs: readonly Pick<Program, 'id' | 'eligible'>[]
  groups: readonly Pick<Group, 'groupId' | 'groupName' | 'planEffectiveDate' | 'planTerminationDate'>[]
  /** The token's group (claims.groupId): the group the member is viewing. */
  tokenGroupId: string | null
  /** The staff role that issued a login-as token (claims.issuedByRole), else null. */
  staffRole: StaffRole | null
  /** The chat configuration (the chat config call, from its configured URL). */
  chatConfig?: Pick<ChatConfig, 'displayChat' | 'available'> | null
  now: Now
}

/** "Pharmacy link (under Claims): when the member has the pharmacy benefit manager program" (id 37, enrolled). */
export function hasPharmacyBenefitManagerProgram(
  programs: readonly Pick<Program, 'id' | 'eligible'>[],
): boolean {
  return programs.some((p) => p.id === PHARMACY_BENEFIT_MANAGER && p.eligible)
}

/** The input of every menu rule, from the header data of a signed-in member. */
export function menuInputFromHeader(facts: HeaderFacts): MenuInput {
  const { member, now } = facts
  const selections = facts.pcpMembers.selections
  return {
    domainId: facts.domainId,
    memberSuffix: member.memberSuffix,
    isAdult: isAdult(member.dateOfBirth, now),
    isTermed: isMemberTermed(facts.familyEligibility, member.memberKey, now),
    hasActiveOrFutureEligibility: memberHasActiveOrFutureEligibility(member, now),
    eligibleCategories: eligibleBenefitCategories(member, now),
    hasEbill: facts.hasEbill,
    staffRole: facts.staffRole,
    groupId: facts.account.groupId,
    pcpAnySelections: selections.length > 0,
    pcpMemberHasSelection: selections.some((s) => s.memberKey === member.memberKey),
    pcpEligible: facts.pcpEligible,
    hasPharmacyBenefitManagerProgram: hasPharmacyBenefitManagerProgram(facts.programs),
    ...facts.benefitsMenu,
    signedIn: true,
    groupCount: facts.groups.length,
    now,
  }
}

export interface ShellMenus {
  primary: MenuItem[]
  utility: MenuItem[]
  /** The account menu; the desktop variant starts with 'My account'. */
  account: MenuItem[]
  accountDesktop: MenuItem[]
  /** Menu group data (spec section 3): the member's groups and the current group. */
  groupData: MenuGroupData
  /** The group-switch label: the current group, its coverage dates, and the 'Change group' link. */
  groupSwitch: { groupName: string; dates: string | null; target: '/select-group' } | null
}

/** Every menu of the signed-in shell under the section 6 rules. */
export function shellMenus(facts: HeaderFacts): ShellMenus {
  const input = menuInputFromHeader(facts)
  const groupData = menuGroupData(facts.groups, facts.tokenGroupId)
  const current = groupData.currentGroup
  return {
    primary: primaryMenu(input),
    utility: withChatEntry(utilityMenu(input), facts.chatConfig ?? null),
    account: accountMenu(input, { desktop: false }),
    accountDesktop: accountMenu(input, { desktop: true }),
    groupData,
    groupSwitch:
      showGroupSwitch(input) && current
        ? { groupName: current.groupName, dates: menuGroupDates(current), target: '/select-group' }
        : null,
  }
}

// ---------------------------------------------------------------- chat

/** Where 'Chat with us' leads: the hand-off to the configured chat site. */
export const CHAT_HAND_OFF_PATH = '/resources/chat-hand-off'

/**
 * Whether the chat configuration offers chat now: it is displayed (`displayChat`) and not marked
 * unavailable (`available: false`, e.g. outside its hours; decision 151).
 */
export function chatOffered(config: Pick<ChatConfig, 'displayChat' | 'available'> | null): boolean {
  return config !== null && config.displayChat && config.available !== false
}

/** The utility menu with 'Chat with us' before 'Log out' when the chat configuration offers chat. */
export function withChatEntry(
  utility: MenuItem[],
  config: Pick<ChatConfig, 'displayChat' | 'available'> | null,
): MenuItem[] {
  if (!chatOffered(config)) return utility
  const chat: MenuItem = { title: 'Chat with us', target: CHAT_HAND_OFF_PATH }
  const logout = utility.findIndex((entry) => entry.target === '/logout')
  return logout === -1 ? [...utility, chat] : [...utility.slice(0, logout), chat, ...utility.slice(logout)]
}

// ---------------------------------------------------------------- global alerts

/** Dismissed ids from the cookie's value: anything that is not a list of short strings is ignored. */
export function parseDismissedAlertIds(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.filter(isAlertIdShape).slice(-50)
}

/**
 * What an alert id may look like (the gateway's are 'AL-100'): letters and digits, then letters,
 * digits, '.', '_', ':' or '-', 64 at most. Nothing else is written to or read from the cookie.
 */
export const ALERT_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/
export function isAlertIdShape(id: unknown): id is string {
  return typeof id === 'string' && ALERT_ID_SHAPE.test(id)
}

/**
 * The id a dismissal names, when it names a dismissable alert the member is shown now; null for
 * anything else (garbage, an unknown or non-dismissable alert), which changes nothing (decision 103).
 */
export function dismissableAlertId(
  value: unknown,
  alerts: readonly Pick<GlobalAlert, 'id' | 'canDismiss'>[],
): string | null {
  if (!isAlertIdShape(value)) return null
  return alerts.some((alert) => alert.id === value && alert.canDismiss) ? value : null
}

/** The dismissed list with one more id (no duplicates, at most 50 kept, newest last). */
export function withDismissedAlert(dismissed: readonly string[], id: string): string[] {
  return [...dismissed.filter((d) => d !== id), id].slice(-50)
}

/** "dismissable ones stay dismissed": an alert shows unless it can be dismissed and was. */
export function visibleAlerts<T extends Pick<GlobalAlert, 'id' | 'canDismiss'>>(
  alerts: readonly T[],
  dismissed: readonly string[],
): T[] {
  return alerts.filter((a) => !(a.canDismiss && dismissed.includes(a.id)))
}

// ---------------------------------------------------------------- accreditation seal

/** "Accreditation images map to three levels: Accredited, Commendable, Interim." */
export const ACCREDITATION_LEVELS = ['Accredited', 'Commendable', 'Interim'] as const
export type AccreditationLevel = (typeof ACCREDITATION_LEVELS)[number]

export interface AccreditationSeal {
  level: AccreditationLevel
  image: string
  text: string
}

/** The level an image url (or any text) names, or null. 'Interim' and 'Commendable' are checked first. */
export function accreditationLevelOf(value: string | null | undefined): AccreditationLevel | null {
  const v = (value ?? '').toLowerCase()
  if (v.includes('interim')) return 'Interim'
  if (v.includes('commendable')) return 'Commendable'
  if (v.includes('accredited')) return 'Accredited'
  return null
}

/**
 * The footer's seal: the accreditation whose image (or text) maps to the level named by
 * `elementValue`; without a level there, the first accreditation whose image maps to a level.
 * Null when nothing maps ("optional accreditation seal").
 */
export function accreditationSeal(
  response: { accreditations: readonly { image: string; text: string }[]; elementValue: string } | null,
): AccreditationSeal | null {
  if (!response) return null
  const wanted = accreditationLevelOf(response.elementValue)
  for (const entry of response.accreditations) {
    const level = accreditationLevelOf(entry.image) ?? accreditationLevelOf(entry.text)
    if (level && (wanted === null || level === wanted)) return { level, image: entry.image, text: entry.text }
  }
  return null
}

// ---------------------------------------------------------------- active entries

/**
 * A primary menu entry is highlighted when the current route contains its target, one of its
 * children's targets, or its section (first path segment): Account ('/account/summary') stays
 * highlighted on '/account/settings'.
 */
export function isActivePrimaryEntry(currentPath: string, entry: MenuItem): boolean {
  const section = `/${entry.target.split(/[?#]/, 1)[0].split('/').filter(Boolean)[0] ?? ''}`
  return isActiveMenuEntry(currentPath, entry) || (section !== '/' && isActiveMenuItem(currentPath, section))
}
