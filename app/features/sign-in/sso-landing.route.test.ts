import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HttpResponse, delay } from 'msw'
import { SignJWT } from 'jose'
import { env } from '~/platform/config/env.server'
import { forgetGatewayKeys, gatewayJwksUrl } from '~/platform/session/token-verify.server'
import { action as ssoAction, loader as ssoLoader } from '~/routes/sso-landing'
import { loader as loginAsLoader } from '~/routes/login-as'
import {
  GATEWAY,
  appRequest,
  args,
  group,
  nextCookie,
  preferences,
  sessionOf,
  staffClaims,
  startFakeGateway,
  thrown,
  token,
  type Answers,
} from '../../../tests/fake-gateway'
import { JWKS_CALL, gatewayKeys } from '../../../tests/gateway-keys'

const answer = startFakeGateway()
const keys = await gatewayKeys()
const published = (over: Answers = {}): Answers => ({ [JWKS_CALL]: keys.jwks, ...over })
const routing = (): Answers =>
  published({
    'GET account/status': 'ACT',
    'GET groups': [group('10001234')],
    'GET account/preferences': preferences(),
  })

const handOver = async (form: Record<string, string>, domain: 1 | 2 | 5 = 1) =>
  (await ssoAction(args(await appRequest('/sso-landing', { domain, form })))) as Response

const timeout = env.gatewayTimeoutMs
beforeEach(() => forgetGatewayKeys())
afterEach(() => {
  env.gatewayTimeoutMs = timeout
})

describe('/sso-landing: a handed-over token is proved genuine before any session exists (decision 095)', () => {
  it('the key set is GATEWAY_URL + /.well-known/jwks.json unless GATEWAY_JWKS_URL says otherwise', () => {
    expect(gatewayJwksUrl()).toBe(`${GATEWAY}/.well-known/jwks.json`)
  })

  it('a token signed by the gateway starts a temporary session and continues by a same-site page (no 302)', async () => {
    const fake = answer(routing())
    const handed = await keys.sign({ domainId: 1 })
    const response = await handOver({ token: handed })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/sso-landing">')
    expect(html).toContain('href="/sso-landing"')
    expect(html).not.toContain(handed)
    expect(await sessionOf(response)).toMatchObject({ token: handed, stage: 'temporary', crmPrevented: true })
    expect(fake.paths()).toEqual([JWKS_CALL])

    const cookie = nextCookie(response)
    const next = await thrown(async () => ssoLoader(args(await appRequest('/sso-landing', { cookie }))))
    expect(next.headers.get('location')).toBe('/home')
  })

  it('a genuine token written another way (another last character, padding, spaces inside) is refused before its signature is looked at (decision 215)', async () => {
    const fake = answer(routing())
    const handed = await keys.sign({ domainId: 1 })
    const bytes = Buffer.from(handed.split('.')[2], 'base64url')
    const spellings = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .map((char) => `${handed.slice(0, -1)}${char}`)
      .filter((other) => other !== handed && Buffer.from(other.split('.')[2], 'base64url').equals(bytes))
    expect(spellings).toHaveLength(15)
    for (const other of [...spellings, `${handed}=`, handed.replace('.', '. ')]) {
      const response = await handOver({ token: other })
      expect(response.status, other).toBe(400)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(fake.paths()).toEqual([])
    expect((await handOver({ token: handed })).status).toBe(200)
  })

  it('the key set is fetched once and cached across hand-overs', async () => {
    const fake = answer(published())
    for (let i = 0; i < 3; i += 1) expect((await handOver({ token: await keys.sign() })).status).toBe(200)
    expect(fake.paths().filter((p) => p === JWKS_CALL)).toHaveLength(1)
  })

  it("a staff token with a forged signature becomes no session and never renders 'Login as anyone'", async () => {
    answer(published())
    const forged = await keys.forge(staffClaims('logInAsAnyone', 5))
    const response = await handOver({ token: forged }, 5)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('We could not sign you in')
    expect(nextCookie(response)).toBe('')
    const page = await thrown(async () =>
      loginAsLoader(args(await appRequest('/login-as', { domain: 5, cookie: nextCookie(response) }))),
    )
    expect(page.init?.status).toBe(404)
  })

  it.each([
    ['unsigned (decoded claims only)', async () => token(staffClaims('logInAsAnyone'))],
    ["'alg: none'", async () => `${b64({ alg: 'none' })}.${(await keys.sign()).split('.')[1]}.`],
    [
      'HS256 with the published key id (shared-secret confusion)',
      async () =>
        new SignJWT({ ...staffClaims(), sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })
          .setProtectedHeader({ alg: 'HS256', kid: 'gateway-key-1' })
          .sign(new TextEncoder().encode(JSON.stringify(keys.jwks.keys[0]))),
    ],
    ['signed with an unknown key id', async () => (await gatewayKeys('another-kid')).sign()],
    [
      'a changed claim under a genuine signature',
      async () => tamper(await keys.sign(), { domainId: 1, groupId: 'X' }),
    ],
  ])('%s: refused with the 400 page, no session', async (_name, make) => {
    answer(published())
    const response = await handOver({ token: await make() })
    expect(response.status).toBe(400)
    expect(nextCookie(response)).toBe('')
  })

  it.each([
    ['missing', undefined],
    ['garbage', 'not-a-token'],
    ['too long', 'x'.repeat(5000)],
  ])('a %s token gets a clean 400 page', async (_name, value) => {
    answer(published())
    const response = await handOver(value === undefined ? {} : { token: value })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('We could not sign you in')
  })

  it('a genuine but expired token, or one made for another brand, gets the 400 page', async () => {
    answer(published())
    const expired = await keys.sign({ exp: Math.floor(Date.now() / 1000) - 5 })
    expect((await handOver({ token: expired })).status).toBe(400)
    expect((await handOver({ token: await keys.sign({ domainId: 5 }) })).status).toBe(400)
  })

  it('gateway down (keys unreachable): the catalogue 503 page, no session, not "forged"', async () => {
    answer({ [JWKS_CALL]: () => HttpResponse.error() })
    const response = await handOver({ token: await keys.sign() })
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('Sorry, we&#39;re unable to handle your request at this time.')
    expect(html).toContain('Error code: 503 Service unavailable')
    expect(nextCookie(response)).toBe('')
  })

  it('gateway slower than GATEWAY_TIMEOUT_MS: the catalogue 408 page, no session', async () => {
    env.gatewayTimeoutMs = 150
    answer({
      [JWKS_CALL]: async () => {
        await delay(1000)
        return HttpResponse.json(keys.jwks)
      },
    })
    const response = await handOver({ token: await keys.sign() })
    expect(response.status).toBe(408)
    expect(await response.text()).toContain('Sorry, this is taking longer than expected.')
    expect(nextCookie(response)).toBe('')
  })

  it('a key set that is not one (500, not JSON): 503, never a session', async () => {
    answer({ [JWKS_CALL]: () => new HttpResponse('oops', { status: 500 }) })
    expect((await handOver({ token: await keys.sign() })).status).toBe(503)
  })
})

function b64(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** The same header and signature over changed claims. */
function tamper(jwt: string, over: Record<string, unknown>) {
  const [header, payload, signature] = jwt.split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  return `${header}.${b64({ ...claims, ...over })}.${signature}`
}
