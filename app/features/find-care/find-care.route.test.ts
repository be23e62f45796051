import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish } from '../../../tests/schema'
import { loader as landingLoader } from '~/routes/_member.find-care._index'
import { loader as dentistLoader } from '~/routes/_member.find-care.find-a-dentist'
import { loader as resourcesLoader } from '~/routes/_member.find-care.resources'
import { loader as listLoader } from '~/routes/_member.find-care.primary-care._index'
import { loader as memberLoader } from '~/routes/_member.find-care.primary-care.$suffix._index'
import {
  action as selectAction,
  loader as searchLoader,
} from '~/routes/_member.find-care.primary-care.$suffix.search'
import { toPcpDate } from '~/platform/formats'
import { memberCache } from '~/platform/gateway/transport.server'
import {
  account as accountOf,
  gatewayError,
  member as baseMember,
  appRequest,
  signedInCookie,
  startFakeGateway,
  thrown,
  type Answers,
  signedInRequest,
  sessionCookie,
  token,
  type Claims,
  emptyContext,
} from '../../../tests/fake-gateway'
import { tokenScope } from '~/platform/gateway/cache.server'

const answer = startFakeGateway()
const now = new Date()
const firstOfNextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1)
const nextMonth = `${String(firstOfNextMonth.getMonth() + 1).padStart(2, '0')}/01/${firstOfNextMonth.getFullYear()}`

const medical = {
  eligible: true,
  classPlanId: 'M1',
  effectiveDate: '2024-01-01',
  terminationDate: null,
  classPlanEffectiveDate: '2024-01-01',
}
const person = (key: string, suffix: number, firstName: string, over: Record<string, unknown> = {}) => ({
  ...baseMember(key, suffix),
  firstName,
  lastName: 'Thompson',
  relationshipDescription: suffix === 0 ? 'Subscriber' : 'Child',
  networkNames: ['Riverbend PPO Network', 'Riverbend Dental PPO'],
  medicalEligibility: { ...medical, insuranceType: 'PPO' },
  ...over,
})
const family = [person('M-1', 0, 'Avery'), person('M-2', 2, 'Cameron'), person('M-3', 3, 'Dana')]
const account = (members = family) => ({
  ...accountOf(members as unknown as Parameters<typeof accountOf>[0]),
  subscriberId: 'EV1000001',
  groupId: '10001234',
  address: { ...accountOf().address, zipCode: '97214' },
})
const eligibleDates = [{ effectiveDate: '2024-01-01', terminationDate: null }]
const location = {
  address: '3930 SE Hawthorne Blvd',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  phoneNumber: '503-555-0112',
}
const pcpMembers = {
  eligible: true,
  members: family.map((m) => ({
    memberKey: m.memberKey,
    suffix: m.memberSuffix,
    firstName: m.firstName,
    lastName: 'Thompson',
    eligibleDates,
  })),
  selections: [{ memberKey: 'M-2', providerId: 'P1005', effectiveDate: '2024-01-01' }],
  pcp360History: [
    {
      providerId: 'P1005',
      providerName: 'Emily Sorensen',
      providerTitle: 'MD',
      memberKey: 'M-2',
      beginDate: '2024-01-01',
      endDate: null,
      pcpSelected: true,
      pcpTerminationReason: null,
      locations: [location],
    },
  ],
}
const provider = (over: Record<string, unknown> = {}) => ({
  name: 'Emily Sorensen',
  id: 'P1005',
  groupName: 'Hawthorne Pediatrics',
  title: 'MD',
  acceptingNewPatients: true,
  distance: null,
  specialty: 'Pediatrics',
  languages: ['English'],
  locations: [location],
  ...over,
})
const program = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: `Program ${id}`,
  description: 'About it',
  categories: [],
  eligible: true,
  displayOrder: id,
  highPriority: false,
  featureGroup: null,
  childResourceIds: [],
  resource: null,
  url: null,
  urlDocumentType: null,
  details: { phoneNumber: null },
  ...over,
})
const answers = (over: Answers = {}): Answers => ({
  'GET account': account(),
  'GET pcp/members': pcpMembers,
  'GET pcp/eligibility': true,
  'GET pcp/provider': provider(),
  'GET programs': [
    program(92, {
      name: 'Find a Dentist',
      featureGroup: 'FIND_CARE',
      url: '/find-care/find-a-dentist',
      urlDocumentType: 'INTERNAL',
    }),
    program(27, { name: 'Passport Dental' }),
    program(33, {
      name: 'Dental Cost Estimator',
      url: 'https://estimate.example',
      urlDocumentType: 'ENDPOINT',
    }),
    program(95, {
      name: '24/7 Nurse Line',
      featureGroup: 'FIND_CARE',
      details: { phoneNumber: '1-866-555-0195' },
    }),
  ],
  ...over,
})
const call = async <T>(
  fn: (args: LoaderFunctionArgs) => Promise<T>,
  path: string,
  options: {
    claims?: Claims
    params?: Record<string, string>
    form?: Record<string, string>
    domain?: 1 | 5
  } = {},
) => {
  const request = await signedInRequest(path, {
    claims: options.claims,
    form: options.form,
    domain: options.domain,
  })
  return fn({ request, params: options.params ?? {}, context: emptyContext() })
}
type Failed = { init?: { status?: number } | null; status?: number; headers?: Headers }
const statusOf = (thrownValue: Failed) => thrownValue.init?.status ?? thrownValue.status

describe('/find-care', () => {
  it('lists primary care (PCP rule), find a dentist, resources, Passport Dental and the estimator', async () => {
    const fake = answer(answers())
    const data = await call(landingLoader, '/find-care')
    expect(data.entries.map((e) => e.id)).toEqual([
      'primary-care',
      'find-a-dentist',
      'resources',
      'care-reminders',
      'passport-dental',
      'dental-cost-estimator',
    ])
    expect(fake.stats.maxInFlight).toBeGreaterThanOrEqual(4)
  })

  it('leaves primary care out when no PCP rule holds', async () => {
    answer(answers({ 'GET pcp/eligibility': false, 'GET pcp/members': { ...pcpMembers, selections: [] } }))
    const data = await call(landingLoader, '/find-care')
    expect(data.entries.map((e) => e.id)).not.toContain('primary-care')
  })

  it('goes to find a dentist on the partner brand', async () => {
    answer(answers())
    const response = (await thrown(() =>
      call(landingLoader, '/find-care', { domain: 5, claims: { domainId: 5 } }),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/find-care/find-a-dentist')
  })

  it('refuses (403) a member with no active or future eligibility', async () => {
    const ended = { ...medical, terminationDate: '2024-12-31', insuranceType: 'PPO' }
    const termed = person('M-1', 0, 'Taylor', {
      medicalEligibility: ended,
      dentalEligibility: { ...medical, terminationDate: '2024-12-31' },
    })
    answer(answers({ 'GET account': account([termed]) }))
    expect(statusOf(await thrown(() => call(landingLoader, '/find-care')))).toBe(403)
  })
})

describe('/find-care/find-a-dentist and /find-care/resources', () => {
  it('the directory opens outside, the estimator, Passport Dental and the dental networks', async () => {
    answer(answers())
    const data = await call(dentistLoader, '/find-care/find-a-dentist')
    expect(data.directory).toMatchObject({
      name: 'Find a Dentist',
      url: 'https://www.riverbendhealth.example/find-a-dentist',
    })
    expect(data.estimator?.link).toEqual({
      target: 'https://estimate.example',
      external: true,
      newTab: false,
    })
    expect(data.passport?.target).toBe('/passport-dental')
    expect(data.networks).toEqual(['Riverbend Dental PPO'])
  })

  it('is served on the partner brand, where resources are not', async () => {
    answer(answers())
    const partner = { domain: 5 as const, claims: { domainId: 5 as const } }
    const data = await call(dentistLoader, '/find-care/find-a-dentist', partner)
    expect(data.directory?.url).toBe('https://www.partnerdental.example/find-a-dentist')
    expect(statusOf(await thrown(() => call(resourcesLoader, '/find-care/resources', partner)))).toBe(404)
  })

  it('resources: the find-care programs with phone or link', async () => {
    answer(answers())
    const data = await call(resourcesLoader, '/find-care/resources')
    expect(data.resources.map((r) => [r.name, r.phone, r.link?.target ?? null])).toEqual([
      ['Find a Dentist', null, '/find-care/find-a-dentist'],
      ['24/7 Nurse Line', '1-866-555-0195', null],
    ])
  })
})

describe('/find-care/primary-care', () => {
  it('a subscriber sees each family member, with providers, dates, history and the action', async () => {
    const fake = answer(answers())
    const data = await call(listLoader, '/find-care/primary-care')
    expect(data.members.map((m) => [m.name, m.action?.label])).toEqual([
      ['Avery Thompson', 'Select primary care'],
      ['Cameron Thompson', 'Change primary care'],
      ['Dana Thompson', 'Select primary care'],
    ])
    const cameron = data.members[1]
    expect(cameron.current?.provider).toMatchObject({
      name: 'Emily Sorensen',
      groupName: 'Hawthorne Pediatrics',
      source: 'lookup',
    })
    expect(cameron.history).toHaveLength(1)
    expect(cameron.action?.href).toBe('/find-care/primary-care/2/search')
    expect(cameron.eligiblePeriods).toEqual(['since 01/01/2024'])
    const first = fake.paths().slice(0, 3).sort()
    expect(first).toEqual(['GET account', 'GET pcp/eligibility', 'GET pcp/members'])
    expect(fake.stats.maxInFlight).toBeGreaterThanOrEqual(3)
  })

  it('a dependent sees only themselves', async () => {
    answer(answers())
    const data = await call(listLoader, '/find-care/primary-care', { claims: { memberKey: 'M-2' } })
    expect(data.members.map((m) => m.name)).toEqual(['Cameron Thompson'])
  })

  it('a suffix the member may not act for is refused with 403; an unknown one is 404', async () => {
    const fake = answer(answers())
    const dependent = { claims: { memberKey: 'M-2' } }
    expect(
      statusOf(
        await thrown(() =>
          call(memberLoader, '/find-care/primary-care/0', { ...dependent, params: { suffix: '0' } }),
        ),
      ),
    ).toBe(403)
    expect(
      statusOf(
        await thrown(() =>
          call(searchLoader, '/find-care/primary-care/3/search', { ...dependent, params: { suffix: '3' } }),
        ),
      ),
    ).toBe(403)
    expect(
      statusOf(
        await thrown(() =>
          call(selectAction, '/find-care/primary-care/0/search', {
            ...dependent,
            params: { suffix: '0' },
            form: { providerId: 'P1001', effectiveDate: nextMonth },
          }),
        ),
      ),
    ).toBe(403)
    expect(fake.paths()).not.toContain('POST pcp/select')
    expect(
      statusOf(
        await thrown(() => call(memberLoader, '/find-care/primary-care/9', { params: { suffix: '9' } })),
      ),
    ).toBe(404)
  })

  it('provider lookup 404: the stub with the known name', async () => {
    answer(answers({ 'GET pcp/provider': gatewayError(404, 'No provider found with ID P1005') }))
    const data = await call(memberLoader, '/find-care/primary-care/2', { params: { suffix: '2' } })
    expect(data.member.current?.provider).toMatchObject({
      name: 'Emily Sorensen',
      title: 'MD',
      groupName: null,
      locations: [location],
      source: 'stub',
      notice: null,
    })
  })

  it('provider lookup failing otherwise: the stub with the reason, the page still shows', async () => {
    answer(answers({ 'GET pcp/provider': gatewayError(500, 'Directory offline') }))
    const data = await call(memberLoader, '/find-care/primary-care/2', { params: { suffix: '2' } })
    expect(data.member.current?.provider).toMatchObject({ source: 'stub', notice: 'Directory offline' })
  })

  it('a pcp/members failure opens the error page with its status', async () => {
    answer(answers({ 'GET pcp/members': gatewayError(503, 'Down') }))
    expect(statusOf(await thrown(() => call(listLoader, '/find-care/primary-care')))).toBe(503)
  })
})

describe('/find-care/primary-care/{suffix}/search', () => {
  const page = {
    first: true,
    last: false,
    empty: false,
    number: 0,
    numberOfElements: 1,
    size: 10,
    totalElements: 12,
    totalPages: 2,
  }

  it('prefills the zip from the address and searches only on submit', async () => {
    const fake = answer(answers())
    const data = await call(searchLoader, '/find-care/primary-care/0/search', { params: { suffix: '0' } })
    expect(data.searchDefaults).toMatchObject({ zip: '97214', radius: '10' })
    expect(data.results).toBeNull()
    expect(data.selectDefaults.effectiveDate).toBe(nextMonth)
    expect(fake.paths()).not.toContain('POST pcp/search')
  })

  it('sends zip, radius, text, page and size; dates as MM/DD/YYYY', async () => {
    const fake = answer(
      answers({
        'POST pcp/search': {
          data: [provider({ distance: 1.2 })],
          page: { ...page, number: 1, first: false, last: true },
        },
      }),
    )
    const data = await call(
      searchLoader,
      '/find-care/primary-care/2/search?zip=97214&radius=25&q=pediatrics&page=2',
      {
        params: { suffix: '2' },
      },
    )
    const search = fake.stats.calls.find((c) => c.path === 'pcp/search')
    expect(search?.body).toEqual({
      members: [{ memberKey: 'M-2', effectiveDate: nextMonth }],
      radius: 25,
      zip: '97214',
      searchString: 'pediatrics',
    })
    expect(data.results?.page.number).toBe(1)
    expect(data.results?.query).toEqual({ zip: '97214', radius: 25, q: 'pediatrics' })
  })

  it('a later search for the same member starts with the account and pcp/members (one round, issue 25)', async () => {
    const cookie = await signedInCookie()
    const searchAt = async (path: string) =>
      searchLoader({
        request: await appRequest(path, { cookie }),
        params: { suffix: '2' },
        context: emptyContext(),
      })
    const results = { data: [provider()], page }
    // The first search learns its members (key, effective date) after the account and pcp/members.
    let fake = answer(answers({ 'POST pcp/search': results }))
    await searchAt('/find-care/primary-care/2/search?zip=97214&radius=10')
    expect(fake.stats.maxInFlight).toBe(3)
    memberCache.clearAll()
    fake = answer(answers({ 'POST pcp/search': results }))
    const data = await searchAt('/find-care/primary-care/2/search?zip=97214&radius=25&page=2')
    expect(fake.stats.maxInFlight).toBe(4)
    const searches = fake.stats.calls.filter((c) => c.path === 'pcp/search')
    expect(searches).toHaveLength(1)
    expect(searches[0].body).toMatchObject({
      members: [{ memberKey: 'M-2', effectiveDate: nextMonth }],
      radius: 25,
    })
    expect(data.results?.data).toHaveLength(1)
  })

  it('the first search after signing in starts with the other calls: the sign-in kept pcp/members (one round, issue 45)', async () => {
    const issued = token()
    const signInFacts = {
      scope: tokenScope(issued),
      principalSuffix: 0,
      pcpMembers: pcpMembers.members.map(({ suffix, memberKey, eligibleDates }) => ({
        suffix,
        memberKey,
        eligibleDates,
      })),
    }
    const cookie = await sessionCookie({ token: issued, stage: 'full', signInFacts })
    const fake = answer(answers({ 'POST pcp/search': { data: [provider()], page } }))
    const data = await searchLoader({
      request: await appRequest('/find-care/primary-care/2/search?zip=97214&radius=10', { cookie }),
      params: { suffix: '2' },
      context: emptyContext(),
    })
    expect(fake.stats.maxInFlight).toBe(4)
    const searches = fake.stats.calls.filter((c) => c.path === 'pcp/search')
    expect(searches).toHaveLength(1)
    expect(searches[0].body).toMatchObject({ members: [{ memberKey: 'M-2', effectiveDate: nextMonth }] })
    expect(data.results?.data).toHaveLength(1)
  })

  it("a search from the member's primary care card starts with the other calls (one round, issue 25)", async () => {
    const cookie = await signedInCookie()
    answer(answers())
    await listLoader({
      request: await appRequest('/find-care/primary-care', { cookie }),
      params: {},
      context: emptyContext(),
    })
    memberCache.clearAll()
    const fake = answer(answers({ 'POST pcp/search': { data: [provider()], page } }))
    await searchLoader({
      request: await appRequest('/find-care/primary-care/2/search?zip=97214&radius=10', { cookie }),
      params: { suffix: '2' },
      context: emptyContext(),
    })
    expect(fake.stats.maxInFlight).toBe(4)
    expect(fake.stats.calls.filter((c) => c.path === 'pcp/search')).toHaveLength(1)
  })

  it('choosing a provider (`choose`, a new load without JavaScript) adds no gateway call to the search', async () => {
    const cookie = await signedInCookie()
    const searchAt = async (path: string) =>
      searchLoader({
        request: await appRequest(path, { cookie }),
        params: { suffix: '2' },
        context: emptyContext(),
      })
    const results = { data: [provider()], page }
    answer(answers({ 'POST pcp/search': results }))
    await searchAt('/find-care/primary-care/2/search?zip=97214&radius=10&q=')
    // Searched again, as the member's next load would: the account and pcp/members from the cache.
    let fake = answer(answers({ 'POST pcp/search': results }))
    await searchAt('/find-care/primary-care/2/search?zip=97214&radius=10&q=')
    const alone = fake.paths()
    fake = answer(answers({ 'POST pcp/search': results }))
    const data = await searchAt('/find-care/primary-care/2/search?zip=97214&radius=10&q=&choose=P1005')
    expect(fake.paths()).toEqual(alone)
    expect(alone).toEqual(['POST pcp/search'])
    // The page shows the choice from these results (`chosenProviderId`, decision 174).
    expect(data.results?.data.map((p) => p.id)).toEqual(['P1005'])
  })

  it('a search started ahead for members that no longer hold is made again with the right ones', async () => {
    const cookie = await signedInCookie()
    const searchAt = async (path: string) =>
      searchLoader({
        request: await appRequest(path, { cookie }),
        params: { suffix: '2' },
        context: emptyContext(),
      })
    answer(answers({ 'POST pcp/search': { data: [], page } }))
    await searchAt('/find-care/primary-care/2/search?zip=97214&radius=10')
    memberCache.clearAll()
    // Cameron's eligibility now starts later: the effective date worked out differently.
    const later = [{ effectiveDate: '2099-03-01', terminationDate: null }]
    const fake = answer(
      answers({
        'POST pcp/search': { data: [], page },
        'GET pcp/members': {
          ...pcpMembers,
          members: pcpMembers.members.map((m) =>
            m.memberKey === 'M-2' ? { ...m, eligibleDates: later } : m,
          ),
        },
      }),
    )
    await searchAt('/find-care/primary-care/2/search?zip=97214&radius=10')
    const bodies = fake.stats.calls.filter((c) => c.path === 'pcp/search').map((c) => c.body)
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toMatchObject({ members: [{ memberKey: 'M-2', effectiveDate: '03/01/2099' }] })
  })

  it('a bad zip is answered on the form, without a search', async () => {
    const fake = answer(answers())
    const data = await call(searchLoader, '/find-care/primary-care/0/search?zip=12&radius=10', {
      params: { suffix: '0' },
    })
    expect(errorsInEnglish((data.search as { error?: Record<string, string[]> }).error)).toMatchObject({
      zip: ['Invalid zip code'],
    })
    expect(data.results).toBeNull()
    expect(fake.paths()).not.toContain('POST pcp/search')
  })

  it('selecting sends pcp/select with MM/DD/YYYY and returns to primary care with a notice', async () => {
    const fake = answer(answers({ 'POST pcp/select': 'Saved.' }))
    const response = (await call(selectAction, '/find-care/primary-care/2/search?zip=97214', {
      params: { suffix: '2' },
      form: { providerId: 'P1006', effectiveDate: nextMonth, email: 'avery@example.com' },
    })) as unknown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/find-care/primary-care/2')
    expect(response.headers.get('set-cookie')).toContain('__flash=')
    const select = fake.stats.calls.find((c) => c.path === 'pcp/select')
    expect(select?.body).toEqual({
      pcpSelectList: [{ memberKey: 'M-2', effectiveDate: toPcpDate(firstOfNextMonth) }],
      providerId: 'P1006',
      email: 'avery@example.com',
    })
    expect(
      (select?.body as { pcpSelectList: { effectiveDate: string }[] }).pcpSelectList[0].effectiveDate,
    ).toMatch(/^\d{2}\/01\/\d{4}$/)
  })

  it("the date picker's YYYY-MM-DD still reaches pcp/select as MM/DD/YYYY (decision 157)", async () => {
    const fake = answer(answers({ 'POST pcp/select': 'Saved.' }))
    const picked = `${nextMonth.slice(6)}-${nextMonth.slice(0, 2)}-01`
    const response = (await call(selectAction, '/find-care/primary-care/2/search?zip=97214', {
      params: { suffix: '2' },
      form: { providerId: 'P1006', effectiveDate: picked },
    })) as unknown as Response
    expect(response.status).toBe(302)
    const select = fake.stats.calls.find((c) => c.path === 'pcp/select')
    expect(
      (select?.body as { pcpSelectList: { effectiveDate: string }[] }).pcpSelectList[0].effectiveDate,
    ).toBe(nextMonth)
  })

  it("a refused selection shows the gateway's message and keeps what the member typed", async () => {
    answer(answers({ 'POST pcp/select': gatewayError(400, 'This provider is not accepting new patients') }))
    const later = `${nextMonth.slice(0, 2)}/15/${nextMonth.slice(6)}`
    const result = (await call(selectAction, '/find-care/primary-care/0/search', {
      params: { suffix: '0' },
      form: { providerId: 'P1004', effectiveDate: later, email: 'pat@example.com' },
    })) as unknown as {
      init: { status: number }
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    }
    expect(result.init.status).toBe(400)
    expect(errorsInEnglish(result.data.result.error)['']).toEqual([
      'This provider is not accepting new patients',
    ])
    expect(result.data.result.initialValue).toMatchObject({
      providerId: 'P1004',
      effectiveDate: later,
      email: 'pat@example.com',
    })
  })

  it('an empty selection POST is refused with a message above the results, without calling the gateway', async () => {
    const fake = answer(answers())
    const result = (await call(selectAction, '/find-care/primary-care/0/search', {
      params: { suffix: '0' },
      form: {},
    })) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
    expect(result.init.status).toBe(400)
    expect(errorsInEnglish(result.data.result.error)['']).toEqual([
      'Choose a provider from the search results, then select them.',
    ])
    expect(fake.paths()).not.toContain('POST pcp/select')
  })

  it('an invalid date or e-mail is answered on the form without calling the gateway', async () => {
    const fake = answer(answers())
    const result = (await call(selectAction, '/find-care/primary-care/0/search', {
      params: { suffix: '0' },
      form: { providerId: 'P1001', effectiveDate: '13/45/2025', email: 'nope' },
    })) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    }
    expect(errorsInEnglish(result.data.result.error)).toMatchObject({
      effectiveDate: ['Invalid effective date'],
      email: ['Invalid email address'],
    })
    expect(result.data.result.initialValue).toMatchObject({ effectiveDate: '13/45/2025', email: 'nope' })
    expect(fake.paths()).not.toContain('POST pcp/select')
  })

  it('a member without PCP eligibility cannot search or select (403)', async () => {
    answer(
      answers({
        'GET pcp/members': {
          ...pcpMembers,
          members: pcpMembers.members.filter((m) => m.memberKey !== 'M-3'),
        },
      }),
    )
    expect(
      statusOf(
        await thrown(() =>
          call(searchLoader, '/find-care/primary-care/3/search', { params: { suffix: '3' } }),
        ),
      ),
    ).toBe(403)
  })
})
