/**
 * Device trust and truthful counts on /login (issue 22, decision 135): a browser that signed in
 * as a username before sees the gateway's count down to the lock message; untrusted clients
 * together spend at most UNTRUSTED_LOGIN_ATTEMPTS (3) of the gateway's 5, are told what they can
 * really still try, and then get a clear refusal until the member signs in; an address failing
 * on more than 10 usernames in 15 minutes waits; logout keeps the device cookie.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { delay, HttpResponse } from 'msw'
import { env } from '~/platform/config/env.server'
import { resetAttemptLimits } from '~/platform/security/rate-limit.server'
import { action as loginAction } from '~/routes/login'
import { loader as logoutLoader } from '~/routes/logout'
import {
  actionResult,
  appRequest,
  args,
  gatewayError,
  group,
  preferences,
  startFakeGateway,
  token,
} from '../../../tests/fake-gateway'
import { LOGIN_ACCOUNT_LOCKED_MESSAGE, loginAttemptsRemainingMessage } from './login-errors'
import { untrustedShareSpentMessage } from './login-guard'
import { inEnglish } from '../../../tests/schema'

const answer = startFakeGateway()
/** The refusal once untrusted clients spent their share, with the main brand's Customer Service line. */
const SPENT = untrustedShareSpentMessage('1-888-555-0110')
afterEach(() => resetAttemptLimits())

/** The sandbox's lock-out: 5 wrong passwords in a row; a success resets the count. */
function lockingGateway() {
  let misses = 0
  return answer({
    'POST token': (body) => {
      const { password } = body as { password: string }
      if (misses >= 5) return gatewayError(401, 'locked', { errorType: 'ACCOUNT_LOCKED' })
      if (password === 'Dashboard#2026') {
        misses = 0
        return { token: token(), redirect: null }
      }
      misses += 1
      if (misses >= 5) return gatewayError(401, 'locked', { errorType: 'ACCOUNT_LOCKED' })
      return gatewayError(401, 'bad', {
        errorType: 'LOGIN_ATTEMPTS_REMAINING',
        errorData: { attemptsRemaining: 5 - misses },
      })
    },
    'GET account/status': 'ACT',
    'GET groups': [group('10001234')],
    'GET account/preferences': preferences(),
  })
}

async function login(
  username: string,
  password: string,
  options: { address?: string; device?: string } = {},
) {
  const request = await appRequest('/login', { form: { username, password } })
  request.headers.set('x-client-ip', options.address ?? '127.0.0.2')
  if (options.device) request.headers.set('cookie', options.device)
  return loginAction(args(request)).catch((thrown: unknown) => thrown)
}
const wrong = async (username: string, options: { address?: string; device?: string } = {}) =>
  actionResult(await login(username, 'Wrong#2026', options))
const formError = (reply: ReturnType<typeof actionResult>) => reply.result.error?.['']?.[0]

/** Signs in once and answers the device cookie the browser keeps. */
async function trustedDevice(username: string, address = '127.0.0.2') {
  const response = (await login(username, 'Dashboard#2026', { address })) as Response
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__device='))
  expect(cookie).toMatch(/HttpOnly/i)
  return cookie!.split(';')[0]
}

describe('a trusted device (signed in there before): the spec flow exactly', () => {
  it('each failure shows the gateway count, the fifth the lock message; no wait of hours', async () => {
    const fake = lockingGateway()
    const device = await trustedDevice('lee')
    const messages = []
    for (let i = 0; i < 5; i += 1) messages.push(formError(await wrong('lee', { device })))
    expect(messages).toEqual([
      loginAttemptsRemainingMessage(4),
      loginAttemptsRemainingMessage(3),
      loginAttemptsRemainingMessage(2),
      loginAttemptsRemainingMessage(1),
      LOGIN_ACCOUNT_LOCKED_MESSAGE,
    ])
    expect(fake.paths().filter((path) => path === 'POST token')).toHaveLength(6)
  })

  it("tells the gateway, on the login call, whether the browser is trusted (the 'Recent sign-ins' column)", async () => {
    const fake = lockingGateway()
    const device = await trustedDevice('lee')
    // The stranger first: after a count shown on the trusted device, strangers are not let through.
    await wrong('lee', { address: '10.0.0.7' })
    await wrong('lee', { device })
    const verdicts = fake.stats.calls
      .filter((call) => call.path === 'token')
      .map((call) => call.headers['x-client-device-trusted'])
    expect(verdicts).toEqual(['false', 'false', 'true'])
  })

  it('the device cookie survives logout (logout clears only the session cookies)', async () => {
    lockingGateway()
    const device = await trustedDevice('lee')
    const request = await appRequest('/logout', { cookie: device })
    // The main brand answers the 'Logged out' page: data() with the Set-Cookie headers.
    const answered = (await logoutLoader(args(request))) as unknown as { init: ResponseInit }
    const cleared = new Headers(answered.init.headers).getSetCookie().map((value) => value.split('=')[0])
    expect(cleared).toContain('__session')
    expect(cleared).not.toContain('__device')
    // Still trusted after the logout: the count goes on as the gateway says.
    expect(formError(await wrong('lee', { device }))).toBe(loginAttemptsRemainingMessage(4))
  })

  it('trusts the device for that username only', async () => {
    lockingGateway()
    const device = await trustedDevice('lee')
    for (let i = 0; i < 3; i += 1) await wrong('riley', { device })
    expect(formError(await wrong('riley', { device }))).toBe(SPENT)
  })

  it('a forged device cookie is not trusted', async () => {
    lockingGateway()
    const device = `__device=${Buffer.from(JSON.stringify(['x'])).toString('base64')}.forged`
    expect(formError(await wrong('lee', { device }))).toBe(loginAttemptsRemainingMessage(2))
  })
})

describe('untrusted clients: a share of the attempts, told truthfully', () => {
  it('counts what this client can really try, then a clear refusal without calling the gateway', async () => {
    const fake = lockingGateway()
    expect(formError(await wrong('lee'))).toBe(loginAttemptsRemainingMessage(2))
    expect(formError(await wrong('lee'))).toBe(loginAttemptsRemainingMessage(1))
    const third = await wrong('lee')
    expect(formError(third)).toBe(SPENT)
    expect(third.result.initialValue).toEqual({ username: 'lee' })
    const refused = await wrong('lee')
    expect(refused.httpStatus).toBe(429)
    expect(formError(refused)).toBe(SPENT)
    // Even the right password from an untrusted client: the member is never locked by a stranger.
    expect(formError(actionResult(await login('lee', 'Dashboard#2026')))).toBe(SPENT)
    expect(fake.paths().filter((path) => path === 'POST token')).toHaveLength(3)
  })

  it('strangers on several addresses share the 3: the member keeps 2 on a trusted device', async () => {
    lockingGateway()
    const device = await trustedDevice('lee', '10.0.0.9')
    await wrong('lee', { address: '127.0.0.3' })
    await wrong('lee', { address: '127.0.0.3' })
    expect(formError(await wrong('lee', { address: '127.0.0.4' }))).toBe(SPENT)
    expect((await wrong('lee', { address: '127.0.0.5' })).httpStatus).toBe(429)
    expect(formError(await wrong('lee', { device, address: '10.0.0.9' }))).toBe(
      loginAttemptsRemainingMessage(1),
    )
    const signedIn = (await login('lee', 'Dashboard#2026', { device, address: '10.0.0.9' })) as Response
    expect(signedIn.headers.get('location')).toBe('/home')
  })

  it("the username's next successful sign-in gives untrusted clients their share again", async () => {
    lockingGateway()
    const device = await trustedDevice('lee', '10.0.0.9')
    for (let i = 0; i < 3; i += 1) await wrong('lee')
    expect((await wrong('lee')).httpStatus).toBe(429)
    await login('lee', 'Dashboard#2026', { device, address: '10.0.0.9' })
    expect(formError(await wrong('lee'))).toBe(loginAttemptsRemainingMessage(2))
  })

  it('the username is read as the gateway reads it (spaces, capitals)', async () => {
    lockingGateway()
    await wrong('lee')
    await wrong(' LEE ')
    expect(formError(await wrong('Lee'))).toBe(SPENT)
  })

  it('an outage takes the attempt back', async () => {
    answer({ 'POST token': () => HttpResponse.error() })
    for (let i = 0; i < 5; i += 1) expect((await wrong('lee')).httpStatus).toBe(503)
    lockingGateway()
    expect(formError(await wrong('lee'))).toBe(loginAttemptsRemainingMessage(2))
  })
})

describe("the owner's reserve: shares count what the gateway has left (decision 216)", () => {
  it("the owner's two typos on her browser, then three strangers: none reaches the gateway, she signs in", async () => {
    const fake = lockingGateway()
    const device = await trustedDevice('lee', '10.0.0.9')
    const own = [await wrong('lee', { device }), await wrong('lee', { device })].map(formError)
    expect(own).toEqual([loginAttemptsRemainingMessage(4), loginAttemptsRemainingMessage(3)])
    const strangers = []
    for (const address of ['127.0.0.21', '127.0.0.22', '127.0.0.23'])
      strangers.push(await wrong('lee', { address }))
    expect(strangers.map((reply) => reply.httpStatus)).toEqual([429, 429, 429])
    expect(strangers.map(formError)).toEqual([SPENT, SPENT, SPENT])
    expect(fake.paths().filter((path) => path === 'POST token')).toHaveLength(3)
    const signedIn = (await login('lee', 'Dashboard#2026', { device, address: '10.0.0.9' })) as Response
    expect(signedIn.headers.get('location')).toBe('/home')
  })

  it('after one typo the owner still has what she was shown: her next typo shows 3', async () => {
    lockingGateway()
    const device = await trustedDevice('lee', '10.0.0.9')
    expect(formError(await wrong('lee', { device }))).toBe(loginAttemptsRemainingMessage(4))
    for (const address of ['127.0.0.21', '127.0.0.22'])
      expect((await wrong('lee', { address })).httpStatus).toBe(429)
    expect(formError(await wrong('lee', { device }))).toBe(loginAttemptsRemainingMessage(3))
  })

  it('strangers before any typo of the owner leave her the reserve of 2', async () => {
    lockingGateway()
    const device = await trustedDevice('lee', '10.0.0.9')
    for (let i = 0; i < 4; i += 1) await wrong('lee', { address: `127.0.0.${30 + i}` })
    expect(formError(await wrong('lee', { device }))).toBe(loginAttemptsRemainingMessage(1))
  })

  it('a gateway slower than GATEWAY_TIMEOUT_MS: each time-out counts, 6 tries reach it 3 times', async () => {
    const timeout = env.gatewayTimeoutMs
    env.gatewayTimeoutMs = 100
    try {
      const fake = answer({
        'POST token': async () => {
          await delay(400)
          return gatewayError(401, 'bad', { errorType: 'BAD_CREDENTIALS' })
        },
      })
      const statuses = []
      for (let i = 0; i < 6; i += 1)
        statuses.push((await wrong('lee', { address: `127.0.0.${40 + i}` })).httpStatus)
      expect(statuses).toEqual([408, 408, 408, 429, 429, 429])
      expect(fake.paths().filter((path) => path === 'POST token')).toHaveLength(3)
    } finally {
      env.gatewayTimeoutMs = timeout
    }
  })

  it("the gateway's count has the last word after a time-out", async () => {
    const timeout = env.gatewayTimeoutMs
    env.gatewayTimeoutMs = 100
    try {
      answer({
        'POST token': async () => {
          await delay(400)
          return gatewayError(401, 'bad', { errorType: 'BAD_CREDENTIALS' })
        },
      })
      await wrong('lee')
      await wrong('lee')
    } finally {
      env.gatewayTimeoutMs = timeout
    }
    // The gateway never counted them: its answer says 4 left, so untrusted clients may spend 2.
    answer({
      'POST token': gatewayError(401, 'bad', {
        errorType: 'LOGIN_ATTEMPTS_REMAINING',
        errorData: { attemptsRemaining: 4 },
      }),
    })
    expect(formError(await wrong('lee'))).toBe(loginAttemptsRemainingMessage(2))
  })
})

describe('an address failing on many different usernames (spraying)', () => {
  const bad = () => answer({ 'POST token': () => gatewayError(401, 'bad', { errorType: 'BAD_CREDENTIALS' }) })

  it('waits after 10 usernames in 15 minutes, says why and for how long; others are not held', async () => {
    const fake = bad()
    for (let i = 0; i < 10; i += 1) expect((await wrong(`user${i}`)).httpStatus).toBe(401)
    const held = await wrong('user10')
    expect(held.httpStatus).toBe(429)
    expect(inEnglish(formError(held) ?? '')).toBe(
      'Sign-in failed for many different usernames from your network. Please wait 15 minutes before trying again.',
    )
    expect(fake.paths()).toHaveLength(10)
    // A username already tried from there is not a new one; another address is not held.
    expect((await wrong('user3')).httpStatus).toBe(401)
    expect((await wrong('user10', { address: '127.0.0.9' })).httpStatus).toBe(401)
  })

  it("a few members' mistakes at one address hold nobody", async () => {
    bad()
    for (const name of ['ana', 'ben', 'cy', 'dee', 'eli']) {
      await wrong(name)
      await wrong(name)
    }
    expect((await wrong('fay')).httpStatus).toBe(401)
  })

  it('a trusted device at a held address still signs in', async () => {
    lockingGateway()
    const device = await trustedDevice('lee')
    bad()
    for (let i = 0; i < 10; i += 1) await wrong(`user${i}`)
    lockingGateway()
    const response = (await login('lee', 'Dashboard#2026', { device })) as Response
    expect(response.headers.get('location')).toBe('/home')
  })
})
