/**
 * Eligibility rules (spec section 4 'Member eligibility per category', 'Family plan eligibility
 * entry', 'Benefit category defaulting'; section 2 'Select group'; section 9 'Date range text').
 * Pure: every time-dependent rule takes `now`.
 *
 * Dates are compared as calendar days (see formats.ts): a date 'D' stands for the start of day D,
 * so on an effective date the member is already covered, and on a termination date no longer is.
 */
import type { Dayjs } from 'dayjs'
import type {
  BenefitCategory,
  CategoryEligibility,
  FamilyPlanEligibilityEntry,
  Member,
  PlanStatus,
} from '@member-dashboard/contract'
import { BENEFIT_CATEGORIES_IN_ORDER } from './benefit-categories'
import { ageInYears, formatDisplayDate, toApiDate, toDayjs, type DateInput } from '~/platform/formats'
import { message } from '~/platform/i18n/message'

/** "Adult age: 18. Settings hidden for dependents under 18." */
export const ADULT_AGE = 18

/** "Termed-eligible window: about 2 years." We use exactly 2 calendar years (see eligibility.ts). */
export const TERMED_ELIGIBLE_WINDOW_YEARS = 2

/** Member suffix of the subscriber ("memberSuffix (0 = subscriber)"). */
export const SUBSCRIBER_SUFFIX = 0

/** "parent group 100000075 (Medicare variant)" */
const MEDICARE_PARENT_GROUP_ID = '100000075'

/** "Medicare variant: applies when the parent group id is 100000075." */
export function isMedicareVariant(parentGroupId: string | null | undefined): boolean {
  return parentGroupId === MEDICARE_PARENT_GROUP_ID
}

/** "Date range text: 'Active since {date}' when there is no end or the end year is over 2100." */
export const OPEN_ENDED_AFTER_YEAR = 2100

export type Now = Date | Dayjs

// ---------------------------------------------------------------- member per category

export type CategoryEligibilityStatus = 'active' | 'future' | 'termed' | 'ineligible'

/**
 * "Active: eligible, and now is on or after the effective date and before termination (or no
 * termination). Future: eligible and the effective date is in the future. Termed: eligible but
 * neither active nor future. Ineligible: not eligible."
 */
export function categoryEligibilityStatus(
  eligibility: Pick<CategoryEligibility, 'eligible' | 'effectiveDate' | 'terminationDate'>,
  now: Now,
): CategoryEligibilityStatus {
  if (!eligibility.eligible) return 'ineligible'
  const today = toApiDate(now)
  const { effectiveDate, terminationDate } = eligibility
  if (effectiveDate !== null && effectiveDate > today) return 'future'
  // Started (a missing effective date counts as started); active until the termination day.
  return terminationDate === null || today < terminationDate ? 'active' : 'termed'
}

/** The member's eligibility field of each benefit category. */
export const categoryField = {
  medical: 'medicalEligibility',
  dental: 'dentalEligibility',
  vision: 'visionEligibility',
  pharmacy: 'pharmacyEligibility',
} as const satisfies Record<BenefitCategory, keyof Member>

/** The member's status in one category. */
export function memberCategoryStatus(
  member: Pick<Member, (typeof categoryField)[BenefitCategory]>,
  category: BenefitCategory,
  now: Now,
): CategoryEligibilityStatus {
  return categoryEligibilityStatus(member[categoryField[category]], now)
}

type MemberEligibilities = Pick<Member, (typeof categoryField)[BenefitCategory]>

/** Categories (Medical, Dental, Vision, Pharmacy order) in which the member is active or future. */
export function eligibleBenefitCategories(member: MemberEligibilities, now: Now): BenefitCategory[] {
  return BENEFIT_CATEGORIES_IN_ORDER.filter((category) => {
    const status = memberCategoryStatus(member, category, now)
    return status === 'active' || status === 'future'
  })
}

/** Whether the member is active or future in at least one category (gates Benefits and Find care menus). */
export function memberHasActiveOrFutureEligibility(member: MemberEligibilities, now: Now): boolean {
  return eligibleBenefitCategories(member, now).length > 0
}

// ---------------------------------------------------------------- benefit category defaulting

export type DefaultBenefitCategory = BenefitCategory | 'programs' | 'none'

/**
 * "Benefit category defaulting: first eligible of Medical, Dental, Vision, Pharmacy, else
 * Programs, else None." Eligible means active or future; Programs applies when the member has any
 * program to show.
 */
export function defaultBenefitCategory(
  member: MemberEligibilities,
  now: Now,
  options: { hasPrograms: boolean },
): DefaultBenefitCategory {
  const first = eligibleBenefitCategories(member, now)[0]
  if (first) return first
  return options.hasPrograms ? 'programs' : 'none'
}

// ---------------------------------------------------------------- family plan eligibility

export type FamilyEntryStatus = 'active' | 'future' | 'termed'

type EntryDates = Pick<FamilyPlanEligibilityEntry, 'effectiveDate' | 'termedDate'>

/**
 * "active if effective before now and termed after now; future if effective after now; termed
 * otherwise." A missing termed date means no end. Calendar days: on its effective date an entry is
 * active; on its termed date it is termed.
 */
export function familyEntryStatus(entry: EntryDates, now: Now): FamilyEntryStatus {
  const today = toApiDate(now)
  if (entry.effectiveDate > today) return 'future'
  if (entry.termedDate === null || entry.termedDate > today) return 'active'
  return 'termed'
}

/**
 * "'termed eligible' if the termed date is within about two years." We choose exactly
 * TERMED_ELIGIBLE_WINDOW_YEARS = 2 calendar years, inclusive: an entry termed on the same calendar
 * day two years ago is still termed eligible; termed one day earlier, it is not. Only termed
 * entries can be termed eligible.
 */
export function isTermedEligible(entry: EntryDates, now: Now): boolean {
  if (familyEntryStatus(entry, now) !== 'termed' || entry.termedDate === null) return false
  const windowStart = toApiDate(toDayjs(now).subtract(TERMED_ELIGIBLE_WINDOW_YEARS, 'year'))
  return entry.termedDate >= windowStart
}

/** "A member is termed when there is no active or future entry." (entries of any member; filtered by key) */
export function isMemberTermed(
  entries: readonly FamilyPlanEligibilityEntry[],
  memberKey: string,
  now: Now,
): boolean {
  return !entries.some((entry) => entry.memberKey === memberKey && familyEntryStatus(entry, now) !== 'termed')
}

// ---------------------------------------------------------------- people

/** "memberSuffix (0 = subscriber)" */
export function isSubscriber(memberSuffix: number): boolean {
  return memberSuffix === SUBSCRIBER_SUFFIX
}

/**
 * "a person is an adult if born more than 18 years ago." Calendar days: adult from the 18th
 * birthday on (born at the start of that day, the person is more than 18 years old during it).
 */
export function isAdult(dateOfBirth: DateInput, now: Now): boolean {
  return ageInYears(dateOfBirth, now) >= ADULT_AGE
}

// ---------------------------------------------------------------- texts
// Messages (catalogue keys and values, decision 225) that the loader translates with `translate`.

/**
 * Select group status text: "ACTIVE = 'Active since {date}', FUTURE = 'Effective on {date}',
 * TERMED = 'Terminated on {date}'." ACTIVE and FUTURE show the effective date, TERMED the
 * termination date. A missing date gives the bare label ('Active', 'Effective', 'Terminated').
 * The `common:planDates` message.
 */
export function planStatusText(
  status: PlanStatus,
  planEffectiveDate: string | null,
  planTerminationDate: string | null,
): string {
  const dated = (key: string, date: string | null, bare: string) =>
    message(`common:planDates.${date ? key : bare}`, date ? { date: formatDisplayDate(date) } : undefined)
  switch (status) {
    case 'ACTIVE':
      return dated('activeSince', planEffectiveDate, 'active')
    case 'FUTURE':
      return dated('effectiveOn', planEffectiveDate, 'effective')
    case 'TERMED':
      return dated('terminatedOn', planTerminationDate, 'terminated')
  }
}

/** The catalogue sections that word a date range: the plan's (`common`) or a coverage's (`account`). */
export type DateRangeTexts = 'common:planDates' | 'account:coverageDates'

/**
 * "Date range text: 'Active since {date}' when there is no end or the end year is over 2100",
 * else '{start} - {end}'. An end in year 2100 itself still shows the range. A message of `texts`.
 */
export function dateRangeText(start: string, end: string | null, texts: DateRangeTexts = 'common:planDates') {
  if (end === null || toDayjs(end).year() > OPEN_ENDED_AFTER_YEAR) {
    return message(`${texts}.activeSince`, { date: formatDisplayDate(start) })
  }
  return message(`${texts}.range`, { from: formatDisplayDate(start), to: formatDisplayDate(end) })
}
