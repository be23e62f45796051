import { parseWithZod } from '@conform-to/zod/v3'
import { CONTROL_CHARACTERS_MESSAGE } from '@member-dashboard/contract'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import type { PcpHistoryEntry, PcpMembers } from '@member-dashboard/contract'
import {
  actableMembers,
  choiceSearch,
  chosenProviderId,
  defaultEffectiveDate,
  eligiblePeriodText,
  historyStatus,
  EFFECTIVE_DATE_PAST,
  memberForSuffix,
  memberPrimaryCare,
  onlyChoiceDiffers,
  pageHref,
  pagingOf,
  primaryCareAction,
  providerDisplayName,
  providerStub,
} from './primary-care'
import { providerSearchSchema, selectProviderSchema } from './primary-care-schemas'

/** A submission's field errors (present only when it failed). */
const errorsOf = (submission: object) =>
  errorsInEnglish((submission as { error?: Record<string, string[] | null> }).error)

const sub = { memberKey: 'K0', memberSuffix: 0 }
const spouse = { memberKey: 'K1', memberSuffix: 1 }
const child = { memberKey: 'K2', memberSuffix: 2 }
const family = [child, sub, spouse]

describe('who the member may act for', () => {
  it('a subscriber acts for everyone on the account, in suffix order', () => {
    expect(actableMembers(family, sub)).toEqual([sub, spouse, child])
  })
  it('a dependent acts only for themselves', () => {
    expect(actableMembers(family, child)).toEqual([child])
  })
  it('a suffix: ok for an allowed member, forbidden for another family member, not found otherwise', () => {
    expect(memberForSuffix(family, sub, '2')).toEqual({ kind: 'ok', member: child })
    expect(memberForSuffix(family, child, '2')).toEqual({ kind: 'ok', member: child })
    expect(memberForSuffix(family, child, '0')).toEqual({ kind: 'forbidden' })
    expect(memberForSuffix(family, child, '1')).toEqual({ kind: 'forbidden' })
    // A dependent's family from the gateway holds only themself (decision 102): others stay forbidden.
    expect(memberForSuffix([child], child, '0')).toEqual({ kind: 'forbidden' })
    expect(memberForSuffix(family, sub, '7')).toEqual({ kind: 'notFound' })
    expect(memberForSuffix(family, sub, 'x')).toEqual({ kind: 'notFound' })
    expect(memberForSuffix(family, sub, '-1')).toEqual({ kind: 'notFound' })
    expect(memberForSuffix(family, sub, undefined)).toEqual({ kind: 'notFound' })
  })
})

const location = {
  address: '1 Main',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  phoneNumber: '503-555-0100',
}
const entry = (over: Partial<PcpHistoryEntry>): PcpHistoryEntry => ({
  providerId: 'P1',
  providerName: 'Priya Raman',
  providerTitle: 'MD',
  memberKey: 'K2',
  beginDate: '2024-01-01',
  endDate: null,
  pcpSelected: true,
  pcpTerminationReason: null,
  locations: [location],
  ...over,
})
const pcp = (over: Partial<PcpMembers> = {}): PcpMembers => ({
  eligible: true,
  members: [
    {
      memberKey: 'K2',
      suffix: 2,
      firstName: 'Cam',
      lastName: 'T',
      eligibleDates: [{ effectiveDate: '2024-01-01', terminationDate: null }],
    },
  ],
  selections: [],
  pcp360History: [],
  ...over,
})
const now = new Date(2025, 5, 15) // 15 June 2025

describe("a member's primary care", () => {
  it('no selection: nothing current or upcoming, action Select primary care', () => {
    const care = memberPrimaryCare(pcp(), 'K2', now)
    expect(care).toMatchObject({ current: null, upcoming: null, history: [] })
    expect(care.eligibleDates).toHaveLength(1)
    expect(inEnglish(primaryCareAction(care))).toBe('Select primary care')
  })

  it('a change effective next month: the current one until then, the new one upcoming, history latest first', () => {
    const care = memberPrimaryCare(
      pcp({
        selections: [
          { memberKey: 'K2', providerId: 'P2', effectiveDate: '2025-07-01' },
          { memberKey: 'K2', providerId: 'P1', effectiveDate: '2024-01-01' },
          { memberKey: 'K0', providerId: 'P9', effectiveDate: '2024-01-01' },
        ],
        pcp360History: [
          entry({ endDate: '2025-06-30', pcpSelected: true }),
          entry({ providerId: 'P2', providerName: 'Hoang Tran', beginDate: '2025-07-01' }),
          entry({ providerId: 'P9', memberKey: 'K0' }),
        ],
      }),
      'K2',
      now,
    )
    expect(care.current).toMatchObject({
      providerId: 'P1',
      providerName: 'Priya Raman',
      endDate: '2025-06-30',
    })
    expect(care.upcoming).toMatchObject({
      providerId: 'P2',
      providerName: 'Hoang Tran',
      beginDate: '2025-07-01',
    })
    expect(care.history.map((h) => h.providerId)).toEqual(['P2', 'P1'])
    expect(inEnglish(primaryCareAction(care))).toBe('Change primary care')
  })

  it('a selection without a history entry keeps the id and no name', () => {
    const care = memberPrimaryCare(
      pcp({ selections: [{ memberKey: 'K2', providerId: 'P7', effectiveDate: '2025-01-01' }] }),
      'K2',
      now,
    )
    expect(care.current).toMatchObject({ providerId: 'P7', providerName: null, locations: [] })
  })

  it('history status in words, with the termination reason', () => {
    expect(inEnglish(historyStatus({ pcpSelected: true, pcpTerminationReason: null }))).toBe('selected')
    expect(
      inEnglish(
        historyStatus({ pcpSelected: true, pcpTerminationReason: 'Member changed primary care provider' }),
      ),
    ).toBe('selected, ending: Member changed primary care provider')
    expect(inEnglish(historyStatus({ pcpSelected: false, pcpTerminationReason: 'Moved' }))).toBe(
      'ended: Moved',
    )
    expect(inEnglish(historyStatus({ pcpSelected: false, pcpTerminationReason: null }))).toBe('ended')
  })

  it('a member pcp/members does not list has no eligible dates', () => {
    expect(memberPrimaryCare(pcp(), 'K0', now).eligibleDates).toEqual([])
  })
})

describe('default effective date: the first day of next month, within the eligible dates', () => {
  const open = [{ effectiveDate: '2024-01-01', terminationDate: null }]
  it('first of next month when eligible then', () => {
    expect(defaultEffectiveDate(open, now)).toBe('2025-07-01')
    expect(defaultEffectiveDate(open, new Date(2025, 11, 31))).toBe('2026-01-01')
  })
  it('eligibility starting later: its first day', () => {
    expect(defaultEffectiveDate([{ effectiveDate: '2025-09-15', terminationDate: null }], now)).toBe(
      '2025-09-15',
    )
  })
  it('eligibility ending before next month: no default', () => {
    expect(
      defaultEffectiveDate([{ effectiveDate: '2024-01-01', terminationDate: '2025-06-20' }], now),
    ).toBeNull()
    expect(defaultEffectiveDate([], now)).toBeNull()
  })
  it('periods read as a member reads them', () => {
    expect(inEnglish(eligiblePeriodText({ effectiveDate: '2024-01-01', terminationDate: null }))).toBe(
      'since 01/01/2024',
    )
    expect(
      inEnglish(eligiblePeriodText({ effectiveDate: '2024-01-01', terminationDate: '2025-12-31' })),
    ).toBe('01/01/2024 to 12/31/2025')
  })
})

describe('provider lookup 404 stub', () => {
  const choice = {
    providerId: 'P1',
    providerName: 'Priya Raman',
    providerTitle: 'MD',
    beginDate: '2024-01-01',
    endDate: null,
    locations: [location],
  }
  it('carries the known name, title and locations', () => {
    expect(providerStub(choice)).toMatchObject({
      name: 'Priya Raman',
      id: 'P1',
      title: 'MD',
      groupName: null,
      locations: [location],
      source: 'stub',
      notice: null,
    })
  })
  it('is null when only the id is known', () => {
    expect(providerStub({ ...choice, providerName: null })).toBeNull()
  })
  it('display names', () => {
    expect(providerDisplayName({ name: 'Priya Raman', title: 'MD' })).toBe('Priya Raman, MD')
    expect(providerDisplayName({ name: null, title: null }, 'P1')).toBe('Provider P1')
  })
})

describe('provider search form (GET)', () => {
  const parse = (query: string) => parseWithZod(new URLSearchParams(query), { schema: providerSearchSchema })
  it('reads zip, radius, text and a 1-based page', () => {
    const result = parse('zip=97214&radius=25&q=family&page=2')
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toEqual({
      zip: '97214',
      radius: 25,
      q: 'family',
      page: 2,
    })
    const bare = parse('zip=97214')
    expect(bare.status === 'success' && bare.value).toEqual({
      zip: '97214',
      radius: 10,
      q: undefined,
      page: 1,
    })
  })
  it('refuses a zip that is not 5 digits and a distance not offered', () => {
    const result = parse('zip=972&radius=7')
    expect(result.status).toBe('error')
    expect(errorsOf(result)).toMatchObject({ zip: ['Invalid zip code'], radius: ['Choose a distance'] })
    expect(errorsOf(parse('zip='))).toMatchObject({ zip: ['Zip code is a required field'] })
  })
  it('refuses control and bidi-override characters in the search text and the zip (decision 100)', () => {
    const result = parse(`zip=97214&q=${encodeURIComponent('dent\u202Eist')}`)
    expect(errorsOf(result)).toMatchObject({ q: [inEnglish(CONTROL_CHARACTERS_MESSAGE)] })
    expect(errorsOf(parse(`zip=${encodeURIComponent('97214\u0000')}`))).toMatchObject({
      zip: [inEnglish(CONTROL_CHARACTERS_MESSAGE)],
    })
  })
  it('paging from the page metadata, and links keep the query', () => {
    const page = {
      first: false,
      last: false,
      empty: false,
      number: 1,
      numberOfElements: 10,
      size: 10,
      totalElements: 22,
      totalPages: 3,
    }
    expect(pagingOf(page)).toEqual({ current: 2, total: 3, previous: 1, next: 3, totalElements: 22 })
    expect(pagingOf({ ...page, number: 0, first: true })).toMatchObject({ previous: null, next: 2 })
    expect(pagingOf({ ...page, number: 2, last: true })).toMatchObject({ previous: 2, next: null })
    expect(pageHref('/s', { zip: '97214', radius: 10, q: 'a b' }, 2)).toBe(
      '/s?zip=97214&radius=10&q=a+b&page=2',
    )
    expect(pageHref('/s', { zip: '97214', radius: 10, q: '' }, 1)).toBe('/s?zip=97214&radius=10&q=')
  })
})

describe('the chosen result (`choose`, decision 174)', () => {
  const results = {
    data: [
      { id: 'P1', acceptingNewPatients: true },
      { id: 'P2', acceptingNewPatients: false },
      { id: null, acceptingNewPatients: true },
    ],
  }
  it('is a provider among the results accepting new patients; anything else is ignored', () => {
    expect(chosenProviderId(results, 'P1')).toBe('P1')
    expect(chosenProviderId(results, 'P2')).toBeNull()
    expect(chosenProviderId(results, 'P9')).toBeNull()
    expect(chosenProviderId(results, '')).toBeNull()
    expect(chosenProviderId(results, null)).toBeNull()
    expect(chosenProviderId(null, 'P1')).toBeNull()
  })
  it('is set or cleared in the query, every other parameter kept as it is', () => {
    expect(choiceSearch('?zip=97214&radius=10&q=&page=2', 'P1')).toBe(
      '?zip=97214&radius=10&q=&page=2&choose=P1',
    )
    expect(choiceSearch('?zip=97214&choose=P1&q=a+b', 'P2')).toBe('?zip=97214&choose=P2&q=a+b')
    expect(choiceSearch('?zip=97214&choose=P1&q=', null)).toBe('?zip=97214&q=')
  })
  it('a change of `choose` alone needs no new results; any other change does', () => {
    const at = (search: string, path = '/find-care/primary-care/0/search') =>
      new URL(`http://x${path}${search}`)
    const base = at('?zip=97214&radius=10&q=')
    expect(onlyChoiceDiffers(base, at('?zip=97214&radius=10&q=&choose=P1'))).toBe(true)
    expect(
      onlyChoiceDiffers(at('?zip=97214&radius=10&q=&choose=P1'), at('?q=&choose=P2&zip=97214&radius=10')),
    ).toBe(true)
    expect(onlyChoiceDiffers(at('?zip=97214&radius=10&q=&choose=P1'), base)).toBe(true)
    expect(onlyChoiceDiffers(base, base)).toBe(false)
    expect(onlyChoiceDiffers(base, at('?zip=97214&radius=10&q=&page=2&choose=P1'))).toBe(false)
    expect(
      onlyChoiceDiffers(base, at('?zip=97214&radius=10&q=&choose=P1', '/find-care/primary-care/2/search')),
    ).toBe(false)
  })
})

describe('selection form (POST)', () => {
  const parse = (fields: Record<string, string>) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    return parseWithZod(form, { schema: selectProviderSchema(now) })
  }
  it('takes MM/DD/YYYY (or YYYY-MM-DD) and gives YYYY-MM-DD; the e-mail is optional', () => {
    const ok = parse({ providerId: 'P1001', effectiveDate: '07/01/2025', email: '' })
    expect(ok.status === 'success' && ok.value).toEqual({
      providerId: 'P1001',
      effectiveDate: '2025-07-01',
      email: undefined,
    })
    const iso = parse({ providerId: 'P1001', effectiveDate: '2025-06-15', email: ' pat@example.com ' })
    expect(iso.status === 'success' && iso.value).toMatchObject({
      effectiveDate: '2025-06-15',
      email: 'pat@example.com',
    })
  })
  it('refuses a missing, impossible or past date and an invalid e-mail', () => {
    expect(errorsOf(parse({ providerId: 'P1' }))).toMatchObject({
      effectiveDate: ['Effective date is a required field'],
    })
    expect(errorsOf(parse({ providerId: 'P1', effectiveDate: '02/30/2025' }))).toMatchObject({
      effectiveDate: ['Invalid effective date'],
    })
    expect(errorsOf(parse({ providerId: 'P1', effectiveDate: '06/14/2025' }))).toMatchObject({
      effectiveDate: [inEnglish(EFFECTIVE_DATE_PAST)],
    })
    expect(errorsOf(parse({ providerId: 'P1', effectiveDate: '07/01/2025', email: 'nope' }))).toMatchObject({
      email: ['Invalid email address'],
    })
  })
})
