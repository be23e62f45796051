/**
 * The return path (issue 16, decision 097): signed out, a member page sends to
 * /login?redirectTo=<the page>; after signing in the member lands there when it is a safe
 * same-site path, once post-login routing has nothing more urgent (change-password, group
 * selection, e-mail, policies come first; the page opens after them). Never an open redirect.
 */
import { describe, expect, it } from 'vitest'
import { action as loginAction, loader as loginLoader } from '~/routes/login'
import { action as groupAction } from '~/routes/group-selection'
import { action as emailAction } from '~/routes/update-email'
import { requireMember } from '~/platform/session/auth.server'
import { sessionStorage } from '~/platform/session/session.server'
import {
  appRequest,
  args,
  group,
  nextCookie,
  preferences,
  sessionCookie,
  startFakeGateway,
  thrown,
  token,
  type Answers,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()

const routing = (over: Answers = {}): Answers => ({
  'GET account/status': 'ACT',
  'GET groups': [group('10001234')],
  'GET account/preferences': preferences(),
  ...over,
})

/** Logs in with `form` extra fields posted to `path`; the gateway answers the token and `answers`. */
async function login(extra: Record<string, string>, answers: Answers = routing(), path = '/login') {
  const issued = token({ groupId: '10002001' })
  answer({ 'POST token': { token: issued, redirect: null }, ...answers })
  const request = await appRequest(path, {
    form: { username: 'avery', password: 'Dashboard#2026', ...extra },
  })
  return thrown(() => loginAction(args(request)))
}

const returnToOf = async (response: Response) =>
  (await sessionStorage.getSession(nextCookie(response))).get('returnTo')

const OPEN_REDIRECTS = [
  '//evil.example',
  '//evil.example/account/summary',
  'https://evil.example',
  'https://evil.example/account/summary',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2Fevil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  '/\tevil.example',
]

describe('signed out: a member page sends to /login with the page to return to', () => {
  it('/account/summary -> /login?redirectTo=%2Faccount%2Fsummary', async () => {
    const response = await thrown(async () => requireMember(args(await appRequest('/account/summary'))))
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Faccount%2Fsummary')
  })
})

describe('/login keeps the page to return to (hidden field, JavaScript on and off)', () => {
  it('the loader gives the form the checked path', async () => {
    const data = await loginLoader(args(await appRequest('/login?redirectTo=%2Faccount%2Fsummary')))
    expect(data.redirectTo).toBe('/account/summary')
  })

  it.each(OPEN_REDIRECTS)('the loader drops %j', async (value) => {
    const data = await loginLoader(
      args(await appRequest(`/login?${new URLSearchParams({ redirectTo: value })}`)),
    )
    expect(data.redirectTo).toBeNull()
  })

  it('already signed in: straight to the asked-for page (or the default route when it is not safe)', async () => {
    const cookie = await sessionCookie({ token: token(), stage: 'full' })
    const asked = await thrown(async () =>
      loginLoader(args(await appRequest('/login?redirectTo=%2Fclaims%3Fpage%3D2', { cookie }))),
    )
    expect(asked.headers.get('location')).toBe('/claims?page=2')
    const evil = await thrown(async () =>
      loginLoader(args(await appRequest('/login?redirectTo=%2F%2Fevil.example', { cookie }))),
    )
    expect(evil.headers.get('location')).toBe('/home')
  })
})

describe('after signing in', () => {
  it('lands on the asked-for page (the hidden field)', async () => {
    const response = await login({ redirectTo: '/account/summary' })
    expect(response.headers.get('location')).toBe('/account/summary')
    expect(await returnToOf(response)).toBeUndefined()
  })

  it('JavaScript off without the field: the address of the form post still carries it', async () => {
    const response = await login({}, routing(), '/login?redirectTo=%2Fclaims')
    expect(response.headers.get('location')).toBe('/claims')
  })

  it.each(OPEN_REDIRECTS)('never follows %j: /home', async (value) => {
    const response = await login({ redirectTo: value })
    expect(response.headers.get('location')).toBe('/home')
  })

  it.each(['/logout', '/login', '/sso-landing', '/update-email'])(
    'never returns to the sign-in door %s: /home',
    async (value) => {
      const response = await login({ redirectTo: value })
      expect(response.headers.get('location')).toBe('/home')
    },
  )

  it('a forced password change (INI) comes first and the asked-for page is dropped', async () => {
    const response = await login({ redirectTo: '/claims' }, routing({ 'GET account/status': 'INI' }))
    expect(response.headers.get('location')).toBe('/account/settings/change-password')
    expect(await returnToOf(response)).toBeUndefined()
  })

  it('group selection comes first; once a group is chosen the member goes on to the asked-for page', async () => {
    const groups = [group('10002001'), group('10002002', { crmRouted: true, inactive: true })]
    const first = await login({ redirectTo: '/benefits/dental' }, routing({ 'GET groups': groups }))
    expect(first.headers.get('location')).toBe('/group-selection')
    expect(await returnToOf(first)).toBe('/benefits/dental')

    answer(routing({ 'GET groups': groups, 'GET groups/individual': groups }))
    const cookie = nextCookie(first)
    const chosen = await thrown(async () =>
      groupAction(args(await appRequest('/group-selection', { cookie, form: { groupId: '10002001' } }))),
    )
    expect(chosen.headers.get('location')).toBe('/benefits/dental')
    expect(await returnToOf(chosen)).toBeUndefined()
  })

  it('the e-mail update comes first; then the asked-for page', async () => {
    const first = await login(
      { redirectTo: '/id-card' },
      routing({ 'GET account/preferences': preferences(null) }),
    )
    expect(first.headers.get('location')).toBe('/update-email')

    answer(routing({ 'PUT account/preferences': preferences('avery@example.com') }))
    const cookie = nextCookie(first)
    const updated = await thrown(async () =>
      emailAction(
        args(await appRequest('/update-email', { cookie, form: { emailAddress: 'avery@example.com' } })),
      ),
    )
    expect(updated.headers.get('location')).toBe('/id-card')
  })
})
