import { describe, expect, it } from 'vitest'
import type { BenefitHistory, Limit } from '@member-dashboard/contract'
import {
  chooseMember,
  costText,
  dateOfEffectiveTimestamp,
  effectiveTimestamp,
  findPeriod,
  groupDentalServices,
  historyPath,
  historyPeriods,
  limitBars,
  maximumBars,
  parseAsOfDate,
  parseCategory,
  planStatusLine,
  servicesWithDetails,
  suffixQuery,
  terminationText,
  viewableMembers,
} from './benefits'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { translate } from '~/platform/i18n/translate'
import { inEnglish } from '../../../tests/schema'

const now = new Date(2026, 4, 15) // 15 May 2026, local
const person = (memberKey: string, memberSuffix: number, dateOfBirth: string) => ({
  memberKey,
  memberSuffix,
  firstName: memberKey,
  lastName: 'T',
  dateOfBirth,
})
const avery = person('A', 0, '1984-03-22')
const blake = person('B', 1, '1982-11-05')
const cameron = person('C', 2, '2010-01-10')
const dana = person('D', 3, '2006-01-10')
const family = [avery, blake, cameron, dana]

describe('parseCategory', () => {
  it('knows the four plan categories and nothing else', () => {
    expect(parseCategory('dental')).toBe('dental')
    expect(parseCategory('programs')).toBeNull()
    expect(parseCategory('Dental')).toBeNull()
    expect(parseCategory(undefined)).toBeNull()
  })
})

describe('whose benefits', () => {
  it('a subscriber sees themself and dependents under 18, never an adult dependent', () => {
    expect(viewableMembers(family, avery, now).map((m) => m.memberKey)).toEqual(['A', 'C'])
  })
  it('a dependent sees only themself', () => {
    expect(viewableMembers(family, cameron, now)).toEqual([cameron])
    expect(viewableMembers(family, blake, now)).toEqual([blake])
  })
  it('a child turns private on the 18th birthday', () => {
    const turning = person('E', 4, '2008-05-15')
    expect(viewableMembers([avery, turning], avery, new Date(2026, 4, 14))).toHaveLength(2)
    expect(viewableMembers([avery, turning], avery, now)).toHaveLength(1)
  })
  it('chooseMember: none means the signed-in member; a child; an adult dependent is forbidden; unknown is not found', () => {
    expect(chooseMember(family, avery, null, now)).toEqual({ kind: 'member', member: avery })
    expect(chooseMember(family, avery, '', now)).toEqual({ kind: 'member', member: avery })
    expect(chooseMember(family, avery, '2', now)).toEqual({ kind: 'member', member: cameron })
    expect(chooseMember(family, avery, '1', now)).toEqual({ kind: 'forbidden' })
    expect(chooseMember(family, avery, '3', now)).toEqual({ kind: 'forbidden' })
    expect(chooseMember(family, cameron, '0', now)).toEqual({ kind: 'forbidden' })
    // A dependent's family from the gateway holds only themself (decision 102): others stay forbidden.
    expect(chooseMember([cameron], cameron, '0', now)).toEqual({ kind: 'forbidden' })
    expect(chooseMember(family, avery, '9', now)).toEqual({ kind: 'not-found' })
    expect(chooseMember(family, avery, 'x', now)).toEqual({ kind: 'not-found' })
  })
  it('suffixQuery is empty for the signed-in member', () => {
    expect(suffixQuery(0, 0)).toBe('')
    expect(suffixQuery(2, 0)).toBe('?suffix=2')
  })
})

describe('parseAsOfDate', () => {
  it('missing or empty means today', () => {
    expect(parseAsOfDate(null, now)).toEqual({ ok: true, date: '2026-05-15', isToday: true })
    expect(parseAsOfDate('  ', now)).toEqual({ ok: true, date: '2026-05-15', isToday: true })
  })
  it('reads yyyy-mm-dd and mm/dd/yyyy', () => {
    expect(parseAsOfDate('2025-02-28', now)).toEqual({ ok: true, date: '2025-02-28', isToday: false })
    expect(parseAsOfDate('02/28/2025', now)).toMatchObject({ ok: true, date: '2025-02-28' })
  })
  it('an impossible, malformed or absurd date is a message', () => {
    for (const bad of ['2025-02-30', 'tomorrow', '2025-13-01', '0001-01-01', '2025-2-3']) {
      const result = parseAsOfDate(bad, now)
      expect(result.ok, bad).toBe(false)
      if (!result.ok)
        expect(inEnglish(result.message)).toBe(
          `"${bad}" is not a valid date. Enter a date such as 05/15/2026 (month/day/year).`,
        )
    }
  })
})

describe('plan status', () => {
  it("'Active since', 'Effective on', 'Terminated on'", () => {
    expect(inEnglish(planStatusLine({ effectiveDate: '2025-01-01', terminationDate: null }, now))).toBe(
      'Active since 01/01/2025',
    )
    expect(inEnglish(planStatusLine({ effectiveDate: '2027-01-01', terminationDate: null }, now))).toBe(
      'Effective on 01/01/2027',
    )
    expect(
      inEnglish(planStatusLine({ effectiveDate: '2023-01-01', terminationDate: '2024-12-31' }, now)),
    ).toBe('Terminated on 12/31/2024')
  })
  it("an end year over 2100 is no end: 'Active since', termination 'None'", () => {
    expect(
      inEnglish(planStatusLine({ effectiveDate: '2025-01-01', terminationDate: '9999-12-31' }, now)),
    ).toBe('Active since 01/01/2025')
    expect(inEnglish(terminationText('9999-12-31'))).toBe('None')
    expect(inEnglish(terminationText('2100-12-31'))).toBe('12/31/2100')
    expect(inEnglish(terminationText(null))).toBe('None')
  })
})

const limit = (over: Partial<Limit>): Limit => ({
  productCategory: 'D',
  coverageType: 'INDIVIDUAL',
  limitType: 'Annual Limit',
  networkTier: 'innet',
  total: 1500,
  totalMet: 400,
  totalRemaining: 1100,
  detailedDescription: null,
  ...over,
})

describe('limitBars', () => {
  const averyDental = [
    limit({
      limitType: 'Deductible - Out of Network',
      networkTier: 'outnet',
      total: 100,
      totalMet: 50,
      totalRemaining: 50,
    }),
    limit({ limitType: 'Orthodontia Lifetime Maximum', totalMet: 0, totalRemaining: 0 }),
    limit({ limitType: 'Deductible - In Network', total: 50, totalMet: 50, totalRemaining: 0 }),
    limit({
      limitType: 'Annual Limit',
      detailedDescription: { header: 'Annual Limit', body: 'The most...' },
    }),
    limit({
      limitType: 'Deductible - In Network',
      coverageType: 'FAMILY',
      total: 150,
      totalMet: 100,
      totalRemaining: 50,
    }),
    limit({
      productCategory: 'M',
      limitType: 'Deductible - In Network',
      total: 1500,
      totalMet: 620,
      totalRemaining: 880,
    }),
  ]
  it('dental: valid limits only, Annual Limit then Deductible - In Network then others, with coverage and network', () => {
    expect(limitBars(averyDental, 'dental').map((b) => inEnglish(b.title))).toEqual([
      'Annual Limit (Individual, In network)',
      'Deductible - In Network (Individual, In network)',
      'Deductible - In Network (Family, In network)',
      'Deductible - Out of Network (Individual, Out-of-network)',
    ])
    expect(limitBars(averyDental, 'dental')[0]).toMatchObject({
      met: 400,
      remaining: 1100,
      limit: 1500,
      description: { header: 'Annual Limit', body: 'The most...' },
    })
  })
  it('other categories keep the gateway order and only their own limits', () => {
    expect(
      limitBars(averyDental, 'medical').map((b) => [inEnglish(b.title), b.met, b.remaining, b.limit]),
    ).toEqual([['Deductible - In Network (Individual, In network)', 620, 880, 1500]])
    expect(limitBars(averyDental, 'vision')).toEqual([])
  })
})

describe('maximumBars', () => {
  const maximum = (description: string, indivAmount: number, familyAmount: number) => ({
    description,
    indivAmount,
    indivMet: 0,
    indivRemaining: indivAmount,
    familyAmount,
    familyMet: 0,
    familyRemaining: familyAmount,
    detailDescription: null,
  })
  it('skips amounts of -1 and 0 and a maximum the limits already show', () => {
    const bars = maximumBars(
      [maximum('Annual Limit', 1500, -1), maximum('Implant Maximum', 2000, 0), maximum('TMJ', -1, 0)],
      [limit({})],
    )
    expect(bars.map((b) => inEnglish(b.title))).toEqual(['Implant Maximum (Individual, In network)'])
  })
})

describe('services', () => {
  const dental = (tier: string, category: string, code: string) => ({
    tier,
    category,
    code,
    name: code,
    amount: '100%',
    description: '',
    incentiveTiers: [],
    benefitLimit: null,
  })
  it('groups dental services by tier, then category in order of appearance', () => {
    const groups = groupDentalServices([
      dental('3', 'Major', 'D2740'),
      dental('1', 'Preventive', 'D0120'),
      dental('1', 'Diagnostic', 'D0274'),
      dental('1', 'Preventive', 'D1110'),
      dental('10', 'Other', 'D9999'),
    ])
    expect(groups.map((g) => g.tier)).toEqual(['1', '3', '10'])
    expect(groups[0].categories.map((c) => [c.category, c.services.map((s) => s.code)])).toEqual([
      ['Preventive', ['D0120', 'D1110']],
      ['Diagnostic', ['D0274']],
    ])
  })
  it('pairs each medical service with its detail, and words copay or coinsurance', () => {
    const item = {
      description: 'Primary care visit',
      network: 'In network',
      note: null,
      copay: '$25',
      isCopay: true,
    }
    const paired = servicesWithDetails({
      medicalServices: [
        { tierId: 't1', url: null, pageId: 'office-visits', pageDescription: 'Office visits' },
        { tierId: 't1', url: null, pageId: 'other', pageDescription: 'Other' },
      ],
      serviceDetails: [{ id: 'office-visits', mainNote: null, outOfPocket: null, tier: 't1', items: [item] }],
    })
    expect(paired.map((p) => p.detail?.id ?? null)).toEqual(['office-visits', null])
    const english = (cost: ReturnType<typeof costText>) =>
      translate(catalogues.en, 'en', 'benefits', cost.key, cost.values)
    expect(english(costText(item))).toBe('Copay: $25')
    expect(english(costText({ ...item, copay: '20%', isCopay: false }))).toBe('Coinsurance: 20%')
  })
})

describe('history', () => {
  const history: BenefitHistory = {
    medical: [
      {
        effectiveDate: '2023-01-01',
        termedDate: '2024-12-31',
        plan: 'Riverbend Basic',
        category: 'medical',
        memberKey: 'A',
      },
      {
        effectiveDate: '2025-01-01',
        termedDate: null,
        plan: 'Riverbend PPO',
        category: 'medical',
        memberKey: 'A',
      },
      {
        effectiveDate: '2025-01-01',
        termedDate: null,
        plan: 'Riverbend PPO',
        category: 'medical',
        memberKey: 'B',
      },
    ],
    dental: [],
    vision: [],
    pharmacy: [
      {
        effectiveDate: '2025-01-01',
        termedDate: null,
        plan: 'Riverbend PPO',
        category: 'pharmacy',
        memberKey: 'A',
      },
    ],
  }
  it("the member's periods per category in spec order, latest first", () => {
    expect(historyPeriods(history, 'A').map((g) => [g.category, g.periods.map((p) => p.plan)])).toEqual([
      ['medical', ['Riverbend PPO', 'Riverbend Basic']],
      ['pharmacy', ['Riverbend PPO']],
    ])
    expect(historyPeriods(history, 'A', 'pharmacy')).toHaveLength(1)
  })
  it('the timestamp is the epoch milliseconds of the effective day at midnight UTC, and reads back', () => {
    expect(effectiveTimestamp('2023-01-01')).toBe('1672531200000')
    expect(historyPath('2023-01-01', 'medical', '?suffix=2')).toBe(
      '/history/1672531200000/benefits/medical?suffix=2',
    )
    expect(dateOfEffectiveTimestamp('1672531200000')).toBe('2023-01-01')
    expect(dateOfEffectiveTimestamp('2023-01-01')).toBe('2023-01-01')
    expect(dateOfEffectiveTimestamp('2023-02-30')).toBeNull()
    expect(dateOfEffectiveTimestamp('abc')).toBeNull()
    expect(dateOfEffectiveTimestamp(undefined)).toBeNull()
  })
  it('finds the period of a history address for that member only', () => {
    expect(findPeriod(history, 'A', 'medical', '2023-01-01')?.plan).toBe('Riverbend Basic')
    expect(findPeriod(history, 'B', 'medical', '2023-01-01')).toBeNull()
    expect(findPeriod(history, 'A', 'dental', '2023-01-01')).toBeNull()
  })
})
