import { describe, expect, it, vi } from 'vitest'

// Before any module reads the environment (imports are hoisted above plain statements).
vi.hoisted(() => {
  process.env.REDIRECT_ALLOWED_ORIGINS = 'https://partner-app.example.com'
})
import { sessionStorage } from '~/platform/session/session.server'
import {
  account,
  appRequest,
  args,
  gatewayError,
  group,
  nextCookie,
  preferences,
  sessionCookie,
  sessionOf,
  staffClaims,
  thrown,
  token,
  type Answers,
  type Claims,
  startFakeGateway,
} from '../../../tests/fake-gateway'

const { action: loginAction } = await import('~/routes/login')
const { loader: crmHandOff } = await import('~/routes/crm-hand-off')
const { loader: homeLoader } = await import('~/routes/_member.home')
const { loader: claimsLoader } = await import('~/routes/_member.claims._index')
const { action: changePassword } = await import('~/routes/_member.account.settings.change-password')
const { loader: settingsLoader } = await import('~/routes/_member.account.settings._index')
const { loader: idCardPdf } = await import('~/routes/resources.id-card')
const { loader: applePass } = await import('~/routes/resources.id-card-apple-wallet')

const answer = startFakeGateway()

/** Logs in on `domain` with a token carrying `claims`; the gateway answers the routing calls. */
async function login(
  claims: Claims,
  answers: Answers,
  options: { domain?: 1 | 2 | 5; redirect?: string | null; cookie?: string } = {},
) {
  const issued = token({ domainId: options.domain ?? 1, ...claims })
  const fake = answer({ 'POST token': { token: issued, redirect: options.redirect ?? null }, ...answers })
  const request = await appRequest('/login', {
    domain: options.domain,
    form: { username: 'someone', password: 'Dashboard#2026' },
    cookie: options.cookie,
  })
  const response = await thrown(() => loginAction(args(request)))
  return { response, fake, issued, session: await sessionOf(response) }
}

const mainBrand = (over: Answers = {}): Answers => ({
  'GET account/status': 'ACT',
  'GET groups': [group('10001234')],
  'GET account/preferences': preferences(),
  ...over,
})

describe('post-login routing after the login form (spec section 4)', () => {
  it('avery: fetches password status, groups and preferences in parallel, then /home with a full token', async () => {
    const { response, fake, session } = await login({}, mainBrand())
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/home')
    expect(session.stage).toBe('full')
    // With them, what the first pages' calls need (issue 45): the account and pcp/members.
    expect(fake.paths().slice(1).sort()).toEqual([
      'GET account',
      'GET account/preferences',
      'GET account/status',
      'GET groups',
      'GET pcp/members',
    ])
    expect(fake.stats.maxInFlight).toBe(5)
    expect(session.signInFacts).toMatchObject({ scope: expect.any(String), pcpMembers: expect.any(Array) })
  })

  it('morgan (INI): lands on change-password', async () => {
    const { response, session } = await login({}, mainBrand({ 'GET account/status': 'INI' }))
    expect(response.headers.get('location')).toBe('/account/settings/change-password')
    expect(session.stage).toBe('full')
  })

  // Issue 42: opening /home, /claims... directly skipped the change; after it, /home (personas: frances).
  it.each(['INI', 'FRC'] as const)(
    '%s: every member page goes to change-password until the change succeeds, then /home',
    async (status) => {
      const { response } = await login({}, mainBrand({ 'GET account/status': status }))
      const owed = nextCookie(response)
      for (const [loader, path] of [
        [homeLoader, '/home'],
        [claimsLoader, '/claims'],
      ] as const) {
        const request = await appRequest(path, { cookie: owed })
        const refused = await thrown(() => loader(args(request)))
        expect(refused.headers.get('location')).toBe('/account/settings/change-password')
      }
      answer({
        'GET account': account(),
        'PUT account/password': {},
        'POST auth/revoke': {},
      })
      const form = {
        currentPassword: 'Dashboard#2026',
        newPassword: 'Frances#2027',
        confirmPassword: 'Frances#2027',
      }
      const request = await appRequest('/account/settings/change-password', { cookie: owed, form })
      const changed = (await changePassword(args(request))) as Response
      expect(changed.headers.get('location')).toBe('/home')
      const paid = nextCookie(changed)
      const session = await sessionStorage.getSession(paid)
      expect(session.get('passwordChangeRequired')).toBeUndefined()
    },
  )

  it('jordan (two groups, one CRM-routed): /group-selection with the token still temporary', async () => {
    const groups = [group('10002001'), group('10002002', { crmRouted: true, inactive: true })]
    const { response, session } = await login({ groupId: '10002001' }, mainBrand({ 'GET groups': groups }))
    expect(response.headers.get('location')).toBe('/group-selection')
    expect(session.stage).toBe('temporary')
  })

  it('casey (no e-mail address): /update-email with the token still temporary', async () => {
    const { response, session } = await login({}, mainBrand({ 'GET account/preferences': preferences(null) }))
    expect(response.headers.get('location')).toBe('/update-email')
    expect(session.stage).toBe('temporary')
  })

  it('drew (CRM-routed group): the hand-off page, as a document reload', async () => {
    const answers = mainBrand({ 'GET groups': [group('10008008', { crmRouted: true })] })
    const { response, session, issued } = await login({ groupId: '10008008' }, answers)
    expect(response.headers.get('location')).toBe('/crm-hand-off')
    expect(response.headers.get('x-remix-reload-document')).toBe('true')
    expect(session.stage).toBe('full')
    expect(session.crmPrevented).toBe(false)

    const cookie = await sessionCookie({ token: issued, stage: 'full', crmPrevented: false })
    const page = (await crmHandOff(args(await appRequest('/crm-hand-off', { cookie })))) as Response
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('action="http://127.0.0.1:3100/api/crm/sso"')
    expect(html).toContain(`<input type="hidden" name="token" value="${issued}">`)
    expect(html.split(issued)).toHaveLength(2) // the token appears exactly once: in the hidden field
    expect(html).toContain('>Continue</button>')
  })

  // Issue 51 (persona carmen): the hand-off came before the forced change, and after it every page
  // opened without the change. The change comes first; after it, the hand-off as drew's.
  it('carmen (FRC, CRM-routed group): change-password first; nothing opens before it; then the hand-off', async () => {
    const crmGroup = group('10018018', { crmRouted: true })
    const answers = mainBrand({ 'GET account/status': 'FRC', 'GET groups': [crmGroup] })
    const { response, session } = await login({ groupId: '10018018' }, answers)
    expect(response.headers.get('location')).toBe('/account/settings/change-password')
    expect(session.passwordChangeRequired).toBe(true)
    const owed = nextCookie(response)
    for (const [loader, path] of [
      [crmHandOff, '/crm-hand-off'],
      [homeLoader, '/home'],
      [claimsLoader, '/claims'],
      [idCardPdf, '/resources/id-card'],
      [applePass, '/resources/id-card-apple-wallet'],
      [settingsLoader, '/account/settings'],
    ] as const) {
      const refused = await thrown(async () => loader(args(await appRequest(path, { cookie: owed }))))
      expect(refused.headers.get('location'), path).toBe('/account/settings/change-password')
    }
    answer({
      'GET account': account(),
      'PUT account/password': {},
      'POST auth/revoke': {},
      'GET groups': [crmGroup],
    })
    const form = {
      currentPassword: 'Dashboard#2026',
      newPassword: 'Carmen#2027',
      confirmPassword: 'Carmen#2027',
    }
    const changed = await thrown(async () =>
      changePassword(args(await appRequest('/account/settings/change-password', { cookie: owed, form }))),
    )
    expect(changed.headers.get('location')).toBe('/crm-hand-off')
    expect(changed.headers.get('x-remix-reload-document')).toBe('true')
    const paid = nextCookie(changed)
    const page = (await crmHandOff(args(await appRequest('/crm-hand-off', { cookie: paid })))) as Response
    expect(await page.text()).toContain('<input type="hidden" name="token"')
  })

  it('the hand-off page refuses a member whose forwarding is prevented or whose group is not CRM-routed', async () => {
    answer({ 'GET groups': [group('10008008', { crmRouted: true })] })
    const prevented = await sessionCookie({
      token: token({ groupId: '10008008' }),
      stage: 'full',
      crmPrevented: true,
    })
    const a = await thrown(async () =>
      crmHandOff(args(await appRequest('/crm-hand-off', { cookie: prevented }))),
    )
    expect(a.headers.get('location')).toBe('/home')
    const plain = await sessionCookie({
      token: token({ groupId: '10001234' }),
      stage: 'full',
      crmPrevented: false,
    })
    const b = await thrown(async () => crmHandOff(args(await appRequest('/crm-hand-off', { cookie: plain }))))
    expect(b.headers.get('location')).toBe('/home')
    const c = await thrown(async () => crmHandOff(args(await appRequest('/crm-hand-off'))))
    expect(c.headers.get('location')).toBe('/login')
  })

  for (const domain of [1, 2, 5] as const) {
    it(`a staff account on domain ${domain} goes to /login-as without any routing call`, async () => {
      const { response, fake, session } = await login(staffClaims('logInAsAnyone', domain), {}, { domain })
      expect(response.headers.get('location')).toBe('/login-as')
      expect(session.stage).toBe('temporary')
      expect(session.crmPrevented).toBe(true)
      expect(fake.paths()).toEqual(['POST token'])
    })
  }

  it('harper (domain 5, policy unsigned): fetches status and policies only, then /registration-policies', async () => {
    const answers = {
      'GET account/status': 'ACT',
      'GET account/registration/policies': {
        registrationPolicy: { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null },
      },
    }
    const { response, fake, session } = await login({}, answers, { domain: 5 })
    expect(response.headers.get('location')).toBe('/registration-policies')
    expect(session.stage).toBe('temporary')
    expect(fake.paths().slice(1).sort()).toEqual([
      'GET account',
      'GET account/registration/policies',
      'GET account/status',
      'GET pcp/members',
    ])
    // Kept only with a full token: the next routing (after the policies) learns them again.
    expect(session.signInFacts).toBeUndefined()
  })

  it('domain 5 with the policy signed lands on /home', async () => {
    const answers = {
      'GET account/status': 'ACT',
      'GET account/registration/policies': {
        registrationPolicy: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true },
      },
    }
    const { response } = await login({}, answers, { domain: 5 })
    expect(response.headers.get('location')).toBe('/home')
  })

  it('domain 2 (spec silent, decision 011): password status only, then /home', async () => {
    const { response, fake } = await login({}, { 'GET account/status': 'ACT' }, { domain: 2 })
    expect(response.headers.get('location')).toBe('/home')
    expect(fake.paths()[0]).toBe('POST token')
    expect(fake.paths().slice(1).sort()).toEqual(['GET account', 'GET account/status', 'GET pcp/members'])
  })

  it('step 4: an allow-listed redirect URL is followed once routing lands on /home', async () => {
    const { response } = await login({}, mainBrand(), {
      redirect: 'https://partner-app.example.com/welcome?x=1',
    })
    expect(response.headers.get('location')).toBe('https://partner-app.example.com/welcome?x=1')
  })

  it('step 4: a redirect URL of any other origin is ignored (no open redirect)', async () => {
    for (const redirect of [
      'https://evil.example.com/',
      '//evil.example.com',
      'javascript:alert(1)',
      'https://partner-app.example.com@evil.example.com/',
    ]) {
      const { response } = await login({}, mainBrand(), { redirect })
      expect(response.headers.get('location')).toBe('/home')
    }
  })

  it('step 4: not applied while routing is unfinished (/update-email first)', async () => {
    const answers = mainBrand({ 'GET account/preferences': preferences(null) })
    const { response } = await login({}, answers, { redirect: 'https://partner-app.example.com/welcome' })
    expect(response.headers.get('location')).toBe('/update-email')
  })

  it('a new login replaces the old session and clears its cached calls', async () => {
    const old = await sessionCookie({ token: token(), stage: 'full' })
    const { session, issued } = await login({}, mainBrand(), { cookie: old })
    expect(session.token).toBe(issued)
  })

  it('a failing routing call opens the error page for its status (500)', async () => {
    const { response } = await login({}, mainBrand({ 'GET groups': gatewayError(500, 'boom') }))
    expect(response.init?.status).toBe(500)
  })

  it('a 401 while routing on domain 5 ends the session and goes to /login', async () => {
    const { response } = await login(
      {},
      {
        'GET account/status': gatewayError(401, 'expired'),
        'GET account/registration/policies': gatewayError(401, 'expired'),
      },
      { domain: 5 },
    )
    expect(response.headers.get('location')).toBe('/login')
    expect(response.headers.get('set-cookie')).toMatch(/__session=;/)
  })
})
