import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { loader } from '~/routes/_member.benefits.referrals'
import {
  memberPageAnswers,
  startFakeGateway,
  thrown,
  type Answers,
  signedInRequest,
  averyClaims,
  emptyContext,
} from '../../../../tests/fake-gateway'

/** avery's 12 referrals (10 hers, 2 Cameron's), newest first, like the sandbox seeds them. */
const statuses = ['A', 'A', 'P', 'C', 'A', 'D', 'A', 'C', 'P', 'A', 'A', 'C']
const label: Record<string, string> = { A: 'Approved', P: 'Pending review', D: 'Denied', C: 'Completed' }
const referrals = statuses.map((code, i) => {
  const cameron = i % 6 === 5
  const start = new Date(Date.UTC(2026, 0, 1) - i * 25 * 86_400_000).toISOString().slice(0, 10)
  return {
    referralId: `RF${4101 + i}`,
    memberKey: cameron ? 'M-CAM' : 'M-AVERY',
    memberName: cameron ? 'Cameron Thompson' : 'Avery Thompson',
    providerId: `S200${(i % 5) + 1}`,
    providerName: `Specialist ${(i % 5) + 1}`,
    specialty: 'Dermatology',
    statusCode: code,
    statusDescription: label[code],
    startDate: start,
    endDate: i > 6 ? '2025-01-31' : '2027-06-30',
    visitsAuthorized: 4,
    visitsUsed: code === 'C' ? 4 : 0,
  }
})

const queries: URLSearchParams[] = []
/** The `referrals` call as the gateway answers it: filters, then the page asked for. */
const referralsAnswer = (_body: unknown, request: Request) => {
  const q = new URL(request.url).searchParams
  queries.push(q)
  const page = Number(q.get('page'))
  const size = Number(q.get('size'))
  const matches = referrals.filter(
    (r) =>
      (!q.get('memberKey') || r.memberKey === q.get('memberKey')) &&
      (!q.get('statusCode') || r.statusCode === q.get('statusCode')) &&
      (!q.get('providerId') || r.providerId === q.get('providerId')) &&
      (q.get('excludeExpired') !== 'true' || r.endDate >= '2026-01-01'),
  )
  const content = matches.slice(page * size, page * size + size)
  const totalPages = Math.ceil(matches.length / size)
  return HttpResponse.json({
    content,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
    number: page,
    numberOfElements: content.length,
    size,
    totalElements: matches.length,
    totalPages,
  })
}
const metadata = {
  members: [
    { memberKey: 'M-AVERY', name: 'Avery Thompson' },
    { memberKey: 'M-CAM', name: 'Cameron Thompson' },
  ],
  statuses: Object.entries(label).map(([code, description]) => ({ code, description })),
  providers: [1, 2, 3, 4, 5].map((n) => ({ providerId: `S200${n}`, name: `Specialist ${n}` })),
}

const answer = startFakeGateway(() => ({
  ...memberPageAnswers(),
  'GET referrals': referralsAnswer,
  'GET referrals/metadata': metadata,
}))
afterEach(() => {
  queries.length = 0
})

async function load(search = '', over: Answers = {}) {
  const { stats } = answer(over)
  const request = await signedInRequest(`/benefits/referrals${search}`, { claims: averyClaims })
  return { data: await loader({ request, params: {}, context: emptyContext() }), stats }
}

describe('/benefits/referrals', () => {
  it('first page: 10 of 12, page 1 of 2, a next link, the three calls at once', async () => {
    const { data, stats } = await load()
    expect(queries[0].get('page')).toBe('0')
    expect(queries[0].get('size')).toBe('10')
    expect(data.referrals).toHaveLength(10)
    expect(data.paging).toMatchObject({
      page: 1,
      totalPages: 2,
      total: 12,
      from: 1,
      to: 10,
      previousHref: null,
    })
    expect(data.paging.nextHref).toBe('/benefits/referrals?page=2')
    expect(stats.maxInFlight).toBeGreaterThanOrEqual(2)
    expect(data.referrals[0]).toMatchObject({
      referralId: 'RF4101',
      memberName: 'Avery Thompson',
      status: 'Approved',
    })
    expect(data.options.members.map((m) => m.label)).toEqual(['Avery Thompson', 'Cameron Thompson'])
  })

  it('page 2 from the address: the last 2, a previous link', async () => {
    const { data } = await load('?page=2')
    expect(queries[0].get('page')).toBe('1')
    expect(data.referrals.map((r) => r.referralId)).toEqual(['RF4111', 'RF4112'])
    expect(data.paging).toMatchObject({
      page: 2,
      from: 11,
      to: 12,
      nextHref: null,
      previousHref: '/benefits/referrals',
    })
  })

  it('a smaller page size gives 3 pages', async () => {
    const { data } = await load('?size=5&page=3')
    expect(queries[0].get('size')).toBe('5')
    expect(data.paging).toMatchObject({ page: 3, totalPages: 3, from: 11, to: 12 })
    expect(data.paging.previousHref).toBe('/benefits/referrals?size=5&page=2')
  })

  it('filters by family member', async () => {
    const { data } = await load('?memberKey=M-CAM')
    expect(queries[0].get('memberKey')).toBe('M-CAM')
    expect(data.referrals.map((r) => r.memberName)).toEqual(['Cameron Thompson', 'Cameron Thompson'])
    expect(data.filtered).toBe(true)
  })

  it('filters by status, keeping the filter in the paging links', async () => {
    const { data } = await load('?statusCode=A&size=5')
    expect(queries[0].get('statusCode')).toBe('A')
    expect(data.referrals.every((r) => r.status === 'Approved')).toBe(true)
    expect(data.paging.total).toBe(6)
    expect(data.paging.nextHref).toBe('/benefits/referrals?statusCode=A&size=5&page=2')
  })

  it('filters by specialist', async () => {
    const { data } = await load('?providerId=S2002')
    expect(queries[0].get('providerId')).toBe('S2002')
    expect(data.referrals.map((r) => r.specialist)).toEqual(['Specialist 2', 'Specialist 2', 'Specialist 2'])
  })

  it('hides expired referrals', async () => {
    const { data } = await load('?excludeExpired=true')
    expect(queries[0].get('excludeExpired')).toBe('true')
    expect(data.paging.total).toBe(7)
    expect(data.referrals.some((r) => r.expired)).toBe(false)
    const all = await load()
    expect(queries[1].get('excludeExpired')).toBeNull()
    expect(all.data.referrals.filter((r) => r.expired).length).toBeGreaterThan(0)
  })

  it('an empty result says so plainly', async () => {
    const { data } = await load('?memberKey=M-CAM&statusCode=P')
    expect(data.referrals).toEqual([])
    expect(data.paging).toMatchObject({ total: 0, previousHref: null, nextHref: null })
    expect(data.filtered).toBe(true)
  })

  it('a member without referrals gets the 404 page', async () => {
    const error = await thrown(() => load('', { 'GET referrals/hasReferrals': false }))
    expect(error.init?.status).toBe(404)
  })

  it('a failed referrals call is the error page for its status', async () => {
    const error = await thrown(() => load('', { 'GET referrals': new HttpResponse(null, { status: 500 }) }))
    expect(error.init?.status).toBe(500)
  })
})
