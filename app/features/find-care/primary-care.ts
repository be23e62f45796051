/**
 * Primary care rules of Find care (spec section 2 '/find-care/primary-care…', section 3 'Primary
 * care (PCP)' and 'Provider', section 5 'Formats', section 8 'Provider lookup 404'). Pure: `now`
 * is injected, no I/O. The search and selection forms' schemas are in `primary-care-schemas.ts`
 * (loaded after the page, decision 170).
 */
import type { z } from 'zod'
import type { Member, pageInfo, PcpHistoryEntry, PcpMembers, Provider } from '@member-dashboard/contract'
import { isSubscriber } from '~/platform/plan/eligibility'
import { formatDisplayDate, toApiDate, toDayjs, type DateInput } from '~/platform/formats'
import { message } from '~/platform/i18n/message'

export type EligibleDates = PcpMembers['members'][number]['eligibleDates']
type Person = Pick<Member, 'memberKey' | 'memberSuffix'>

// ---------------------------------------------------------------- who the member may act for

/**
 * "A subscriber may select for a dependent; a dependent only for themselves": a subscriber acts for
 * everyone on the account (themselves and their dependents), a dependent for themselves. Suffix order.
 */
export function actableMembers<T extends Person>(members: readonly T[], signedIn: Person): T[] {
  const allowed = isSubscriber(signedIn.memberSuffix)
    ? members
    : members.filter((m) => m.memberKey === signedIn.memberKey)
  return [...allowed].sort((a, b) => a.memberSuffix - b.memberSuffix)
}

export type SuffixAccess<T> = { kind: 'ok'; member: T } | { kind: 'forbidden' } | { kind: 'notFound' }

/**
 * The member a `{suffix}` route parameter names: 'ok' when the signed-in member may act for them,
 * 'forbidden' (403) for a family member they may not act for, 'notFound' (404) for anything else.
 */
export function memberForSuffix<T extends Person>(
  members: readonly T[],
  signedIn: Person,
  suffix: string | undefined,
): SuffixAccess<T> {
  if (!suffix || !/^\d{1,3}$/.test(suffix)) return { kind: 'notFound' }
  const member = members.find((m) => m.memberSuffix === Number(suffix))
  // A dependent may act for no one else; the gateway leaves the others out of their family (decision 102).
  if (!member) return isSubscriber(signedIn.memberSuffix) ? { kind: 'notFound' } : { kind: 'forbidden' }
  return actableMembers(members, signedIn).includes(member) ? { kind: 'ok', member } : { kind: 'forbidden' }
}

// ---------------------------------------------------------------- a member's primary care

/** One primary care choice of a member: a selection described by its pcp360History entry. */
export interface PcpChoice {
  providerId: string
  /** Null when no history entry names the provider. */
  providerName: string | null
  providerTitle: string | null
  beginDate: string
  endDate: string | null
  locations: PcpHistoryEntry['locations']
}

export interface MemberPrimaryCare {
  /** The selection in force today (started on or before today, latest start first). */
  current: PcpChoice | null
  /** A selection that starts after today (the earliest), e.g. a change effective next month. */
  upcoming: PcpChoice | null
  /** pcp360History of the member, latest start first. */
  history: PcpHistoryEntry[]
  /** Periods in which the member may have a primary care provider (empty: not eligible). */
  eligibleDates: EligibleDates
}

/**
 * The member's primary care from pcp/members: current and upcoming selections, history and
 * eligible dates. Selections come from `selections`; names and locations from the matching
 * pcp360History entry (same provider, same start when there is one).
 */
export function memberPrimaryCare(
  pcp: Pick<PcpMembers, 'members' | 'selections' | 'pcp360History'>,
  memberKey: string,
  now: DateInput,
): MemberPrimaryCare {
  const today = toApiDate(now)
  const history = pcp.pcp360History
    .filter((h) => h.memberKey === memberKey)
    .sort((a, b) => b.beginDate.localeCompare(a.beginDate))
  const choice = (s: PcpMembers['selections'][number]): PcpChoice => {
    const entry =
      history.find((h) => h.providerId === s.providerId && h.beginDate === s.effectiveDate) ??
      history.find((h) => h.providerId === s.providerId && h.pcpSelected) ??
      history.find((h) => h.providerId === s.providerId)
    return {
      providerId: s.providerId,
      providerName: entry?.providerName ?? null,
      providerTitle: entry?.providerTitle ?? null,
      beginDate: s.effectiveDate,
      endDate: entry?.endDate ?? null,
      locations: entry?.locations ?? [],
    }
  }
  const own = pcp.selections
    .filter((s) => s.memberKey === memberKey)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))
  const started = own.filter((s) => s.effectiveDate <= today)
  const current = started.at(-1)
  const upcoming = own.find((s) => s.effectiveDate > today)
  return {
    current: current ? choice(current) : null,
    upcoming: upcoming ? choice(upcoming) : null,
    history,
    eligibleDates: pcp.members.find((m) => m.memberKey === memberKey)?.eligibleDates ?? [],
  }
}

/**
 * A pcp360History entry's status in words: selected or ended, with the termination reason (the
 * gateway's, as sent) when there is one. A `find-care:history` message.
 */
export function historyStatus(entry: Pick<PcpHistoryEntry, 'pcpSelected' | 'pcpTerminationReason'>): string {
  const reason = entry.pcpTerminationReason
  if (entry.pcpSelected)
    return reason
      ? message('find-care:history.selectedEnding', { reason })
      : message('find-care:history.selected')
  return reason ? message('find-care:history.endedReason', { reason }) : message('find-care:history.ended')
}

/** 'Change primary care' when the member has a provider (current or upcoming), else 'Select primary care'. */
export function primaryCareAction(care: Pick<MemberPrimaryCare, 'current' | 'upcoming'>) {
  return message(`find-care:actions.${care.current || care.upcoming ? 'change' : 'select'}`)
}

/** An eligible period as a member reads it: '01/01/2025 to 12/31/2026' or 'since 01/01/2025' (a message). */
export function eligiblePeriodText(period: EligibleDates[number]): string {
  const from = formatDisplayDate(period.effectiveDate)
  return period.terminationDate
    ? message('find-care:periods.fromTo', { from, to: formatDisplayDate(period.terminationDate) })
    : message('find-care:periods.since', { from })
}

const covers = (period: EligibleDates[number], day: string) =>
  period.effectiveDate <= day && (period.terminationDate === null || day <= period.terminationDate)

/**
 * The effective date a selection form starts with: "the first day of next month, within the
 * member's eligible dates". When no period covers that day: the start of the first period that
 * begins later; else null (no eligible day ahead, the member types one). 'YYYY-MM-DD'.
 */
export function defaultEffectiveDate(eligibleDates: EligibleDates, now: DateInput): string | null {
  const firstOfNextMonth = toApiDate(toDayjs(now).add(1, 'month').startOf('month'))
  if (eligibleDates.some((p) => covers(p, firstOfNextMonth))) return firstOfNextMonth
  const later = eligibleDates
    .map((p) => p.effectiveDate)
    .filter((d) => d > firstOfNextMonth)
    .sort()
  return later[0] ?? null
}

// ---------------------------------------------------------------- provider lookup

/** The provider as the screens show it: the pcp/provider answer, or the section 8 stub. */
export type ProviderView = Provider & {
  /** 'stub' when pcp/provider failed and the known name stands in. */
  source: 'lookup' | 'stub'
  /** A failure other than 404, in words (the stub is shown with it). */
  notice: string | null
}

/**
 * "Provider lookup 404: returns a stub with the known name (or null when by id)": the stub carries
 * what pcp/members knows (name, title, locations); with no known name there is nothing to show.
 */
export function providerStub(choice: PcpChoice, notice: string | null = null): ProviderView | null {
  if (!choice.providerName) return null
  return {
    name: choice.providerName,
    id: choice.providerId,
    groupName: null,
    title: choice.providerTitle,
    acceptingNewPatients: false,
    distance: null,
    specialty: null,
    languages: [],
    locations: choice.locations,
    source: 'stub',
    notice,
  }
}

/** 'Priya Raman, MD' */
export function providerDisplayName(provider: { name: string | null; title: string | null }, id?: string) {
  const name = provider.name ?? (id ? `Provider ${id}` : 'Provider')
  return provider.title ? `${name}, ${provider.title}` : name
}

// ---------------------------------------------------------------- search (GET form)

export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const
export const DEFAULT_RADIUS = 10
export const SEARCH_PAGE_SIZE = 10
export const SEARCH_TEXT_MAX = 100

/** The provider search form's values (`providerSearchSchema` in `primary-care-schemas.ts`). */
export type ProviderSearch = { zip: string; radius: number; q?: string; page: number }

/** "Search result: a data list and page metadata": what the paging shows (pages are 1-based in the URL). */
export function pagingOf(page: z.infer<typeof pageInfo>) {
  const current = page.number + 1
  return {
    current,
    total: page.totalPages,
    previous: page.first ? null : current - 1,
    next: page.last || page.totalPages === 0 ? null : current + 1,
    totalElements: page.totalElements,
  }
}

/** The search address of another result page: the same query with `page` replaced. */
export function pageHref(path: string, search: Pick<ProviderSearch, 'zip' | 'radius' | 'q'>, page: number) {
  const params = new URLSearchParams({ zip: search.zip, radius: String(search.radius), q: search.q ?? '' })
  if (page > 1) params.set('page', String(page))
  return `${path}?${params}`
}

/** The URL parameter naming the result whose selection form the page shows (`?...&choose=P1005`). */
export const CHOOSE_PARAM = 'choose'

/**
 * The search page's query with the member's choice of provider set, or cleared with null; every
 * other parameter (zip, radius, q, page) as it is. '?zip=97214&radius=10&q=&choose=P1005'
 */
export function choiceSearch(search: string, providerId: string | null) {
  const params = new URLSearchParams(search)
  if (providerId === null) params.delete(CHOOSE_PARAM)
  else params.set(CHOOSE_PARAM, providerId)
  return `?${params}`
}

/**
 * The provider whose selection form the page shows: the one `choose` names when it is among these
 * results and accepts new patients; anything else (absent, unknown, not accepting) is ignored.
 */
export function chosenProviderId(
  results: { data: readonly Pick<Provider, 'id' | 'acceptingNewPatients'>[] } | null,
  choose: string | null,
): string | null {
  if (!results || !choose) return null
  return results.data.some((p) => p.id === choose && p.acceptingNewPatients) ? choose : null
}

/**
 * Whether two addresses of the search page differ in `choose` only: choosing a provider or
 * cancelling, which the results in hand show without loading them again.
 */
export function onlyChoiceDiffers(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete(CHOOSE_PARAM)
    params.sort()
    return params.toString()
  }
  return (
    current.searchParams.get(CHOOSE_PARAM) !== next.searchParams.get(CHOOSE_PARAM) &&
    rest(current) === rest(next)
  )
}

// ---------------------------------------------------------------- selection (POST form)

export const EFFECTIVE_DATE_LABEL = 'Effective date'
export const EFFECTIVE_DATE_PAST = message('validation:find-care.pastDate')
