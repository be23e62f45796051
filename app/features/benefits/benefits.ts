/**
 * Pure rules of the benefits pages (issue #9): whose benefits a member may see, the as-of date,
 * the plan status line, the bars of limits and dental maximums, the grouping of covered services,
 * the plan periods of the benefit history and the address of a history page. No I/O.
 * The spec rules these build on live in app/platform/plan (eligibility.ts, limits.ts).
 */
import type { Dayjs } from 'dayjs'
import type {
  BenefitCategory,
  BenefitCoverage,
  BenefitHistory,
  BenefitHistoryItem,
  Limit,
  Member,
} from '@member-dashboard/contract'
import { BENEFIT_CATEGORIES_IN_ORDER, CATEGORY_LETTER } from '~/platform/plan/benefit-categories'
import { OPEN_ENDED_AFTER_YEAR } from '~/platform/plan/eligibility'
import { categoryEligibilityStatus, isAdult, isSubscriber, planStatusText } from '~/platform/plan/eligibility'
import {
  dentalMaximumRows,
  isValidLimit,
  networkTierLabel,
  OUT_OF_NETWORK_LABEL,
  sortDentalLimits,
  type DentalMaximum,
} from '~/platform/plan/limits'
import { formatDisplayDate, toApiDate, toDayjs } from '~/platform/formats'
import { message } from '~/platform/i18n/message'
import { parseDateInput } from '~/platform/forms/dates'

type Now = Date | Dayjs

// ---------------------------------------------------------------- categories

/**
 * A route segment that names one of the four plan categories, else null (the 404 page). The
 * categories from plan rules, not the contract's module (its zod schemas would load with the page).
 */
export function parseCategory(value: string | undefined): BenefitCategory | null {
  return (BENEFIT_CATEGORIES_IN_ORDER as readonly string[]).includes(value ?? '')
    ? (value as BenefitCategory)
    : null
}

// ---------------------------------------------------------------- whose benefits

type Person = Pick<Member, 'memberKey' | 'memberSuffix' | 'firstName' | 'lastName' | 'dateOfBirth'>

/**
 * The family members whose benefits the signed-in member may see: a subscriber sees their own and
 * those of dependents under 18; a dependent sees only their own. An adult dependent's benefits
 * are never shown to anyone else (docs/decisions/041-whose-benefits.md).
 */
export function viewableMembers<T extends Person>(members: readonly T[], principal: Person, now: Now): T[] {
  const self = members.filter((m) => m.memberKey === principal.memberKey)
  if (!isSubscriber(principal.memberSuffix)) return self
  return members.filter((m) => m.memberKey === principal.memberKey || !isAdult(m.dateOfBirth, now))
}

export type MemberChoice<T> = { kind: 'member'; member: T } | { kind: 'not-found' } | { kind: 'forbidden' }

/**
 * The member a `suffix` query names: none (or empty) means the signed-in member; an unknown
 * suffix is not found (404); a family member the signed-in member may not see is forbidden (403).
 */
export function chooseMember<T extends Person>(
  members: readonly T[],
  principal: T,
  suffix: string | null,
  now: Now,
): MemberChoice<T> {
  if (suffix === null || suffix === '') return { kind: 'member', member: principal }
  if (!/^\d{1,3}$/.test(suffix)) return { kind: 'not-found' }
  const target = members.find((m) => m.memberSuffix === Number(suffix))
  // A dependent may see no one else; the gateway leaves the others out of their family (decision 102).
  if (!target) return isSubscriber(principal.memberSuffix) ? { kind: 'not-found' } : { kind: 'forbidden' }
  const allowed = viewableMembers(members, principal, now).some((m) => m.memberKey === target.memberKey)
  return allowed ? { kind: 'member', member: target } : { kind: 'forbidden' }
}

/** The `?suffix=` of links for a member: empty for the signed-in member themself. */
export function suffixQuery(memberSuffix: number, principalSuffix: number): string {
  return memberSuffix === principalSuffix ? '' : `?suffix=${memberSuffix}`
}

// ---------------------------------------------------------------- as-of date

export const EARLIEST_AS_OF_YEAR = 1900
export const LATEST_AS_OF_YEAR = 2199

export type AsOfDate =
  { ok: true; date: string; isToday: boolean } | { ok: false; value: string; message: string }

/**
 * The `asOfDate` query: missing or empty means today; otherwise a real calendar day as yyyy-mm-dd
 * (what a native date input sends) or mm/dd/yyyy, between 1900 and 2199. Anything else is a
 * message for the page, never an error page.
 */
export function parseAsOfDate(value: string | null, now: Now): AsOfDate {
  const today = toApiDate(now)
  const raw = (value ?? '').trim()
  if (raw === '') return { ok: true, date: today, isToday: true }
  const day = parseDateInput(raw)
  const year = day ? Number(day.slice(0, 4)) : NaN
  if (!day || year < EARLIEST_AS_OF_YEAR || year > LATEST_AS_OF_YEAR) {
    return {
      ok: false,
      value: raw,
      message: message('benefits:rules.asOfDate.invalid', { value: raw, example: formatDisplayDate(now) }),
    }
  }
  return { ok: true, date: day, isToday: day === today }
}

// ---------------------------------------------------------------- plan status

type PlanPeriod = Pick<BenefitCoverage, 'effectiveDate' | 'terminationDate'>

/** An end date that means "no end": none, or a year over 2100 (spec section 9 'Date range text'). */
export function isOpenEnded(terminationDate: string | null): boolean {
  return terminationDate === null || toDayjs(terminationDate).year() > OPEN_ENDED_AFTER_YEAR
}

/**
 * The plan's status text (spec section 2): 'Active since {effective}', 'Effective on {effective}'
 * or 'Terminated on {termination}', judged on today's date; an end year over 2100 is no end. A
 * `common:planDates` message (`planStatusText`); '' without an effective date.
 */
export function planStatusLine(plan: PlanPeriod, now: Now): string {
  if (!plan.effectiveDate) return ''
  const end = isOpenEnded(plan.terminationDate) ? null : plan.terminationDate
  const status = categoryEligibilityStatus(
    { eligible: true, effectiveDate: plan.effectiveDate, terminationDate: end },
    now,
  )
  const planStatus = status === 'future' ? 'FUTURE' : status === 'termed' ? 'TERMED' : 'ACTIVE'
  return planStatusText(planStatus, plan.effectiveDate, end)
}

/** A termination date as shown: 'None' (a message) for no end (or a year over 2100), else the date. */
export function terminationText(terminationDate: string | null): string {
  return isOpenEnded(terminationDate)
    ? message('benefits:rules.termination.none')
    : formatDisplayDate(terminationDate as string)
}

// ---------------------------------------------------------------- bars

export interface Bar {
  key: string
  /** The bar's accessible name: the limit, for whom and in which network (a message). */
  title: string
  met: number
  remaining: number
  limit: number
  coverage: 'Individual' | 'Family'
  network: string
  description: { header: string; body: string } | null
}

const coverageLabel = (type: 'INDIVIDUAL' | 'FAMILY') => (type === 'FAMILY' ? 'Family' : 'Individual')

/** '{name} (Individual, In network)' and the like, as a `benefits:rules.bars` message. */
function barTitle(name: string, coverage: Bar['coverage'], network: string) {
  const outOfNetwork = network === OUT_OF_NETWORK_LABEL
  const key = `${coverage === 'Family' ? 'family' : 'individual'}${outOfNetwork ? 'Out' : 'In'}`
  return message(`benefits:rules.bars.${key}`, { name })
}

/**
 * The category's deductibles, out-of-pocket maximums and limits as bars: only valid limits
 * (section 3), dental ones in the order of section 9 (others keep the gateway's order), each with
 * its coverage (individual or family) and network ('In network' by default).
 */
export function limitBars(limits: readonly Limit[], category: BenefitCategory): Bar[] {
  const letter = CATEGORY_LETTER[category]
  const mine = limits.filter(
    (l) =>
      l.productCategory.trim().toUpperCase() === letter ||
      l.productCategory.trim().toLowerCase() === category,
  )
  const ordered = category === 'dental' ? sortDentalLimits(mine) : mine
  return ordered.filter(isValidLimit).map((l, i) => {
    const coverage = coverageLabel(l.coverageType)
    const network = networkTierLabel(l.networkTier)
    return {
      key: `limit-${i}`,
      title: barTitle(l.limitType.trim(), coverage, network),
      met: l.totalMet,
      remaining: l.totalRemaining,
      limit: l.total,
      coverage,
      network,
      description: l.detailedDescription,
    }
  })
}

/**
 * Dental maximums as bars, one per shown amount (individual, family; -1 and 0 skipped). A maximum
 * that the limits call also reports under the same name is drawn once, from the limit, so the
 * Annual Limit never appears twice (docs/decisions/040-benefits-pages.md).
 */
export function maximumBars(maximums: readonly DentalMaximum[], limits: readonly Limit[]): Bar[] {
  const named = new Set(limits.map((l) => l.limitType.trim().toLowerCase()))
  return dentalMaximumRows(maximums.filter((m) => !named.has(m.description.trim().toLowerCase()))).map(
    (row, i) => {
      const coverage = coverageLabel(row.coverageType)
      const network = networkTierLabel(null)
      return {
        key: `maximum-${i}`,
        title: barTitle(row.description, coverage, network),
        met: row.met,
        remaining: row.remaining,
        limit: row.amount,
        coverage,
        network,
        description: row.detailDescription,
      }
    },
  )
}

// ---------------------------------------------------------------- covered services

type DentalService = BenefitCoverage['dentalServices'][number]

export interface DentalTierGroup {
  tier: string
  categories: { category: string; services: DentalService[] }[]
}

/**
 * Tiers in numeric order ('Tier 2' before 'Tier 10'). One collator for every comparison:
 * `localeCompare` with options builds one per call (1.9 % of a dental page's server time).
 */
let tierCollator: Intl.Collator | undefined
const compareTiers = (a: string, b: string) =>
  (tierCollator ??= new Intl.Collator('en-US', { numeric: true })).compare(a, b)

/** Dental services grouped by tier (ascending) and, within a tier, by category (first seen first). */
export function groupDentalServices(services: readonly DentalService[]): DentalTierGroup[] {
  const tiers = new Map<string, Map<string, DentalService[]>>()
  for (const service of services) {
    const byCategory = tiers.get(service.tier) ?? new Map<string, DentalService[]>()
    tiers.set(service.tier, byCategory)
    byCategory.set(service.category, [...(byCategory.get(service.category) ?? []), service])
  }
  return [...tiers.entries()]
    .sort(([a], [b]) => compareTiers(a, b))
    .map(([tier, byCategory]) => ({
      tier,
      categories: [...byCategory.entries()].map(([category, list]) => ({ category, services: list })),
    }))
}

/** The address of a dental service's detail page. */
export function dentalDetailPath(service: Pick<DentalService, 'tier' | 'code'>, query = ''): string {
  return `/details/${encodeURIComponent(service.tier)}/dental/${encodeURIComponent(service.code)}${query}`
}

/** The address of a dental service's cost detail (service-detail view). */
export function dentalServicePath(code: string, query = ''): string {
  return `/services/dental/${encodeURIComponent(code)}${query}`
}

type ServiceDetail = BenefitCoverage['serviceDetails'][number]

/** Medical (vision, pharmacy) services, each with its detail (same id as the service's pageId). */
export function servicesWithDetails(coverage: Pick<BenefitCoverage, 'medicalServices' | 'serviceDetails'>) {
  return coverage.medicalServices.map((service) => ({
    service,
    detail: coverage.serviceDetails.find((d) => d.id === service.pageId) ?? null,
  }))
}

/**
 * What an item costs, as a member reads it: 'Copay: $25' or 'Coinsurance: 20% after deductible',
 * as the `benefits` catalogue's key and the amount (as sent) it is filled with.
 */
export function costText(item: ServiceDetail['items'][number]) {
  return {
    key: item.isCopay ? ('coverage.copay' as const) : ('coverage.coinsurance' as const),
    values: { amount: item.copay },
  }
}

// ---------------------------------------------------------------- history

/**
 * The `effectiveTimestamp` of a history address: the plan period's effective date as the epoch
 * milliseconds of that day's midnight UTC (time-zone independent). Addresses carrying the date
 * itself (yyyy-mm-dd) are read too. See docs/decisions/042-history-address.md.
 */
export function effectiveTimestamp(effectiveDate: string): string {
  const [y, m, d] = effectiveDate.split('-').map(Number)
  return String(Date.UTC(y, m - 1, d))
}

/** The effective date an `effectiveTimestamp` names, or null for anything else (the 404 page). */
export function dateOfEffectiveTimestamp(value: string | undefined): string | null {
  if (!value) return null
  if (/^\d{1,15}$/.test(value)) {
    const date = new Date(Number(value))
    const year = date.getUTCFullYear()
    if (Number.isNaN(date.getTime()) || year < EARLIEST_AS_OF_YEAR || year > LATEST_AS_OF_YEAR) return null
    return date.toISOString().slice(0, 10)
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDateInput(value) : null
}

export function historyPath(effectiveDate: string, category: BenefitCategory, query = ''): string {
  return `/history/${effectiveTimestamp(effectiveDate)}/benefits/${category}${query}`
}

export interface HistoryPeriod {
  category: BenefitCategory
  plan: string
  effectiveDate: string
  termedDate: string | null
}

/**
 * A member's plan periods per category (spec order), latest first; only categories with a period.
 * `only` keeps one category.
 */
export function historyPeriods(
  history: BenefitHistory,
  memberKey: string,
  only?: BenefitCategory,
): { category: BenefitCategory; periods: HistoryPeriod[] }[] {
  return BENEFIT_CATEGORIES_IN_ORDER.filter((c) => !only || c === only)
    .map((category) => ({
      category,
      periods: history[category]
        .filter((item: BenefitHistoryItem) => item.memberKey === memberKey)
        .map((item) => ({
          category,
          plan: item.plan,
          effectiveDate: item.effectiveDate,
          termedDate: item.termedDate,
        }))
        .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate)),
    }))
    .filter((group) => group.periods.length > 0)
}

/** The period of a history address: same member, category and effective date; else null (404). */
export function findPeriod(
  history: BenefitHistory,
  memberKey: string,
  category: BenefitCategory,
  effectiveDate: string,
): HistoryPeriod | null {
  const found = historyPeriods(history, memberKey, category)[0]?.periods.find(
    (p) => p.effectiveDate === effectiveDate,
  )
  return found ?? null
}
