/**
 * Claims, EOB and pharmacy rules (docs/decisions/060-claims-and-eobs.md). Pure: no I/O; rules
 * that need "today" take `now`. The filter form's schema is in `claims-schemas.ts` (loaded after
 * the page, decision 170).
 */
import type {
  BenefitCategory,
  ClaimPage,
  ClaimStatus,
  ClaimSummary,
  ClaimTotals,
  MemberCost,
  Program,
} from '@member-dashboard/contract'
import { DIGITAL_CLAIMS } from '~/platform/plan/programs'
import { isAdult, isSubscriber, type Now } from '~/platform/plan/eligibility'
import type { Translate } from '~/platform/i18n/translate'
import { serviceDates, type ServiceDates } from './claim-dates'
import { programLink, type ProgramLink } from '~/platform/plan/programs'
import { message } from '~/platform/i18n/message'

/** Claims per page of /claims; EOBs per page of /eobs. */
export const CLAIMS_PAGE_SIZE = 10
export const EOBS_PAGE_SIZE = 10

// ---------------------------------------------------------------- whose claims

export type ClaimMember = { suffix: number; memberKey: string; name: string }
type FamilyMember = {
  memberKey: string
  memberSuffix: number
  firstName: string
  lastName: string
  dateOfBirth: string
}

/**
 * Whose claims the signed-in member may see (and so may filter by): a subscriber their own and
 * their minor (under 18) dependents'; a dependent only their own. Adult dependents' claims are
 * theirs alone. The gateway enforces the same rule; the dashboard never asks for more.
 */
export function claimMembers(
  family: readonly FamilyMember[],
  principal: FamilyMember,
  now: Now,
): ClaimMember[] {
  const visible = isSubscriber(principal.memberSuffix)
    ? family.filter((m) => m.memberKey === principal.memberKey || !isAdult(m.dateOfBirth, now))
    : [principal]
  return [...visible]
    .sort((a, b) => a.memberSuffix - b.memberSuffix)
    .map((m) => ({ suffix: m.memberSuffix, memberKey: m.memberKey, name: `${m.firstName} ${m.lastName}` }))
}

// ---------------------------------------------------------------- texts

/**
 * The rules below return keys of the `claims` catalogue (decision 189); the pages write them in
 * the member's language. Status, category and network codes are the dashboard's own words
 * (`shared.status.PAID`, `shared.category.medical`, `claimDetail.network.IN_NETWORK`).
 */

/** Status values as they appear in the address (lower case). */
export const STATUS_FILTERS = ['paid', 'denied', 'pending'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

/** The member's share, split by reason, in the order an EOB lists it (`claimDetail.memberCost.*`). */
export function memberCostRows(cost: MemberCost): { key: keyof MemberCost; amount: number }[] {
  return [
    { key: 'deductible', amount: cost.deductible },
    { key: 'copay', amount: cost.copay },
    { key: 'coinsurance', amount: cost.coinsurance },
    { key: 'notCovered', amount: cost.notCovered },
  ]
}

/**
 * Why the totals leave pending claims out of plan paid and you owe, when some are pending: the
 * key and count of the note (`claimsList.totals.pendingNote`), or null.
 */
export function pendingNote(
  totals: Pick<ClaimTotals, 'pendingCount'>,
): { key: 'claimsList.totals.pendingNote'; count: number } | null {
  if (totals.pendingCount === 0) return null
  return { key: 'claimsList.totals.pendingNote', count: totals.pendingCount }
}

/** 'MM/DD/YYYY', or 'MM/DD/YYYY to MM/DD/YYYY' for a claim over several days, in the page's language. */
export function serviceDatesText(dates: ServiceDates, t: Translate): string {
  return dates.end === null ? dates.start : t('shared.serviceDates', { start: dates.start, end: dates.end })
}

// ---------------------------------------------------------------- the filter form (GET, in the address)

/**
 * The filter form's messages: keys of the `validation` catalogue's `claims` section (the schema
 * runs in the browser and on the server; the fields show them in the member's language, decision 225).
 */
export const FILTER_MESSAGES = {
  member: message('validation:claims.member'),
  category: message('validation:claims.category'),
  status: message('validation:claims.status'),
  startInvalid: message('validation:claims.startInvalid'),
  endInvalid: message('validation:claims.endInvalid'),
  /** "Date range invalid if end is not after start." */
  endNotAfterStart: message('validation:claims.endNotAfterStart'),
  /** "A second date-range check also requires start not before today minus two years." */
  startTooOld: (earliest: string) => message('validation:claims.startTooOld', { earliest }),
} as const

/** A valid filter form, normalised (`claimsFilterSchema` in `claims-schemas.ts`): dates 'YYYY-MM-DD'. */
export type ClaimsFilter = {
  memberSuffix?: number
  category?: BenefitCategory
  status?: StatusFilter
  from?: string
  to?: string
}

/** True when any filter is set. */
export function hasFilters(filter: ClaimsFilter): boolean {
  return Object.values(filter).some((v) => v !== undefined)
}

/** The page number of the address ('page', 1-based); anything else is page 1. */
export function pageNumber(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

/** The claims call for a valid filter and page: 0-based page, the member's key, status upper case. */
export function claimsQueryFor(filter: ClaimsFilter, members: readonly ClaimMember[], page: number) {
  return {
    page: page - 1,
    size: CLAIMS_PAGE_SIZE,
    memberKey: members.find((m) => m.suffix === filter.memberSuffix)?.memberKey,
    category: filter.category,
    status: filter.status?.toUpperCase() as ClaimStatus | undefined,
    serviceDateFrom: filter.from,
    serviceDateTo: filter.to,
  }
}

/**
 * The same address on another page: every other parameter kept, `page` set (left out for page 1).
 * Returns the search part ('?…', or '' when nothing is left).
 */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The address without empty parameters (a GET form sends every field), or null when already clean. */
export function withoutEmptyParams(search: string): string | null {
  const params = new URLSearchParams(search)
  const kept = [...params.entries()].filter(([, v]) => v.trim() !== '')
  if (kept.length === [...params.entries()].length) return null
  const text = new URLSearchParams(kept).toString()
  return text ? `?${text}` : ''
}

// ---------------------------------------------------------------- programs

/** The digital claims program (93) when the member has it: its name and link (opens a new tab). */
export function digitalClaimsProgram(
  programs: readonly Program[],
): { name: string; description: string; link: ProgramLink } | null {
  const program = programs.find((p) => p.id === DIGITAL_CLAIMS && p.eligible)
  return program ? { name: program.name, description: program.description, link: programLink(program) } : null
}

// ---------------------------------------------------------------- what the list shows

/** The fields of a claim the list's card shows (the detail page has the rest). */
const LIST_FIELDS = [
  'claimNumber',
  'patientName',
  'category',
  'providerName',
  'status',
  'billedAmount',
  'planPaid',
  'memberResponsibility',
  'denialReason',
] as const satisfies readonly (keyof ClaimSummary)[]

type ListFields = Pick<ClaimSummary, (typeof LIST_FIELDS)[number]>
/** The service dates come as the texts the card shows: no date library in the page (decision 181). */
export type ClaimListItem = ListFields & { serviceDates: ServiceDates }
export type ClaimListPage = Pick<ClaimPage, 'totals' | 'totalPages'> & { content: ClaimListItem[] }

/**
 * A page of claims cut to what /claims shows: the loader's data is sent to the browser with the
 * page, so fields no card shows (keys, network, received and processed dates, allowed amount,
 * member cost, EOB id) only made the page heavier (decision 120).
 */
export function claimListPage(page: ClaimPage): ClaimListPage {
  return {
    totals: page.totals,
    totalPages: page.totalPages,
    content: page.content.map((claim) => ({
      ...(Object.fromEntries(LIST_FIELDS.map((field) => [field, claim[field]])) as ListFields),
      serviceDates: serviceDates(claim.serviceStartDate, claim.serviceEndDate),
    })),
  }
}
