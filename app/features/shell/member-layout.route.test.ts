import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/_member'
import { loader as unknownAddress } from '~/routes/_member.$'
import { loader as errorPage } from '~/routes/_member.error.$status'
import { action as dismissAlert } from '~/routes/resources.dismiss-alert'
import {
  appRequest,
  averyAccount,
  averyMember,
  group,
  memberCookie,
  memberPageAnswers,
  program,
  staffClaims,
  thrown,
  startFakeGateway,
  type Claims,
  signedInRequest,
  signedInCookie,
  averyClaims,
  emptyContext,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway(memberPageAnswers)

type Options = { claims?: Claims; domain?: 1 | 2 | 5; cookie?: string; params?: Record<string, string> }

/** The layout's data (null: no shell) for a signed-in Avery unless the options say otherwise. */
async function layout(path: string, options: Options = {}) {
  const request =
    options.cookie !== undefined
      ? await appRequest(path, { domain: options.domain, cookie: options.cookie })
      : await signedInRequest(path, { claims: { ...averyClaims, ...options.claims }, domain: options.domain })
  return loader({ request, params: options.params ?? {}, context: emptyContext() }) as ReturnType<
    typeof loader
  >
}

async function run(path = '/home', options: Options = {}) {
  const data = await layout(path, options)
  if (!data) throw new Error('expected the shell data')
  return data
}

const titles = (items: { title: string }[]) => items.map((i) => i.title)

describe('member layout loader (header data)', () => {
  it('starts every header call at once (no waterfall) and builds the menus', async () => {
    const { stats } = answer()
    const data = await run()
    expect(stats.calls).toHaveLength(15)
    expect(stats.maxInFlight).toBe(15)
    expect(data.firstName).toBe('Avery')
    expect(titles(data.menus.primary)).toEqual(['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs'])
    const claims = data.menus.primary.find((i) => i.title === 'Claims/EOBs')
    expect(titles(claims?.children ?? [])).toEqual(['Claims', 'EOBs', 'Pharmacy', 'Forms and documents'])
    expect(titles(data.menus.accountDesktop)).toContain('eBill')
    expect(titles(data.menus.accountDesktop)[0]).toBe('My account')
    expect(data.menus.groupSwitch).toBeNull()
    expect(data.accreditation).toMatchObject({ level: 'Commendable' })
  })

  it('hides Medicare Materials when the eligibility call says not eligible (noah)', async () => {
    answer({ 'GET medicare-materials/eligibility': false })
    const data = await run()
    const benefits = data.menus.primary.find((i) => i.title === 'Benefits')
    expect(titles(benefits?.children ?? [])).not.toContain('Medicare Materials')
  })

  it('shows Medicare Materials when eligible', async () => {
    answer({ 'GET medicare-materials/eligibility': true })
    const data = await run()
    const benefits = data.menus.primary.find((i) => i.title === 'Benefits')
    expect(titles(benefits?.children ?? [])).toContain('Medicare Materials')
  })

  it('lists the certificate of coverage and prior authorization only where the member has them', async () => {
    const benefitsOf = (data: Awaited<ReturnType<typeof run>>) =>
      titles(data.menus.primary.find((i) => i.title === 'Benefits')?.children ?? [])
    answer({
      'GET certificate-of-coverage': {
        planYear: 2026,
        memberName: 'Avery Quinn',
        subscriberId: 'EV1000001',
        groupId: '10001234',
        groupName: 'Riverbend Manufacturing',
        coverage: [
          {
            category: 'medical',
            planName: 'Riverbend PPO',
            effectiveDate: '2025-01-01',
            terminationDate: null,
          },
        ],
      },
      'GET prior-authorizations': [
        {
          authorizationId: 'PA-1',
          memberKey: 'M-AVERY',
          memberName: 'Avery Quinn',
          service: 'MRI, knee',
          serviceCode: null,
          providerName: 'Rose City Imaging',
          status: 'PENDING',
          statusDescription: 'Pending review',
          requestedDate: '2026-01-10',
          decisionDate: null,
          validFrom: null,
          validTo: null,
        },
      ],
    })
    expect(benefitsOf(await run()).slice(-3)).toEqual([
      'Member Handbooks',
      'Certificate of coverage',
      'Prior authorization',
    ])
    answer()
    const without = benefitsOf(await run())
    expect(without).not.toContain('Certificate of coverage')
    expect(without).not.toContain('Prior authorization')
    expect(without[0]).toBe('Benefits summary')
  })

  it('renders the error page with the status when a header call fails otherwise', async () => {
    answer({ 'GET alerts': () => new HttpResponse(null, { status: 503 }) })
    const error = await thrown(() => run())
    expect(error.init?.status).toBe(503)
  })

  it('labels Claims for dependents and hides Settings for a dependent under 18', async () => {
    const cameron = averyMember({
      memberKey: 'M-CAM',
      memberSuffix: 2,
      firstName: 'Cameron',
      dateOfBirth: '2010-06-01',
    })
    answer({ 'GET account': averyAccount({ members: [averyMember(), cameron] }) })
    const data = await run('/home', { claims: { memberKey: 'M-CAM' } })
    expect(data.firstName).toBe('Cameron')
    expect(titles(data.menus.primary)).toContain('Claims')
    expect(titles(data.menus.account)).not.toContain('Settings')
  })

  it('hides Benefits, Find care and eBill for a termed member', async () => {
    const termed = {
      eligible: true,
      classPlanId: 'CP',
      effectiveDate: '2024-01-01',
      terminationDate: '2025-12-31',
      classPlanEffectiveDate: null,
    }
    const taylor = averyMember({
      medicalEligibility: { ...termed, insuranceType: 'PPO' },
      dentalEligibility: termed,
      visionEligibility: termed,
      pharmacyEligibility: termed,
    })
    answer({
      'GET account': averyAccount({ members: [taylor] }),
      'GET eligibility/family': [
        {
          memberKey: 'M-AVERY',
          suffix: 0,
          productCategory: 'M',
          source: 'F',
          effectiveDate: '2024-01-01',
          termedDate: '2025-12-31',
        },
      ],
    })
    const data = await run()
    expect(titles(data.menus.primary)).toEqual(['Home', 'Account', 'Claims/EOBs'])
    expect(titles(data.menus.account)).not.toContain('eBill')
  })

  it('gives the reduced benefits menu on the Medicare-type brand and the group-switch label with two groups', async () => {
    answer({
      'GET groups': [
        group('10001234', { groupName: 'Riverbend Manufacturing', memberKey: 'M-AVERY' }),
        group('10002002', { groupName: 'Second', memberKey: 'M-AVERY' }),
      ],
      'GET programs': [program(5)],
    })
    const data = await run('/home', { domain: 2, claims: { domainId: 2 } })
    const benefits = data.menus.primary.find((i) => i.title === 'Benefits')
    expect(titles(benefits?.children ?? [])).toEqual([
      'Benefits summary',
      'Programs',
      'Referrals',
      'Member Handbooks',
    ])
    expect(benefits?.children?.[0].target).toMatch(/^\/benefits\/summary\?asOfDate=\d{4}-\d{2}-\d{2}$/)
    expect(data.menus.groupSwitch).toEqual({
      groupName: 'Riverbend Manufacturing',
      dates: 'Active since 01/01/2025',
      target: '/select-group',
    })
    expect(data.menus.groupData.groups.map((g) => g.groupId)).toEqual(['10001234', '10002002'])
    const claims = data.menus.primary.find((i) => i.title === 'Claims/EOBs')
    expect(titles(claims?.children ?? [])).not.toContain('Pharmacy')
  })

  it('keeps a dismissed alert dismissed (cookie) and shows the others', async () => {
    const alert = (id: string, canDismiss: boolean) => ({
      id,
      type: 'info',
      title: id,
      content: 'c',
      canDismiss,
      links: [],
      buttons: [],
    })
    answer({ 'GET alerts': [alert('a1', true), alert('a2', false)] })
    const session = await memberCookie()
    const post = await appRequest('/resources/dismiss-alert', {
      cookie: session,
      form: { alertId: 'a1', returnTo: '/home' },
    })
    const response = await thrown(() => dismissAlert({ request: post, params: {}, context: emptyContext() }))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/home')
    const dismissed = response.headers.get('set-cookie')?.split(';')[0] ?? ''
    const data = await run('/home', { cookie: `${session}; ${dismissed}` })
    expect(data.alerts.map((a) => a.id)).toEqual(['a2'])
  })
})

describe('pages open to everyone: an unknown address and /error/{status}', () => {
  it('an unknown address answers 404 at the same address', async () => {
    const error = await thrown(() => unknownAddress())
    expect(error.init?.status).toBe(404)
  })

  it('gives a signed-in member the shell (menus) on an unknown address', async () => {
    answer()
    const data = await run('/no-such-page', { params: { '*': 'no-such-page' } })
    expect(titles(data.menus.primary)).toContain('Home')
  })

  it('gives anyone else no shell there (the public frame), without sending them to /login', async () => {
    const { stats } = answer()
    const params = { '*': 'no-such-page' }
    expect(await layout('/no-such-page', { cookie: '', params })).toBeNull()
    const temporary = await signedInCookie({}, { stage: 'temporary' })
    expect(await layout('/no-such-page', { cookie: temporary, params })).toBeNull()
    const staff = await signedInCookie(staffClaims())
    expect(await layout('/error/500', { cookie: staff, params: { status: '500' } })).toBeNull()
    expect(stats.calls).toHaveLength(0)
  })

  it('still sends a visitor who is not signed in from a member page to /login', async () => {
    answer()
    const response = await thrown(() => layout('/home', { cookie: '' }))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fhome')
  })

  it.each([
    ['500', 500, undefined],
    ['503', 503, undefined],
    ['418', 418, undefined],
    ['1', 503, { errorPage: 1 }],
    ['200', 400, { errorPage: 0 }],
    ['600', 400, { errorPage: 0 }],
    ['abc', 400, { errorPage: 0 }],
    ['5000', 400, { errorPage: 0 }],
  ])('/error/%s answers %i', async (status, expected, body) => {
    const request = await appRequest(`/error/${status}`)
    const error = await thrown(() => errorPage({ request, params: { status }, context: emptyContext() }))
    expect(error.init?.status).toBe(expected)
    expect(error.data ?? undefined).toEqual(body)
  })
})
