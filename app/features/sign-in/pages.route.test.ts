import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import { COMMUNICATION_POLICY_MESSAGE } from '~/platform/forms/validators'
import { LOGIN_AS_NAMES_REQUIRED } from './sign-in-schemas'
import { action as groupAction, loader as groupLoader } from '~/routes/group-selection'
import { action as emailAction, loader as emailLoader } from '~/routes/update-email'
import { action as policiesAction, loader as policiesLoader } from '~/routes/registration-policies'
import { action as loginAsAction, loader as loginAsLoader } from '~/routes/login-as'
import { loader as ssoLoader } from '~/routes/sso-landing'
import { action as selectAction, loader as selectLoader } from '~/routes/_member.select-group'
import { loader as logoutLoader } from '~/routes/logout'
import {
  account,
  actionResult,
  appRequest,
  args,
  gatewayError,
  group,
  member,
  preferences,
  sessionCookie,
  sessionOf,
  staffClaims,
  thrown,
  token,
  type Answers,
  startFakeGateway,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const temporary = (claims = {}, extra = {}) =>
  sessionCookie({ token: token(claims), stage: 'temporary', ...extra })
const full = (claims = {}) => sessionCookie({ token: token(claims), stage: 'full' })
const routing = (over: Answers = {}): Answers => ({
  'GET account/status': 'ACT',
  'GET groups': [group('10001234')],
  'GET account/preferences': preferences(),
  ...over,
})
const replyOf = (value: unknown) => actionResult(value).result

describe('temporary-token guard (group-selection, update-email, registration-policies, sso-landing)', () => {
  const loaders = { groupLoader, emailLoader, policiesLoader, ssoLoader }
  for (const [name, loader] of Object.entries(loaders)) {
    it(`${name}: a full token goes to /home, no token to /logout, a tampered cookie to /logout`, async () => {
      const withFull = await thrown(async () =>
        loader(args(await appRequest('/x', { cookie: await full() }))),
      )
      expect(withFull.headers.get('location')).toBe('/home')
      const none = await thrown(async () => loader(args(await appRequest('/x'))))
      expect(none.headers.get('location')).toBe('/logout')
      const tampered = (await temporary()).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
      const forged = await thrown(async () => loader(args(await appRequest('/x', { cookie: tampered }))))
      expect(forged.headers.get('location')).toBe('/logout')
    })
  }

  it('an expired temporary token counts as none (/logout)', async () => {
    const cookie = await temporary({ exp: Math.floor(Date.now() / 1000) - 10 })
    const response = await thrown(async () =>
      emailLoader(args(await appRequest('/update-email', { cookie }))),
    )
    expect(response.headers.get('location')).toBe('/logout')
  })
})

describe('global failure handling on the temporary-token pages (section 8)', () => {
  it('a 401 on the main brand ends the session and renders the 401 page at the same address', async () => {
    answer({ 'GET groups/individual': gatewayError(401, 'expired') })
    const cookie = await temporary()
    const response = await thrown(async () =>
      groupLoader(args(await appRequest('/group-selection', { cookie }))),
    )
    expect(response.init?.status).toBe(401)
    expect(new Headers((response.init as ResponseInit).headers).get('set-cookie')).toMatch(/^__session=;/)
  })

  it('a 401 on the partner brand ends the session and goes to /login', async () => {
    answer({
      'GET account': gatewayError(401, 'revoked'),
      'GET account/registration/policies': gatewayError(401, 'revoked'),
    })
    const cookie = await temporary({ domainId: 5 })
    const response = await thrown(async () =>
      policiesLoader(args(await appRequest('/registration-policies', { domain: 5, cookie }))),
    )
    expect(response.headers.get('location')).toBe('/login')
  })

  it('a gateway time-out renders the 408 page', async () => {
    answer({ 'GET groups/individual': gatewayError(408, 'slow') })
    const response = await thrown(async () =>
      groupLoader(args(await appRequest('/group-selection', { cookie: await temporary() }))),
    )
    expect(response.init?.status).toBe(408)
  })
})

describe('/group-selection', () => {
  const groups = [
    group('10002001', { groupName: 'Northwind Schools' }),
    group('10002002', { groupName: 'Northwind Retirees', crmRouted: true, inactive: true }),
  ]

  it('lists the groups for selection (GET groups/individual) with the product display name', async () => {
    const fake = answer({ 'GET groups/individual': groups })
    const data = await groupLoader(
      args(await appRequest('/group-selection', { cookie: await temporary({ groupId: '10002001' }) })),
    )
    expect(data.productDisplayName).toBe('Riverbend Health')
    expect(data.groups.map((g) => [g.groupName, g.inactive])).toEqual([
      ['Northwind Schools', false],
      ['Northwind Retirees', true],
    ])
    expect(fake.paths()).toEqual(['GET groups/individual'])
  })

  it('an empty POST is refused with a message above the cards (issue 22), on both pages, without a switch', async () => {
    const fake = answer(routing({ 'GET groups': groups }))
    const temporaryCookie = await temporary({ groupId: '10002001' })
    const fullCookie = await sessionCookie({ token: token({ groupId: '10002001' }), stage: 'full' })
    for (const [run, path, cookie] of [
      [groupAction, '/group-selection', temporaryCookie],
      [selectAction, '/select-group', fullCookie],
    ] as const) {
      const reply = actionResult(await run(args(await appRequest(path, { cookie, form: {} }))))
      expect(reply.httpStatus).toBe(400)
      expect(errorsInEnglish(reply.result.error)?.['']).toEqual(['Select one of your group plans.'])
    }
    expect(fake.paths()).not.toContain('POST group-selection')
  })

  it('choosing the group tied to the token goes straight on (no switch) and routes to /home', async () => {
    const fake = answer(routing({ 'GET groups': groups, 'GET groups/individual': groups }))
    const cookie = await temporary({ groupId: '10002001' })
    const response = await thrown(async () =>
      groupAction(args(await appRequest('/group-selection', { cookie, form: { groupId: '10002001' } }))),
    )
    expect(response.headers.get('location')).toBe('/home')
    expect(fake.paths()).not.toContain('POST group-selection')
    expect((await sessionOf(response)).stage).toBe('full')
  })

  it('choosing another group asks group-selection for a new token, then routes on with it (CRM-routed: hand-off)', async () => {
    const switched = token({ groupId: '10002002' })
    const fake = answer(
      routing({
        'GET groups': groups,
        'GET groups/individual': groups,
        'POST group-selection': { token: switched },
      }),
    )
    const cookie = await temporary({ groupId: '10002001' })
    const response = await thrown(async () =>
      groupAction(args(await appRequest('/group-selection', { cookie, form: { groupId: '10002002' } }))),
    )
    expect(fake.stats.calls.find((c) => c.path === 'group-selection')?.body).toEqual({
      groupId: '10002002',
      domain: 1,
    })
    expect(response.headers.get('location')).toBe('/crm-hand-off')
    const session = await sessionOf(response)
    expect(session).toMatchObject({ token: switched, groupSelected: true, stage: 'full' })
  })

  it('a forged group id gets a 400 with a clear message', async () => {
    answer({ 'GET groups/individual': groups })
    const cookie = await temporary({ groupId: '10002001' })
    const result = actionResult(
      await groupAction(
        args(await appRequest('/group-selection', { cookie, form: { groupId: '99999999' } })),
      ),
    )
    expect(result.httpStatus).toBe(400)
    expect(errorsInEnglish(result.result.error)?.['']).toEqual(['Select one of your group plans.'])
  })

  it('a failing switch opens the error page for its status', async () => {
    answer(
      routing({
        'GET groups': groups,
        'GET groups/individual': groups,
        'POST group-selection': gatewayError(503, 'down'),
      }),
    )
    const cookie = await temporary({ groupId: '10002001' })
    const response = await thrown(async () =>
      groupAction(args(await appRequest('/group-selection', { cookie, form: { groupId: '10002002' } }))),
    )
    expect(response.init?.status).toBe(503)
  })
})

describe('/update-email', () => {
  it.each([
    ['', 'Email address is a required field'],
    ['not-an-email', 'Email address is a required field'],
    [`${'a'.repeat(250)}@example.com`, 'Email address exceeds the maximum number of characters'],
  ])(
    'refuses %j with the section 5 message and keeps the text (cut to the field maximum)',
    async (value, message) => {
      answer({})
      const cookie = await temporary()
      const result = replyOf(
        await emailAction(args(await appRequest('/update-email', { cookie, form: { emailAddress: value } }))),
      )
      expect(errorsInEnglish(result.error)?.emailAddress).toEqual([message])
      // A browser cannot type past maxlength; a hand-made longer value comes back cut (decision 101).
      if (value) expect(result.initialValue).toEqual({ emailAddress: value.slice(0, 254) })
    },
  )

  it('stores the address, flashes the 3 s success message and routes on', async () => {
    const fake = answer(routing({ 'PUT account/preferences': preferences('casey@example.com') }))
    const cookie = await temporary()
    const response = await thrown(async () =>
      emailAction(
        args(await appRequest('/update-email', { cookie, form: { emailAddress: ' casey@example.com ' } })),
      ),
    )
    expect(fake.stats.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      emailAddress: 'casey@example.com',
    })
    expect(response.headers.get('location')).toBe('/home')
    const flash = response.headers.getSetCookie().find((c) => c.startsWith('__flash='))
    expect(flash).toBeDefined()
  })

  it('a failing update opens the error page for its status', async () => {
    answer({ 'PUT account/preferences': gatewayError(500, 'boom') })
    const cookie = await temporary()
    const response = await thrown(async () =>
      emailAction(args(await appRequest('/update-email', { cookie, form: { emailAddress: 'a@b.co' } }))),
    )
    expect(response.init?.status).toBe(500)
  })
})

describe('/registration-policies', () => {
  const policies = (signed: boolean, eob: boolean | null) => ({
    registrationPolicy: { isCommunicationPolicySigned: signed, isEeobPreferenceConsented: eob },
  })

  it('subscriber: the EOB choice starts at consent; a dependent gets no EOB choice', async () => {
    answer({ 'GET account': account(), 'GET account/registration/policies': policies(false, null) })
    const sub = await policiesLoader(
      args(
        await appRequest('/registration-policies', {
          domain: 5,
          cookie: await temporary({ domainId: 5, memberKey: 'M-1' }),
        }),
      ),
    )
    expect(sub).toEqual({
      subscriber: true,
      defaults: { communicationPolicy: false, electronicEob: 'consent' },
      messages: expect.any(String),
    })
    const dep = await policiesLoader(
      args(
        await appRequest('/registration-policies', {
          domain: 5,
          cookie: await temporary({ domainId: 5, memberKey: 'M-2' }),
        }),
      ),
    )
    expect(dep).toEqual({
      subscriber: false,
      defaults: { communicationPolicy: false, electronicEob: null },
      messages: expect.any(String),
    })
  })

  it('the communication box must be ticked; a forged EOB value gets a message, never a 500', async () => {
    answer({ 'GET account': account(), 'GET account/registration/policies': policies(false, null) })
    const cookie = await temporary({ domainId: 5, memberKey: 'M-1' })
    const empty = replyOf(
      await policiesAction(args(await appRequest('/registration-policies', { domain: 5, cookie, form: {} }))),
    )
    expect(errorsInEnglish(empty.error)?.communicationPolicy).toEqual([
      inEnglish(COMMUNICATION_POLICY_MESSAGE),
    ])
    const forged = replyOf(
      await policiesAction(
        args(
          await appRequest('/registration-policies', {
            domain: 5,
            cookie,
            form: { communicationPolicy: 'on', electronicEob: 'fax' },
          }),
        ),
      ),
    )
    expect(forged.status).toBe('error')
    expect(errorsInEnglish(forged.error)?.electronicEob?.length).toBe(1)
  })

  it('saves the policies, flashes the 5 s welcome and routes on to /home', async () => {
    // The PUT clears the token's cache, so routing reads the policies again: signed from then on.
    let reads = 0
    const fake = answer({
      'GET account': account(),
      'GET account/registration/policies': () => policies(++reads > 1, true),
      'PUT account/registration/policies': {},
      'GET account/status': 'ACT',
    })
    const cookie = await temporary({ domainId: 5, memberKey: 'M-1' })
    const form = { communicationPolicy: 'on', electronicEob: 'paper' }
    const response = await thrown(async () =>
      policiesAction(args(await appRequest('/registration-policies', { domain: 5, cookie, form }))),
    )
    expect(fake.stats.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: false,
    })
    expect(response.headers.get('location')).toBe('/home')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__flash='))).toBe(true)
  })

  it('a dependent cannot send an EOB choice (it is dropped from the payload)', async () => {
    let body: unknown
    answer({
      'GET account': account([member('M-1', 0), member('M-2', 1)]),
      'GET account/registration/policies': policies(false, null),
      'PUT account/registration/policies': (b) => ((body = b), {}),
      'GET account/status': 'ACT',
    })
    const cookie = await temporary({ domainId: 5, memberKey: 'M-2' })
    await thrown(async () =>
      policiesAction(
        args(
          await appRequest('/registration-policies', {
            domain: 5,
            cookie,
            form: { communicationPolicy: 'on', electronicEob: 'paper' },
          }),
        ),
      ),
    )
    expect(body).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null })
  })
})

describe('/login-as', () => {
  const staff = (role: 'logInAsAnyone' | 'logInAsNonEmp' = 'logInAsAnyone', domain: 1 | 2 | 5 = 5) =>
    sessionCookie({ token: token(staffClaims(role, domain)), stage: 'temporary' })
  const post = async (form: Record<string, string>, cookie?: string, domain: 1 | 2 | 5 = 5) =>
    loginAsAction(args(await appRequest('/login-as', { domain, cookie: cookie ?? (await staff()), form })))

  it('a member, or nobody, gets the 404 page', async () => {
    const member = await thrown(async () =>
      loginAsLoader(args(await appRequest('/login-as', { cookie: await full() }))),
    )
    expect(member.init?.status).toBe(404)
    const nobody = await thrown(async () => loginAsLoader(args(await appRequest('/login-as'))))
    expect(nobody.init?.status).toBe(404)
    const posted = await thrown(async () =>
      post({ subscriberId: 'PD5000051', intent: 'continue' }, await full()),
    )
    expect(posted.init?.status).toBe(404)
  })

  it('titles the page by the token type', async () => {
    const any = await loginAsLoader(
      args(await appRequest('/login-as', { domain: 5, cookie: await staff('logInAsAnyone') })),
    )
    expect(any.title).toBe('Login as anyone')
    const nonEmp = await loginAsLoader(
      args(await appRequest('/login-as', { domain: 2, cookie: await staff('logInAsNonEmp', 2) })),
    )
    expect(nonEmp.title).toBe('Login as non-employee')
    const actingAs = await sessionCookie({ token: token({ issuedByRole: 'logInAsNonEmp' }), stage: 'full' })
    expect((await loginAsLoader(args(await appRequest('/login-as', { cookie: actingAs })))).title).toBe(
      'Login as non-employee',
    )
  })

  it("'Submit' without names and date of birth gets the exact form error", async () => {
    answer({})
    const result = replyOf(await post({ subscriberId: 'PD5000051', intent: 'submit' }))
    expect(errorsInEnglish(result.error)?.['']).toEqual([inEnglish(LOGIN_AS_NAMES_REQUIRED)])
  })

  it('refuses an empty id, a too-long name, a bad date and a date of birth in the future', async () => {
    answer({})
    const result = replyOf(
      await post({
        subscriberId: '',
        firstName: 'x'.repeat(31),
        lastName: 'Lee',
        dateOfBirth: '13/45/1990',
        intent: 'submit',
      }),
    )
    expect(errorsInEnglish(result.error)?.subscriberId).toEqual(['Subscriber ID is a required field'])
    expect(errorsInEnglish(result.error)?.firstName).toEqual([
      'First name exceeds the maximum number of characters',
    ])
    expect(errorsInEnglish(result.error)?.dateOfBirth).toEqual(['Invalid date of birth'])
    const future = replyOf(
      await post({
        subscriberId: 'PD5000051',
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '01/01/2999',
        intent: 'submit',
      }),
    )
    expect(errorsInEnglish(future.error)?.dateOfBirth).toEqual(['Date of birth cannot be in the future'])
  })

  it('a forged intent gets a form-level message, never a 500', async () => {
    answer({})
    const result = replyOf(await post({ subscriberId: 'PD5000051', intent: 'admin' }))
    expect(errorsInEnglish(result.error)?.['']).toEqual(["Select 'Submit' or 'Continue as subscriber'."])
  })

  it("'Continue as subscriber' sends only the subscriber id and routes the login-as token (no e-mail or policy check)", async () => {
    const issued = token({ domainId: 5, issuedByRole: 'logInAsAnyone' })
    const fake = answer({ 'POST login-as': { token: issued, redirect: null }, 'GET account/status': 'ACT' })
    const response = await thrown(() =>
      post({ subscriberId: 'PD5000051', firstName: 'Harper', intent: 'continue' }),
    )
    expect(fake.stats.calls[0].body).toEqual({ subscriberId: 'PD5000051', domainId: 5 })
    // The staff token ends with the switch (decision 137): the gateway is told before routing goes on.
    expect(fake.paths().slice(0, 2)).toEqual(['POST login-as', 'POST auth/revoke'])
    // With the routing's input, what the first pages need (issue 45).
    expect(fake.paths().slice(2).sort()).toEqual(['GET account', 'GET account/status', 'GET pcp/members'])
    expect(fake.stats.calls[1].body).toEqual({ token: expect.not.stringMatching(issued) })
    expect(response.headers.get('location')).toBe('/home')
    expect(await sessionOf(response)).toMatchObject({ token: issued, stage: 'full', crmPrevented: true })
  })

  it("'Submit' sends names and the date of birth as yyyy-mm-dd", async () => {
    const fake = answer({
      'POST login-as': { token: token({ domainId: 5, issuedByRole: 'logInAsAnyone' }), redirect: null },
      'GET account/status': 'ACT',
    })
    await thrown(() =>
      post({
        subscriberId: 'PD5000051',
        firstName: 'Harper',
        lastName: 'Lee',
        dateOfBirth: '04/09/1984',
        intent: 'submit',
      }),
    )
    expect(fake.stats.calls[0].body).toEqual({
      subscriberId: 'PD5000051',
      domainId: 5,
      firstName: 'Harper',
      lastName: 'Lee',
      dateOfBirth: '1984-04-09',
    })
  })

  it.each([400, 404])('a gateway %i shows the server message and resets the form', async (status) => {
    answer({ 'POST login-as': gatewayError(status, `Server says ${status}`) })
    const result = actionResult(
      await post({ subscriberId: 'ZZ9999999', firstName: 'Ann', intent: 'continue' }),
    )
    expect(result.httpStatus).toBe(status)
    expect(errorsInEnglish(result.result.error)?.['']).toEqual([`Server says ${status}`])
    expect(result.result.initialValue).toEqual({})
  })

  it('any other gateway failure opens the error page for its status', async () => {
    answer({ 'POST login-as': gatewayError(503, 'down') })
    const response = await thrown(() => post({ subscriberId: 'PD5000051', intent: 'continue' }))
    expect(response.init?.status).toBe(503)
  })
})

describe('/select-group (signed in)', () => {
  const details = [
    {
      groupId: '10002001',
      groupName: 'Northwind Schools',
      groupEffectiveDate: '2025-01-01',
      groupTerminationDate: null,
      medical: { planStatus: 'ACTIVE', planEffectiveDate: '2025-01-01', planTerminationDate: null },
      dental: { planStatus: 'FUTURE', planEffectiveDate: '2027-01-01', planTerminationDate: null },
      vision: null,
      pharmacy: { planStatus: 'TERMED', planEffectiveDate: '2024-01-01', planTerminationDate: '2025-06-30' },
    },
    {
      groupId: '10002002',
      groupName: 'Northwind Retirees',
      groupEffectiveDate: '2020-01-01',
      groupTerminationDate: '2025-06-30',
      medical: null,
      dental: null,
      vision: null,
      pharmacy: null,
    },
  ]

  const memberGroups = [group('10002001'), group('10002002')]

  it('loads group details before the page opens', async () => {
    answer({ 'GET group-detail': details, 'GET groups': memberGroups })
    const data = await selectLoader(
      args(await appRequest('/select-group', { cookie: await full({ groupId: '10002001' }) })),
    )
    expect(data.currentGroupId).toBe('10002001')
    expect(data.groups).toHaveLength(2)
  })

  it("marks the menus' current group: the token's, else the first of the member's groups", async () => {
    answer({ 'GET group-detail': details, 'GET groups': memberGroups })
    const viewing = async (groupId: string | null) =>
      (await selectLoader(args(await appRequest('/select-group', { cookie: await full({ groupId }) }))))
        .currentGroupId
    expect(await viewing('10002002')).toBe('10002002')
    expect(await viewing(null)).toBe('10002001')
  })

  it('a member with one group has no group switch, and the page sends them home', async () => {
    answer({ 'GET group-detail': [details[0]], 'GET groups': [group('10002001')] })
    const response = await thrown(async () =>
      selectLoader(args(await appRequest('/select-group', { cookie: await full({ groupId: '10002001' }) }))),
    )
    expect(response.headers.get('location')).toBe('/home')
  })

  it("'View group' switches the token (old cache cleared) and goes home", async () => {
    const switched = token({ groupId: '10002002' })
    answer({ 'GET group-detail': details, 'POST group-selection': { token: switched } })
    const cookie = await full({ groupId: '10002001' })
    const response = await thrown(async () =>
      selectAction(args(await appRequest('/select-group', { cookie, form: { groupId: '10002002' } }))),
    )
    expect(response.headers.get('location')).toBe('/home')
    expect(await sessionOf(response)).toMatchObject({ token: switched, stage: 'full' })
  })

  it('a forged group id is refused on the form (400), the token unchanged', async () => {
    const fake = answer({ 'GET group-detail': details })
    const cookie = await full({ groupId: '10002001' })
    const result = actionResult(
      await selectAction(args(await appRequest('/select-group', { cookie, form: { groupId: '1' } }))),
    )
    expect(result.httpStatus).toBe(400)
    expect(errorsInEnglish(result.result.error)?.['']).toEqual(['Select one of your group plans.'])
    expect(fake.paths()).not.toContain('POST group-selection')
  })
})

describe('/logout', () => {
  it('main brand: clears the session, the flash and the registration state, and shows the page', async () => {
    const result = (await logoutLoader(
      args(await appRequest('/logout', { cookie: await full() })),
    )) as unknown as { init: { headers: Headers } }
    const cookies = result.init.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('__session='))).toMatch(/Expires=Thu, 01 Jan 1970/)
    // Each dropped by its own storage (expired), as the session cookie is.
    expect(cookies.find((c) => c.startsWith('__flash='))).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(cookies.find((c) => c.startsWith('__registration='))).toMatch(/Expires=Thu, 01 Jan 1970/)
  })

  it('other brands: /login with the logged-out flash', async () => {
    const response = await thrown(async () =>
      logoutLoader(args(await appRequest('/logout', { domain: 5, cookie: await full({ domainId: 5 }) }))),
    )
    expect(response.headers.get('location')).toBe('/login')
    const flash = response.headers.getSetCookie().filter((c) => c.startsWith('__flash='))
    expect(flash).toHaveLength(1)
    expect(flash[0]).not.toMatch(/Max-Age=0/)
  })
})
