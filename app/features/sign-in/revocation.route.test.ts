/**
 * Tokens end with the session (issue 22, decision 137): logout, a password change, a staff switch
 * revoke the token; a revoked token opens nothing (a session holding it, /sso-landing), and the
 * gateway is told with `POST auth/revoke`; a gateway without the call (404) changes nothing here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpResponse } from 'msw'
import { forgetGatewayKeys } from '~/platform/session/token-verify.server'
import { resetRevocations } from '~/platform/session/revocation.server'
import { sessionLimits, sweepEndedSessions } from '~/platform/session/session.server'
import { action as ssoAction } from '~/routes/sso-landing'
import { loader as loginLoader } from '~/routes/login'
import { loader as logoutLoader } from '~/routes/logout'
import { loader as memberLayoutLoader } from '~/routes/_member'
import { readFlash } from '~/platform/session/flash.server'
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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** The other spellings of the last character of a token's signature that decode to the same bytes. */
const otherSpellings = (token: string) => {
  const bytes = Buffer.from(token.split('.')[2], 'base64url')
  return [...ALPHABET]
    .map((char) => `${token.slice(0, -1)}${char}`)
    .filter((other) => other !== token && Buffer.from(other.split('.')[2], 'base64url').equals(bytes))
}

describe('a token is the token it is, not its spelling (decision 215)', () => {
  it("after logout, none of the 15 other spellings of the signature's last character signs in", async () => {
    gatewayWith()
    const token = await keys.sign()
    await logout(await signedIn(token))
    const spellings = otherSpellings(token)
    expect(spellings).toHaveLength(15)
    const statuses = []
    for (const other of spellings) {
      const answer = await handOver(other)
      expect(answer.headers.get('set-cookie')).toBeNull()
      statuses.push(answer.status)
    }
    expect(statuses).toEqual(Array(15).fill(400))
  })

  it('a token not in its canonical form is refused even when never revoked (padding, another spelling)', async () => {
    gatewayWith()
    const token = await keys.sign()
    for (const other of [`${token}=`, otherSpellings(token)[0], token.replace(/-/g, '+').replace(/_/g, '/')])
      if (other !== token) expect((await handOver(other)).status, other).toBe(400)
    expect((await handOver(token)).status).toBe(200)
  })
})

describe('a time-out ends the token at that moment (decision 215)', () => {
  /** The clock moved forward by `ms` (Date.now only: the token's signature check keeps real time). */
  const later = (ms: number) => {
    const now = Date.now() + ms
    vi.spyOn(Date, 'now').mockReturnValue(now)
    return now
  }
  /** Sweeps until nothing is left (the memory store is shared by the test files of this worker). */
  const sweepAll = async (now: number) => {
    while ((await sweepEndedSessions(now)) > 0);
  }

  it('idle: /sso-landing refuses the token at once, the browser never coming back; the sweep revokes it and tells the gateway', async () => {
    const fake = gatewayWith()
    const token = await keys.sign()
    await signedIn(token)
    expect((await handOver(token)).status, 'a live session: its token is handed over').toBe(200)
    const now = later(sessionLimits.idleMs + 60_000)
    expect((await handOver(token)).status, 'ended, not revoked yet').toBe(400)
    expect(fake.stats.calls.some((call) => call.path === 'auth/revoke')).toBe(false)
    await sweepAll(now)
    const revoked = fake.stats.calls.filter((call) => call.path === 'auth/revoke')
    expect(revoked.map((call) => call.body)).toContainEqual({ token })
    vi.restoreAllMocks()
    expect((await handOver(token)).status, 'revoked, at any time').toBe(400)
  })

  it('absolute: the session kept busy still ends after its absolute time, and its token with it', async () => {
    const fake = gatewayWith()
    const start = Date.now()
    const token = await keys.sign({ exp: Math.floor(start / 1000) + sessionLimits.absoluteMs / 1000 + 3600 })
    const cookie = await signedIn(token)
    const step = Math.floor(sessionLimits.idleMs / 2)
    let at = start
    while (at + step < start + sessionLimits.absoluteMs) {
      at += step
      vi.spyOn(Date, 'now').mockReturnValue(at)
      expect(await opensPages(cookie)).toBe(true)
    }
    vi.spyOn(Date, 'now').mockReturnValue(start + sessionLimits.absoluteMs + 1_000)
    expect((await handOver(token)).status).toBe(400)
    await sweepAll(start + sessionLimits.absoluteMs + 1_000)
    expect(
      fake.stats.calls.filter((call) => call.path === 'auth/revoke').map((call) => call.body),
    ).toContainEqual({
      token,
    })
    expect(await opensPages(cookie)).toBe(false)
  })

  it('a session swept before its browser comes back still tells it why it ended', async () => {
    gatewayWith()
    const token = await keys.sign()
    const cookie = await signedIn(token)
    const now = later(sessionLimits.idleMs + 60_000)
    await sweepAll(now)
    const ended = (await memberLayoutLoader(args(await appRequest('/home', { cookie }))).catch(
      (thrown: unknown) => thrown,
    )) as Response
    expect(ended.status).toBe(302)
    expect(ended.headers.get('location')).toBe('/login?redirectTo=%2Fhome')
    const cookies = ended.headers.getSetCookie().map((value) => value.split(';')[0])
    const said = await readFlash(
      new Request('http://localhost/', { headers: { cookie: cookies.join('; ') } }),
    )
    expect(said.signedOut).toBe('idle')
  })
})
