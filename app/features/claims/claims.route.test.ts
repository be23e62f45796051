import dayjs from 'dayjs'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as claimsLoader } from '~/routes/_member.claims._index'
import { loader as claimLoader } from '~/routes/_member.claims.$claimNumber'
import { loader as eobsLoader } from '~/routes/_member.eobs'
import { loader as navitusLoader } from '~/routes/_member.navitus'
import { loader as customerServiceLoader } from '~/routes/_member.support.customer-service'
import { loader as eobDownloadLoader } from '~/routes/resources.eob.$eobId'
import { action as pharmacyHandOff } from '~/routes/resources.pharmacy-hand-off'
import {
  account,
  appRequest,
  args,
  gatewayError,
  member,
  startFakeGateway,
  thrown,
  type Answers,
  signedInRequest,
  signedInCookie,
  emptyContext,
} from '../../../tests/fake-gateway'
import { FILTER_MESSAGES } from './claims'
import { claim, claimPage, day } from './claims-fixtures'

const answer = startFakeGateway()
const years = (n: number) => dayjs().subtract(n, 'year').format('YYYY-MM-DD')

// avery's family: avery (subscriber), Blake (adult spouse), Cameron (16), Dana (20).
const family = [
  { ...member('M-AVERY', 0), firstName: 'Avery', lastName: 'Thompson', dateOfBirth: '1984-03-22' },
  { ...member('M-BLAKE', 1), firstName: 'Blake', lastName: 'Thompson', dateOfBirth: '1982-11-05' },
  { ...member('M-CAMERON', 2), firstName: 'Cameron', lastName: 'Thompson', dateOfBirth: years(16) },
  { ...member('M-DANA', 3), firstName: 'Dana', lastName: 'Thompson', dateOfBirth: years(20) },
]
const averyAccount = { ...account(family), subscriberId: 'EV1000001' }
/** A request of the member with `memberKey` (Avery unless given), signed in afresh. */
const signedIn = (path: string, memberKey = 'M-AVERY') => signedInRequest(path, { claims: { memberKey } })

const answers = (over: Answers = {}): Answers => ({
  'GET account': averyAccount,
  'GET programs': [],
  'GET claims': claimPage([claim('CL202600413')]),
  ...over,
})

type Loaded = {
  data: Record<string, unknown> & { result: { error?: Record<string, string[]> } }
  init: { status?: number }
}
const loaded = (value: unknown) => value as Loaded

async function claimsAt(search: string, memberKey = 'M-AVERY') {
  return loaded(await claimsLoader(args(await signedIn(`/claims${search}`, memberKey))))
}

describe('/claims: filters and paging in the address', () => {
  it('sends the family member (by key), category, status, date range and page to the gateway', async () => {
    const fake = answer(
      answers({ 'GET claims': claimPage([claim('CL202600413')], { number: 1, totalPages: 2 }) }),
    )
    const search = `?member=2&category=medical&status=pending&from=${day(300)}&to=${day(10)}&page=2`
    const result = await claimsAt(search)
    expect(result.init.status).toBe(200)
    const call = fake.stats.calls.find((c) => c.path === 'claims')
    expect(call?.query).toEqual({
      page: '1',
      size: '10',
      memberKey: 'M-CAMERON',
      category: 'medical',
      status: 'PENDING',
      serviceDateFrom: day(300),
      serviceDateTo: day(10),
    })
    expect(result.data).toMatchObject({ page: 2, filtered: true, failure: null })
  })

  it('sends the browser only what the claim cards show (decision 120): no keys, member cost or EOB id', async () => {
    answer(answers())
    const result = await claimsAt('')
    const claims = result.data.claims as { content: Record<string, unknown>[]; totalPages: number }
    expect(Object.keys(claims).sort()).toEqual(['content', 'totalPages', 'totals'])
    expect(Object.keys(claims.content[0]).sort()).toEqual([
      'billedAmount',
      'category',
      'claimNumber',
      'denialReason',
      'memberResponsibility',
      'patientName',
      'planPaid',
      'providerName',
      'serviceDates',
      'status',
    ])
    expect(claims.content[0]).toMatchObject({
      claimNumber: 'CL202600413',
      billedAmount: claim('CL202600413').billedAmount,
    })
  })

  it('offers only the members whose claims the subscriber may see (herself and Cameron, not the adults)', async () => {
    answer(answers())
    const result = await claimsAt('')
    expect(result.data.members).toEqual([
      { suffix: 0, name: 'Avery Thompson' },
      { suffix: 2, name: 'Cameron Thompson' },
    ])
    expect(result.data.filtered).toBe(false)
  })

  it('never asks for an adult dependent’s claims: member=1 (Blake) is refused on the form', async () => {
    const fake = answer(answers())
    const result = await claimsAt('?member=1')
    expect(result.init.status).toBe(400)
    expect(result.data.result.error).toEqual({ member: [FILTER_MESSAGES.member] })
    expect(fake.paths()).not.toContain('GET claims')
  })

  it('an adult dependent (Blake) can filter by no one else, and his claims are asked for without a member', async () => {
    const fake = answer(answers())
    const result = await claimsAt('', 'M-BLAKE')
    expect(result.data.members).toEqual([{ suffix: 1, name: 'Blake Thompson' }])
    expect(fake.stats.calls.find((c) => c.path === 'claims')?.query.memberKey).toBeUndefined()
    expect((await claimsAt('?member=0', 'M-BLAKE')).data.result.error).toEqual({
      member: [FILTER_MESSAGES.member],
    })
  })

  it('drops the empty fields a GET form sends (one redirect to the clean address)', async () => {
    answer(answers())
    const response = await thrown(async () =>
      claimsLoader(args(await signedIn('/claims?member=&category=dental&status=&from=&to='))),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/claims?category=dental')
  })
})

describe('/claims: the date-range messages (spec section 5 validators)', () => {
  const earliest = dayjs().subtract(2, 'year')
  it.each([
    ['a start date that is not a date', '?from=31/31/2026', { from: [FILTER_MESSAGES.startInvalid] }],
    ['an end date that is not a date', '?to=tomorrow', { to: [FILTER_MESSAGES.endInvalid] }],
    ['an end on the start day', `?from=${day(30)}&to=${day(30)}`, { to: [FILTER_MESSAGES.endNotAfterStart] }],
    ['an end before the start', `?from=${day(10)}&to=${day(30)}`, { to: [FILTER_MESSAGES.endNotAfterStart] }],
    [
      'a start before today minus two years',
      `?from=${earliest.subtract(1, 'day').format('YYYY-MM-DD')}`,
      { from: [FILTER_MESSAGES.startTooOld(earliest.format('MM/DD/YYYY'))] },
    ],
  ])('%s: its message, and no claims call', async (_, search, errors) => {
    const fake = answer(answers())
    const result = await claimsAt(search)
    expect(result.init.status).toBe(400)
    expect(result.data.result.error).toEqual(errors)
    expect(result.data.claims).toBeNull()
    expect(fake.paths()).not.toContain('GET claims')
  })

  it('a start exactly two years ago, and MM/DD/YYYY dates, are accepted', async () => {
    const fake = answer(answers())
    const result = await claimsAt(`?from=${earliest.format('MM/DD/YYYY')}&to=${dayjs().format('MM/DD/YYYY')}`)
    expect(result.init.status).toBe(200)
    expect(fake.stats.calls.find((c) => c.path === 'claims')?.query).toMatchObject({
      serviceDateFrom: earliest.format('YYYY-MM-DD'),
      serviceDateTo: dayjs().format('YYYY-MM-DD'),
    })
  })
})

describe('/claims: failures are handled on the page', () => {
  it('a claims failure shows its message with the page (not the error page)', async () => {
    answer(answers({ 'GET claims': gatewayError(503, 'Claims are unavailable right now') }))
    const result = await claimsAt('?category=dental')
    expect(result.init.status).toBe(503)
    expect(result.data.failure).toEqual({ status: 503, message: 'Claims are unavailable right now' })
    expect(result.data.claims).toBeNull()
  })

  it('a failure without a message gets the catalogue text for its status', async () => {
    answer(answers({ 'GET claims': () => new HttpResponse(null, { status: 500 }) }))
    const result = await claimsAt('')
    expect(result.data.failure).toEqual({
      status: 500,
      message: "Sorry, we're having a problem with our system. We'll get this fixed soon.",
    })
  })

  it('other calls still open the error page (account state first)', async () => {
    answer(answers({ 'GET account': gatewayError(500, 'down') }))
    const error = await thrown(async () => claimsLoader(args(await signedIn('/claims'))))
    expect(error.init?.status).toBe(500)
  })
})

describe('/claims/{claimNumber}', () => {
  const detail = async (claimNumber: string, memberKey = 'M-AVERY') =>
    loaded(
      await claimLoader({
        request: await signedIn(`/claims/${claimNumber}`, memberKey),
        params: { claimNumber },
        context: emptyContext(),
      }),
    )

  it('shows the claim with its lines and EOB', async () => {
    answer(answers({ 'GET claims/CL202600413': { ...claim('CL202600413'), serviceLines: [] } }))
    const result = await detail('CL202600413')
    expect(result.init.status).toBe(200)
    expect(result.data).toMatchObject({
      claim: { claimNumber: 'CL202600413', eobId: 'EOB202600413' },
      failure: null,
    })
  })

  it('an adult dependent’s claim is refused for the subscriber, on the page', async () => {
    const message = "This claim belongs to a family member whose claims you can't view"
    answer(answers({ 'GET claims/CL202600425': gatewayError(403, message) }))
    const result = await detail('CL202600425')
    expect(result.init.status).toBe(403)
    expect(result.data).toMatchObject({ claim: null, failure: { status: 403, message } })
  })

  it('the page refuses a claim of an adult family member even if the gateway answered it', async () => {
    answer(
      answers({
        'GET claims/CL202600425': { ...claim('CL202600425', { memberKey: 'M-BLAKE' }), serviceLines: [] },
      }),
    )
    const result = await detail('CL202600425')
    expect(result.init.status).toBe(403)
    expect(result.data.claim).toBeNull()
  })
})

describe('/eobs and the EOB download', () => {
  const eobPage = {
    content: [
      {
        eobId: 'EOB202600413',
        claimNumber: 'CL202600413',
        memberKey: 'M-AVERY',
        patientName: 'Avery Thompson',
        providerName: 'Rose City Imaging',
        category: 'medical',
        serviceStartDate: day(100),
        issuedDate: day(81),
        status: 'PAID',
        planPaid: 1040,
        memberResponsibility: 620,
      },
    ],
    first: true,
    last: true,
    empty: false,
    number: 0,
    numberOfElements: 1,
    size: 10,
    totalElements: 1,
    totalPages: 1,
  }

  it('a dependent gets the 403 page and no EOB call is made', async () => {
    const fake = answer(answers({ 'GET eobs': eobPage }))
    for (const memberKey of ['M-BLAKE', 'M-CAMERON']) {
      const error = await thrown(async () => eobsLoader(args(await signedIn('/eobs', memberKey))))
      expect(error.init?.status).toBe(403)
    }
    expect(fake.paths()).not.toContain('GET eobs')
  })

  it('the subscriber gets her EOBs and her e-delivery preference', async () => {
    answer(answers({ 'GET eobs': eobPage }))
    const result = loaded(await eobsLoader(args(await signedIn('/eobs'))))
    expect(result.data).toMatchObject({ eobs: { totalElements: 1 }, electronicEob: true, failure: null })
  })

  it('an EOB failure is shown on the page', async () => {
    answer(answers({ 'GET eobs': gatewayError(502, 'Bad gateway') }))
    const result = loaded(await eobsLoader(args(await signedIn('/eobs'))))
    expect(result.data.failure).toEqual({ status: 502, message: 'Bad gateway' })
  })

  it('streams the PDF as an attachment; a failure goes back to /eobs with the status', async () => {
    const pdf = new HttpResponse('%PDF-1.7 test', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="eob-CL1.pdf"',
      },
    })
    answer(answers({ 'GET eobs/EOB202600413/document': pdf }))
    const cookie = await signedInCookie({ memberKey: 'M-AVERY' })
    const request = await appRequest('/resources/eob/EOB202600413', { cookie })
    const response = (await eobDownloadLoader({
      request,
      params: { eobId: 'EOB202600413' },
      context: emptyContext(),
    })) as Response
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="eob-CL1.pdf"')
    expect(await response.text()).toBe('%PDF-1.7 test')

    answer(answers({ 'GET eobs/EOB9/document': gatewayError(404, 'Explanation of benefits not found') }))
    const failed = (await eobDownloadLoader({
      request: await appRequest('/resources/eob/EOB9', { cookie }),
      params: { eobId: 'EOB9' },
      context: emptyContext(),
    })) as Response
    expect(failed.status).toBe(302)
    expect(failed.headers.get('location')).toBe('/eobs?downloadError=404&eob=EOB9')
  })
})

describe('/navitus (pharmacy benefit manager) and its hand-off', () => {
  const pharmacy = {
    id: 37,
    name: 'Pharmacy Benefits',
    description: 'Manage prescriptions.',
    categories: ['pharmacy'],
    eligible: true,
    displayOrder: 10,
    highPriority: false,
    featureGroup: 'PHARMACY',
    childResourceIds: [],
    resource: 'navitus',
    url: 'https://pharmacy.example/members',
    urlDocumentType: 'ENDPOINT',
    details: { phoneNumber: '1-866-555-0137' },
  }

  it('is the 404 page for a member without program 37', async () => {
    answer(answers({ 'GET programs': [{ ...pharmacy, eligible: false }] }))
    const error = await thrown(async () => navitusLoader(args(await signedIn('/navitus'))))
    expect(error.init?.status).toBe(404)
  })

  it('shows the phone from the program details; the hand-off posts the token only as a hidden field', async () => {
    answer(answers({ 'GET programs': [pharmacy] }))
    const cookie = await signedInCookie({ memberKey: 'M-AVERY' })
    const page = await navitusLoader(args(await appRequest('/navitus', { cookie })))
    expect(page).toMatchObject({
      name: 'Pharmacy Benefits',
      description: 'Manage prescriptions.',
      phone: '1-866-555-0137',
    })
    const response = (await pharmacyHandOff(
      args(await appRequest('/resources/pharmacy-hand-off', { cookie, method: 'POST' })),
    )) as Response
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    const form = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(form).toMatch(/\/pharmacy-site$/)
    expect(form).not.toContain('token')
    expect(html).toMatch(/<input type="hidden" name="token" value="[^"]+">/)
  })
})

describe('/support/customer-service', () => {
  it('lists the brand lines of the member’s line of business and the member’s holidays (plain message/calendar)', async () => {
    const fake = answer(
      answers({
        'GET message/calendar': {
          data: { item: { content: { value: '2026-12-25|Christmas Day' } } },
        },
      }),
    )
    const result = await customerServiceLoader(args(await signedIn('/support/customer-service')))
    // The test member has dental only, in Oregon: no medical, pharmacy, Texas or Medicare line.
    expect(result.lines.map((line) => line.id)).toEqual(['customer-service', 'account', 'dental-ak-or'])
    expect(result.holidays).toEqual([{ date: '2026-12-25', name: 'Christmas Day' }])
    expect(fake.paths()).not.toContain('GET message/calendar/domain/1')
  })
})
