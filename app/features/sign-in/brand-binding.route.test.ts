/**
 * A session is bound to the brand it was made on (issue 16, decision 091): a session made on the
 * main brand's host opened /home under the partner brand's host. Now the brand is stored at
 * sign-in and, on another brand's host, the session opens nothing: member pages send the visitor
 * to /login there, and the idle warning's check says signed out.
 */
import { describe, expect, it } from 'vitest'
import { action as loginAction } from '~/routes/login'
import { getAuthState, requireMember } from '~/platform/session/auth.server'
import { sessionStatus, sessionStorage } from '~/platform/session/session.server'
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
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()

/** Signs in on `domain` through the login form; the gateway's token is for that domain. */
async function signIn(domain: 1 | 2 | 5) {
  answer({
    'POST token': { token: token({ domainId: domain }), redirect: null },
    'GET account/status': 'ACT',
    'GET groups': [group('10001234')],
    'GET account/preferences': preferences(),
    'GET account/registration/policies': {
      registrationPolicy: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true },
    },
  })
  const request = await appRequest('/login', {
    domain,
    form: { username: 'someone', password: 'Dashboard#2026' },
  })
  const response = await thrown(() => loginAction(args(request)))
  expect(response.headers.get('location')).toBe('/home')
  return nextCookie(response)
}

describe('a session is bound to the brand it was made on', () => {
  it('stores the brand of the host at sign-in', async () => {
    const cookie = await signIn(5)
    const session = await sessionStorage.getSession(cookie)
    expect(session.get('domainId')).toBe(5)
  })

  it('a main-brand session opens /home on the main brand, and nothing on the partner or Medicare brand', async () => {
    const cookie = await signIn(1)
    const home = await requireMember(args(await appRequest('/home', { domain: 1, cookie })))
    expect(home.brand.domainId).toBe(1)
    for (const domain of [5, 2] as const) {
      const refused = await thrown(() =>
        appRequest('/home', { domain, cookie }).then((request) => requireMember(args(request))),
      )
      expect(refused.status).toBe(302)
      expect(refused.headers.get('location')).toBe('/login?redirectTo=%2Fhome')
    }
  })

  it('the stored brand wins over the token: a staff login-as on the main brand stays on the main brand', async () => {
    const session = await sessionStorage.getSession()
    session.set('token', token({ domainId: 5, role: 'member', issuedByRole: 'logInAsAnyone' }))
    session.set('stage', 'full')
    session.set('domainId', 1)
    const cookie = (await sessionStorage.commitSession(session)).split(';')[0]
    expect((await getAuthState(args(await appRequest('/home', { domain: 1, cookie })))).stage).toBe('full')
    expect((await getAuthState(args(await appRequest('/home', { domain: 5, cookie })))).stage).toBe('none')
  })

  it("a session stored before the brand was (no domainId) is bound to its token's domain", async () => {
    const cookie = await sessionCookie({ token: token({ domainId: 1 }), stage: 'full' })
    expect((await getAuthState(args(await appRequest('/home', { domain: 1, cookie })))).stage).toBe('full')
    const elsewhere = await getAuthState(args(await appRequest('/home', { domain: 5, cookie })))
    expect([elsewhere.stage, elsewhere.token, elsewhere.claims]).toEqual(['none', null, null])
  })

  it("the idle warning's check is signed out on another brand's host", async () => {
    const cookie = await signIn(1)
    expect(
      (await sessionStatus(await appRequest('/resources/session', { domain: 1, cookie }))).signedIn,
    ).toBe(true)
    expect(
      (await sessionStatus(await appRequest('/resources/session', { domain: 5, cookie }))).signedIn,
    ).toBe(false)
  })
})
