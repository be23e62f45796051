import { describe, expect, it } from 'vitest'
import { loader as indexLoader } from '~/routes/_member.benefits._index'
import { loader as categoryLoader } from '~/routes/_member.benefits.$category'
import { loader as summaryLoader } from '~/routes/_member.benefits.summary'
import { loader as historyLoader } from '~/routes/_member.history.$effectiveTimestamp.benefits.$category'
import { loader as detailLoader } from '~/routes/_member.details.$tier.dental.$code'
import { loader as serviceLoader } from '~/routes/_member.services.dental.$code'
import { toApiDate } from '~/platform/formats'
import {
  gatewayError,
  startFakeGateway,
  thrown,
  type Answers,
  type Claims,
  signedInRequest,
  emptyContext,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const today = toApiDate(new Date())
const year = new Date().getFullYear()

const elig = (effectiveDate: string | null, eligible = true, terminationDate: string | null = null) => ({
  eligible,
  classPlanId: eligible ? 'CP00101' : null,
  effectiveDate,
  terminationDate,
  classPlanEffectiveDate: effectiveDate,
})
const allFour = (effective: string, termination: string | null = null) => ({
  medicalEligibility: { ...elig(effective, true, termination), insuranceType: 'PPO' },
  dentalEligibility: elig(effective, true, termination),
  visionEligibility: elig(effective, true, termination),
  pharmacyEligibility: elig(effective, true, termination),
})
const person = (
  memberKey: string,
  memberSuffix: number,
  firstName: string,
  dateOfBirth: string,
  over = {},
) => ({
  memberKey,
  memberSuffix,
  firstName,
  lastName: 'Thompson',
  relationship: memberSuffix === 0 ? 'SUB' : 'CHI',
  relationshipDescription: memberSuffix === 0 ? 'Subscriber' : 'Child',
  dateOfBirth,
  sex: 'F',
  sexDescription: 'Female',
  hasOutOfAreaPlan: false,
  hasOtherMedical: false,
  hasOtherDental: false,
  role: 'member',
  networkNames: [],
  ...allFour(`${year - 1}-01-01`),
  ...over,
})
const avery = person('M-A', 0, 'Avery', '1984-03-22')
const blake = person('M-B', 1, 'Blake', '1982-11-05')
const cameron = person('M-C', 2, 'Cameron', `${year - 16}-01-10`)
const account = (members: object[] = [avery, blake, cameron], over = {}) => ({
  subscriberId: 'EV1000001',
  subscriberKey: 'S-1',
  groupKey: 'G-1',
  groupId: '10001234',
  groupName: 'Riverbend Manufacturing',
  parentGroupId: null,
  parentGroupName: null,
  effectiveDate: `${year - 1}-01-01`,
  hireDate: null,
  members,
  address: {
    addressLine1: '1 Main',
    addressLine2: '',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    country: 'US',
    phoneNumber: '5035550100',
  },
  preferences: {
    emailAddress: 'a@example.com',
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: 'N',
    emailPaymentReminder: 'N',
    emailAutopayWithdrawalReminder: 'N',
    discontinuePaperStatements: 'N',
    emailWhenBillReady: 'N',
    emailEwpNotification: 'N',
    showEwpLandingPage: 'N',
  },
  chatConfig: { host: 'h', bus: 'b', poc: 'p', displayChat: false, mappedGroupId: null },
  products: ['M', 'D', 'V', 'X'],
  ...over,
})
const limit = (
  productCategory: string,
  limitType: string,
  total: number,
  met: number,
  remaining: number,
  over = {},
) => ({
  productCategory,
  coverageType: 'INDIVIDUAL',
  limitType,
  networkTier: 'innet',
  total,
  totalMet: met,
  totalRemaining: remaining,
  detailedDescription: { header: limitType, body: `About ${limitType}` },
  ...over,
})
const averyLimits = [
  limit('D', 'Deductible - Out of Network', 100, 50, 50, { networkTier: 'outnet' }),
  limit('D', 'Orthodontia Lifetime Maximum', 1500, 0, 0),
  limit('D', 'Deductible - In Network', 50, 50, 0),
  limit('D', 'Annual Limit', 1500, 400, 1100),
  limit('D', 'Deductible - In Network', 150, 100, 50, { coverageType: 'FAMILY' }),
  limit('M', 'Deductible - In Network', 1500, 620, 880),
  limit('M', 'Out-of-Pocket Maximum', 4000, 910, 3090),
]
const coverage = (category: string, over = {}) => ({
  category,
  suffix: 0,
  asOfDate: today,
  planName: 'Riverbend PPO',
  classPlanId: 'CP00101',
  effectiveDate: `${year - 1}-01-01`,
  terminationDate: null,
  deductibles: [],
  maximums:
    category === 'dental'
      ? [
          {
            description: 'Annual Limit',
            indivAmount: 1500,
            indivMet: 400,
            indivRemaining: 1100,
            familyAmount: -1,
            familyMet: -1,
            familyRemaining: -1,
            detailDescription: null,
          },
        ]
      : [],
  dentalServices:
    category === 'dental'
      ? [
          {
            tier: '1',
            category: 'Preventive',
            code: 'D1110',
            name: 'Adult cleaning',
            amount: '100%',
            description: 'Prophylaxis.',
            incentiveTiers: ['Year 1: 100%'],
            benefitLimit: '2 per calendar year',
          },
          {
            tier: '3',
            category: 'Major',
            code: 'D2740',
            name: 'Porcelain crown',
            amount: '50%',
            description: 'Crown.',
            incentiveTiers: [],
            benefitLimit: '1 per tooth every 5 years',
          },
        ]
      : [],
  medicalServices:
    category === 'medical'
      ? [{ tierId: 'tier1', url: null, pageId: 'office-visits', pageDescription: 'Office visits' }]
      : [],
  serviceDetails: [
    {
      id: category === 'dental' ? 'D1110' : 'office-visits',
      mainNote: null,
      outOfPocket: 'Counts toward your out-of-pocket maximum',
      tier: 'tier1',
      items: [
        { description: 'Primary care visit', network: 'In network', note: null, copay: '$25', isCopay: true },
      ],
    },
  ],
  ...over,
})
const history = {
  medical: [
    {
      effectiveDate: `${year - 1}-01-01`,
      termedDate: null,
      plan: 'Riverbend PPO',
      category: 'medical',
      memberKey: 'M-A',
    },
    {
      effectiveDate: `${year - 3}-01-01`,
      termedDate: `${year - 2}-12-31`,
      plan: 'Riverbend Basic',
      category: 'medical',
      memberKey: 'M-A',
    },
  ],
  dental: [
    {
      effectiveDate: `${year - 1}-01-01`,
      termedDate: null,
      plan: 'Riverbend PPO',
      category: 'dental',
      memberKey: 'M-A',
    },
  ],
  vision: [],
  pharmacy: [],
}

const answers = (over: Answers = {}): Answers => ({
  'GET account': account(),
  'GET referrals/hasReferrals': true,
  'GET medicare-materials/eligibility': false,
  'GET certificate-of-coverage': () => gatewayError(404, 'No coverage in force'),
  'GET prior-authorizations': [],
  'GET programs': [],
  'GET benefits/history': history,
  'GET benefits/limits': averyLimits,
  'GET benefits/medical': coverage('medical'),
  'GET benefits/dental': coverage('dental'),
  'GET benefits/vision': coverage('vision'),
  'GET benefits/pharmacy': coverage('pharmacy'),
  ...over,
})

const get = (path: string, claims: Claims = {}, domain: 1 | 2 | 5 = 1) =>
  signedInRequest(path, { claims: { memberKey: 'M-A', domainId: domain, ...claims }, domain })
const call = <T>(
  loader: (args: never) => Promise<T>,
  request: Request,
  params: Record<string, string> = {},
) => loader({ request, params, context: emptyContext() } as never)

describe('/benefits (category defaulting)', () => {
  it('opens the first eligible category: Medical, else Dental', async () => {
    answer(answers())
    const medical = await thrown(async () => call(indexLoader, await get('/benefits')))
    expect(medical.headers.get('location')).toBe('/benefits/medical')
    const dentalOnly = person('M-A', 0, 'Harper', '1980-01-01', {
      medicalEligibility: { ...elig(null, false), insuranceType: null },
      visionEligibility: elig(null, false),
      pharmacyEligibility: elig(null, false),
    })
    answer(answers({ 'GET account': account([dentalOnly]) }))
    const dental = await thrown(async () => call(indexLoader, await get('/benefits', {}, 5)))
    expect(dental.headers.get('location')).toBe('/benefits/dental')
  })

  it("the reduced menu's members open the summary as of today", async () => {
    answer(answers({ 'GET account': account([avery], { groupId: '10004760' }) }))
    const reduced = await thrown(async () => call(indexLoader, await get('/benefits', {}, 2)))
    expect(reduced.headers.get('location')).toBe(`/benefits/summary?asOfDate=${today}`)
  })

  it('a termed member gets the not-enrolled page with their history, not a crash', async () => {
    const termed = person('M-A', 0, 'Taylor', '1979-12-03', allFour(`${year - 3}-01-01`, `${year - 1}-12-31`))
    answer(answers({ 'GET account': account([termed]) }))
    const data = (await call(indexLoader, await get('/benefits'))) as {
      kind: string
      history: { periods: unknown[] }[]
    }
    expect(data.kind).toBe('not-enrolled')
    expect(data.history[0].periods).toHaveLength(2)
  })

  it('with no category and no history: Programs when there are programs, else the no-benefits state', async () => {
    const none = person('M-A', 0, 'Nobody', '1980-01-01', {
      medicalEligibility: { ...elig(null, false), insuranceType: null },
      dentalEligibility: elig(null, false),
      visionEligibility: elig(null, false),
      pharmacyEligibility: elig(null, false),
    })
    const noHistory = { medical: [], dental: [], vision: [], pharmacy: [] }
    answer(
      answers({
        'GET account': account([none]),
        'GET benefits/history': noHistory,
        'GET programs': [
          {
            id: 1,
            eligible: true,
            name: 'P',
            description: '',
            categories: [],
            displayOrder: 1,
            highPriority: true,
            featureGroup: null,
            childResourceIds: [],
            resource: null,
            url: null,
            urlDocumentType: null,
            details: null,
          },
        ],
      }),
    )
    const programs = await thrown(async () => call(indexLoader, await get('/benefits')))
    expect(programs.headers.get('location')).toBe('/benefits/programs')
    answer(answers({ 'GET account': account([none]), 'GET benefits/history': noHistory }))
    expect(await call(indexLoader, await get('/benefits'))).toMatchObject({ kind: 'none' })
  })
})

describe('/benefits/{category}', () => {
  it('medical: plan, deductible and out-of-pocket bars, services; every call at once', async () => {
    const fake = answer(answers())
    const data = await call(categoryLoader, await get('/benefits/medical'), { category: 'medical' })
    if (data.kind !== 'coverage') throw new Error(data.kind)
    expect(data.plan).toMatchObject({
      name: 'Riverbend PPO',
      classPlanId: 'CP00101',
      status: `Active since 01/01/${year - 1}`,
      terminationDate: 'None',
    })
    expect(data.bars.map((b) => [b.title, b.met, b.remaining, b.limit])).toEqual([
      ['Deductible - In Network (Individual, In network)', 620, 880, 1500],
      ['Out-of-Pocket Maximum (Individual, In network)', 910, 3090, 4000],
    ])
    expect(data.services[0].detail?.items[0]).toMatchObject({ copay: '$25', network: 'In network' })
    expect(data.nav.map((n) => n.title)).toEqual([
      'Benefits summary',
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
      'Programs',
      'Referrals',
      'Member Handbooks',
    ])
    expect(data.history.map((h) => h.periods.map((p) => p.plan))).toEqual([
      ['Riverbend PPO', 'Riverbend Basic'],
    ])
    expect(fake.stats.maxInFlight).toBeGreaterThanOrEqual(5)
  })

  it('dental: Annual Limit first, both in-network deductibles, out of network, never the invalid limit; services link to details', async () => {
    answer(answers())
    const data = await call(categoryLoader, await get('/benefits/dental'), { category: 'dental' })
    if (data.kind !== 'coverage') throw new Error(data.kind)
    expect(data.bars.map((b) => b.title)).toEqual([
      'Annual Limit (Individual, In network)',
      'Deductible - In Network (Individual, In network)',
      'Deductible - In Network (Family, In network)',
      'Deductible - Out of Network (Individual, Out-of-network)',
    ])
    expect(data.dentalGroups[0].categories[0].services[0].href).toBe('/details/1/dental/D1110')
  })

  it('an unknown category is the 404 page, without a gateway call', async () => {
    const fake = answer(answers())
    const refused = await thrown(async () =>
      call(categoryLoader, await get('/benefits/dentistry'), { category: 'dentistry' }),
    )
    expect(refused.init?.status).toBe(404)
    expect(fake.paths()).toEqual([])
  })

  it("a subscriber may view a child's benefits (links keep the child), never an adult dependent's", async () => {
    const fake = answer(answers())
    const child = await call(categoryLoader, await get('/benefits/medical?suffix=2'), { category: 'medical' })
    expect(child.memberName).toBe('Cameron Thompson')
    expect(child.members.map((m) => m.name)).toEqual(['Avery Thompson', 'Cameron Thompson'])
    expect(child.nav.find((n) => n.title === 'Dental')?.target).toBe('/benefits/dental?suffix=2')
    expect(fake.stats.calls.find((c) => c.path === 'benefits/medical')).toBeTruthy()
    const adult = await thrown(async () =>
      call(categoryLoader, await get('/benefits/medical?suffix=1'), { category: 'medical' }),
    )
    expect(adult.init?.status).toBe(403)
    const unknown = await thrown(async () =>
      call(categoryLoader, await get('/benefits/medical?suffix=7'), { category: 'medical' }),
    )
    expect(unknown.init?.status).toBe(404)
  })

  it("a dependent sees their own benefits and no one else's", async () => {
    answer(answers())
    const own = await call(categoryLoader, await get('/benefits/medical', { memberKey: 'M-C' }), {
      category: 'medical',
    })
    expect(own.memberName).toBe('Cameron Thompson')
    expect(own.members).toHaveLength(1)
    const other = await thrown(async () =>
      call(categoryLoader, await get('/benefits/medical?suffix=0', { memberKey: 'M-C' }), {
        category: 'medical',
      }),
    )
    expect(other.init?.status).toBe(403)
  })

  it("a future member sees the future plan with 'Effective on'", async () => {
    const riley = person('M-A', 0, 'Riley', '1995-09-17', allFour(`${year + 1}-01-01`))
    answer(
      answers({
        'GET account': account([riley]),
        'GET benefits/medical': coverage('medical', { effectiveDate: `${year + 1}-01-01` }),
      }),
    )
    const data = await call(categoryLoader, await get('/benefits/medical'), { category: 'medical' })
    if (data.kind !== 'coverage') throw new Error(data.kind)
    expect(data.plan.status).toBe(`Effective on 01/01/${year + 1}`)
  })

  it('a category the member has no eligibility in is not in their menu, nor a page of theirs (404)', async () => {
    const dentalOnly = person('M-A', 0, 'Harper', '1980-01-01', {
      medicalEligibility: { ...elig(null, false), insuranceType: null },
      visionEligibility: elig(null, false),
      pharmacyEligibility: elig(null, false),
    })
    answer(answers({ 'GET account': account([dentalOnly]) }))
    const medical = await thrown(async () =>
      call(categoryLoader, await get('/benefits/medical', {}, 5), { category: 'medical' }),
    )
    expect(medical.init?.status).toBe(404)
    const dental = await call(categoryLoader, await get('/benefits/dental', {}, 5), { category: 'dental' })
    expect(dental.kind).toBe('coverage')
  })

  it("the summary is not a page of the partner brand, whose menu is 'only categories plus Referrals and Medicare'", async () => {
    answer(answers())
    const partner = await thrown(async () => call(summaryLoader, await get('/benefits/summary', {}, 5)))
    expect(partner.init?.status).toBe(404)
    expect((await call(summaryLoader, await get('/benefits/summary'))).kind).toBe('summary')
  })

  it('no coverage in the category (gateway 404) is a clear state, not an error page', async () => {
    answer(answers({ 'GET benefits/vision': gatewayError(404, 'No vision benefits found for this member') }))
    const data = await call(categoryLoader, await get('/benefits/vision'), { category: 'vision' })
    expect(data.kind).toBe('no-coverage')
  })

  it.each([
    [408, 408],
    [500, 500],
  ])('a gateway %i shows the %i page at the same address', async (gatewayStatus, pageStatus) => {
    answer(answers({ 'GET benefits/limits': gatewayError(gatewayStatus, 'failed') }))
    const failed = await thrown(async () =>
      call(categoryLoader, await get('/benefits/medical'), { category: 'medical' }),
    )
    expect(failed.init?.status).toBe(pageStatus)
  })

  it('a 401 ends the session: the 401 page on the main brand, /login on the partner brand', async () => {
    answer(answers({ 'GET benefits/dental': gatewayError(401, 'expired') }))
    const main = await thrown(async () =>
      call(categoryLoader, await get('/benefits/dental'), { category: 'dental' }),
    )
    expect(main.init?.status).toBe(401)
    answer(answers({ 'GET benefits/dental': gatewayError(401, 'expired') }))
    const partner = await thrown(async () =>
      call(categoryLoader, await get('/benefits/dental', {}, 5), { category: 'dental' }),
    )
    expect(partner.status).toBe(302)
    expect(partner.headers.get('location')).toBe('/login')
  })
})

describe('/benefits/summary', () => {
  it('every category as of the date, in spec order, asked of the gateway with that date', async () => {
    const fake = answer(answers())
    const data = await call(summaryLoader, await get('/benefits/summary?asOfDate=2025-06-30'))
    if (data.kind !== 'summary') throw new Error(data.kind)
    expect(data.sections.map((s) => s.label)).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy'])
    expect(data.asOfText).toBe('06/30/2025')
    expect(fake.stats.maxInFlight).toBeGreaterThanOrEqual(7)
  })

  it('a missing date means today', async () => {
    answer(answers())
    const data = await call(summaryLoader, await get('/benefits/summary'))
    expect(data.asOf).toEqual({ value: today, error: null })
  })

  it.each(['2025-02-30', 'yesterday', '13/45/2025'])(
    '"%s" gets a message on the page, never a 500',
    async (bad) => {
      const fake = answer(answers())
      const data = await call(
        summaryLoader,
        await get(`/benefits/summary?asOfDate=${encodeURIComponent(bad)}`),
      )
      expect(data.asOf.error).toContain(`"${bad}" is not a valid date`)
      expect(
        fake.paths().filter((p) => p.startsWith('GET benefits/') && p !== 'GET benefits/history'),
      ).toEqual([])
    },
  )
})

describe('/history/{effectiveTimestamp}/benefits/{category}', () => {
  const basic = String(Date.UTC(year - 3, 0, 1))
  it('opens an earlier plan period', async () => {
    answer(
      answers({
        'GET benefits/medical': coverage('medical', {
          planName: 'Riverbend Basic',
          effectiveDate: `${year - 3}-01-01`,
          terminationDate: `${year - 2}-12-31`,
        }),
        'GET benefits/limits': [],
      }),
    )
    const data = await call(historyLoader, await get(`/history/${basic}/benefits/medical`), {
      effectiveTimestamp: basic,
      category: 'medical',
    })
    expect(data.plan).toMatchObject({ name: 'Riverbend Basic', status: `Terminated on 12/31/${year - 2}` })
    expect(data.bars).toEqual([])
  })
  it('an unknown period, timestamp or category is the 404 page', async () => {
    answer(answers())
    for (const [ts, category] of [
      [String(Date.UTC(year - 5, 0, 1)), 'medical'],
      ['soon', 'medical'],
      [basic, 'dental'],
      [basic, 'programs'],
    ]) {
      const missing = await thrown(async () =>
        call(historyLoader, await get(`/history/${ts}/benefits/${category}`), {
          effectiveTimestamp: ts,
          category,
        }),
      )
      expect(missing.init?.status, `${ts} ${category}`).toBe(404)
    }
  })
})

describe('dental service pages', () => {
  it('/details/{tier}/dental/{code}: the service; unknown code or tier is the 404 page', async () => {
    answer(answers())
    const data = await call(detailLoader, await get('/details/1/dental/D1110'), { tier: '1', code: 'D1110' })
    expect(data.service).toMatchObject({
      name: 'Adult cleaning',
      amount: '100%',
      benefitLimit: '2 per calendar year',
      incentiveTiers: ['Year 1: 100%'],
    })
    expect(data.hasCostDetail).toBe(true)
    for (const [tier, code] of [
      ['1', 'D9999'],
      ['2', 'D1110'],
    ]) {
      const missing = await thrown(async () =>
        call(detailLoader, await get(`/details/${tier}/dental/${code}`), { tier, code }),
      )
      expect(missing.init?.status).toBe(404)
    }
  })
  it('/services/dental/{code}: notes and items; unknown code is the 404 page', async () => {
    answer(answers())
    const data = await call(serviceLoader, await get('/services/dental/D1110'), { code: 'D1110' })
    expect(data.detail?.items[0]).toMatchObject({ network: 'In network', copay: '$25' })
    const missing = await thrown(async () =>
      call(serviceLoader, await get('/services/dental/X1'), { code: 'X1' }),
    )
    expect(missing.init?.status).toBe(404)
  })
})
