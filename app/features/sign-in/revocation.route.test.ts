/**
 * Tokens end with the session (issue 22, decision 137): logout, a password change, a staff switch
 * revoke the token; a revoked token opens nothing (a session holding it, /sso-landing), and the
 * gateway is told with `POST auth/revoke`; a gateway without the call (404) changes nothing here.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { HttpResponse } from 'msw'
import { forgetGatewayKeys } from '~/platform/session/token-verify.server'
import { resetRevocations } from '~/platform/session/revocation.server'
import { action as ssoAction } from '~/routes/sso-landing'
import { loader as loginLoader } from '~/routes/login'
import { loader as logoutLoader } from '~/routes/logout'
import { action as passwordAction } from '~/routes/_member.account.settings.change-password'
import {
  account,
  appRequest,
  args,
  group,
  preferences,
  sessionCookie,
  startFakeGateway,
  type Answers,
} from '../../../tests/fake-gateway'
import { JWKS_CALL, gatewayKeys } from '../../../tests/gateway-keys'

const answer = startFakeGateway()
const keys = await gatewayKeys()
afterEach(() => {
  forgetGatewayKeys()
  resetRevocations()
})

const gatewayWith = (over: Answers = {}) =>
  answer({
    [JWKS_CALL]: keys.jwks,
    'POST auth/revoke': {},
    'GET account/status': 'ACT',
    'GET groups': [group('10001234')],
    'GET account/preferences': preferences(),
    ...over,
  })

const signedIn = async (token: string) => sessionCookie({ token, stage: 'full' })
const handOver = async (token: string) =>
  (await ssoAction(args(await appRequest('/sso-landing', { form: { token } })))) as Response
/** Whether the session still opens member pages: /login sends a signed-in member on. */
const opensPages = async (cookie: string) => {
  const request = await appRequest('/login', { cookie })
  return (await loginLoader(args(request)).catch((thrown: unknown) => thrown)) instanceof Response
}
const logout = async (cookie: string) =>
  logoutLoader(args(await appRequest('/logout', { cookie }))).catch((thrown: unknown) => thrown)

describe('logout revokes the token (decision 137)', () => {
  it('tells the gateway, and the token handed to the eBill site no longer signs in through /sso-landing', async () => {
    const fake = gatewayWith()
    const token = await keys.sign()
    const cookie = await signedIn(token)
    expect(await opensPages(cookie)).toBe(true)
    await logout(cookie)
    const revoke = fake.stats.calls.find((call) => call.path === 'auth/revoke')
    expect(revoke?.body).toEqual({ token })
    expect(revoke?.authorization).toBeNull()
    const refused = await handOver(token)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('We could not sign you in')
    expect(refused.headers.get('set-cookie')).toBeNull()
  })

  it('another session holding the same token opens nothing any more', async () => {
    gatewayWith()
    const token = await keys.sign()
    const other = await signedIn(token)
    await logout(await signedIn(token))
    expect(await opensPages(other)).toBe(false)
  })

  it('a gateway without the call (404), or down: logout completes and the dashboard list still holds', async () => {
    for (const revokeAnswer of [
      () => HttpResponse.json({ status: 404, message: 'Not found' }, { status: 404 }),
      () => HttpResponse.error(),
    ]) {
      gatewayWith({ 'POST auth/revoke': revokeAnswer })
      const token = await keys.sign()
      const answered = await logout(await signedIn(token))
      expect(answered).toMatchObject({ init: { headers: expect.anything() } })
      expect((await handOver(token)).status).toBe(400)
    }
  })

  it('a token that was never revoked still signs in through /sso-landing', async () => {
    gatewayWith()
    expect((await handOver(await keys.sign())).status).toBe(200)
  })
})

describe('a password change revokes the tokens of the other sessions', () => {
  it("the member's other session and its token end; this session goes on", async () => {
    const fake = gatewayWith({ 'PUT account/password': {}, 'GET account': account() })
    const here = await keys.sign({ sub: 'pat-1', memberKey: 'M-1' })
    const elsewhere = await keys.sign({
      sub: 'pat-1',
      memberKey: 'M-1',
      exp: Math.floor(Date.now() / 1000) + 3000,
    })
    const elsewhereCookie = await signedIn(elsewhere)
    const hereCookie = await signedIn(here)
    const form = {
      currentPassword: 'Dashboard#2026',
      newPassword: 'Dashboard#2027',
      confirmPassword: 'Dashboard#2027',
    }
    const request = await appRequest('/account/settings/change-password', { cookie: hereCookie, form })
    const response = (await passwordAction(args(request)).catch((thrown: unknown) => thrown)) as Response
    expect(fake.paths()).toContain('PUT account/password')
    expect(response.headers.get('location')).toBe('/account/settings')
    const rotated = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('__session='))!
      .split(';')[0]
    expect(await opensPages(rotated)).toBe(true)
    expect(await opensPages(elsewhereCookie)).toBe(false)
    expect((await handOver(elsewhere)).status).toBe(400)
  })
})
