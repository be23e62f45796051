/**
 * Issue 51 on /login and /verify-device, with the gateway mocked at the network: locked says
 * locked on every browser; past the device block a code to the e-mail on file makes the browser a
 * known one; with NEW_DEVICE_VERIFICATION=always, an unknown browser proves itself after the password.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '~/platform/config/env.server'
import { resetAttemptLimits } from '~/platform/security/rate-limit.server'
import { action as loginAction } from '~/routes/login'
import { action as verifyAction, loader as verifyLoader } from '~/routes/verify-device'
import {
  actionResult,
  appRequest,
  args,
  gatewayError,
  group,
  nextCookie,
  preferences,
  sessionOf,
  startFakeGateway,
  thrown,
  token,
} from '../../../tests/fake-gateway'
import { LOGIN_ACCOUNT_LOCKED_MESSAGE } from './login-errors'
import { untrustedShareSpentMessage } from './login-guard'
import { inEnglish } from '../../../tests/schema'

const answer = startFakeGateway()
const SPENT = untrustedShareSpentMessage('1-888-555-0110')
afterEach(() => {
  resetAttemptLimits()
  env.newDeviceVerification = 'when-blocked'
})

const CODE = '482913'

/** The sandbox's lock-out and codes: 5 wrong passwords lock; the code CODE, 5 tries. */
function sandbox(options: { locked?: boolean; email?: boolean } = {}) {
  let misses = options.locked ? 5 : 0
  let tries = 5
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
    'POST auth/device-code': () =>
      options.email === false
        ? { delivery: 'none' }
        : { delivery: 'email', maskedEmail: 'c***o@e***.com', sent: true },
    'POST auth/device-code/verify': (body) => {
      tries -= 1
      if ((body as { code: string }).code === CODE) return { verified: true }
      return gatewayError(400, 'The code is not correct.', {
        errorType: tries > 0 ? 'CODE_INVALID' : 'CODE_TRIES_SPENT',
        errorData: { triesLeft: Math.max(0, tries) },
      })
    },
    'GET account/status': 'ACT',
    'GET groups': [group('10001234')],
    'GET account/preferences': preferences(),
  })
}

async function login(password: string, options: { address?: string; cookie?: string } = {}) {
  const request = await appRequest('/login', {
    form: { username: 'carmen', password },
    cookie: options.cookie,
  })
  request.headers.set('x-client-ip', options.address ?? '127.0.0.2')
  return loginAction(args(request)).catch((error: unknown) => error)
}
const formError = (reply: ReturnType<typeof actionResult>) => inEnglish(reply.result.error?.['']?.[0] ?? '')
const offered = (reply: unknown) => Boolean((reply as { data?: { offerCode?: boolean } }).data?.offerCode)

async function post(form: Record<string, string>, cookie = '') {
  const request = await appRequest('/verify-device', { form, cookie })
  return verifyAction(args(request)).catch((error: unknown) => error)
}
const deviceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith('__device='))
    ?.split(';')[0]

/** Three strangers' wrong passwords: the untrusted share is spent. */
async function strangersSpendTheShare() {
  for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await login('Wrong#2026', { address })
}

describe('locked says locked (issue 51)', () => {
  it('quinn (DLG) gets the locked text on three new browsers in a row, and no code is offered', async () => {
    sandbox({ locked: true })
    const replies = []
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      replies.push(await login('Dashboard#2026', { address }))
    expect(replies.map((reply) => formError(actionResult(reply)))).toEqual(
      Array(3).fill(inEnglish(LOGIN_ACCOUNT_LOCKED_MESSAGE)),
    )
    expect(replies.map(offered)).toEqual([false, false, false])
  })
})

describe('past the device block: a code to the e-mail on file (issue 51)', () => {
  it("the owner's right password on a new browser is refused with the device text and offered a code", async () => {
    sandbox()
    await strangersSpendTheShare()
    const reply = await login('Dashboard#2026', { address: '10.2.0.1' })
    expect(formError(actionResult(reply))).toBe(inEnglish(SPENT))
    expect(offered(reply)).toBe(true)
  })

  it('the failure that spends the share offers the code too', async () => {
    sandbox()
    await login('Wrong#2026', { address: '10.0.0.1' })
    await login('Wrong#2026', { address: '10.0.0.2' })
    const third = await login('Wrong#2026', { address: '10.0.0.3' })
    expect(formError(actionResult(third))).toBe(inEnglish(SPENT))
    expect(offered(third)).toBe(true)
  })

  it('the right code makes this browser a known one: the owner then signs in with the count-down', async () => {
    const fake = sandbox()
    await strangersSpendTheShare()
    const sent = (await post({ intent: 'send', username: 'carmen' })) as Response
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/verify-device')
    const cookie = nextCookie(sent)
    const page = await verifyLoader(args(await appRequest('/verify-device', { cookie })))
    expect(page.answer).toEqual({ delivery: 'email', maskedEmail: 'c***o@e***.com', sent: true })
    // The username stays on the server: the page's data never carries it.
    expect(JSON.stringify(page)).not.toContain('carmen')

    const wrong = actionResult(await post({ intent: 'verify', code: '000000' }, cookie))
    expect(wrong.httpStatus).toBe(400)
    expect(formError(wrong)).toBe('The code is not correct. You have 4 attempt(s) remaining.')

    const right = (await post({ intent: 'verify', code: '482 913' }, cookie)) as Response
    expect(right.headers.get('location')).toBe('/login')
    const device = deviceCookie(right)
    expect(device).toBeTruthy()
    expect(fake.paths().filter((path) => path === 'POST auth/device-code/verify')).toHaveLength(2)

    // A typo on the now known browser shows the gateway's count (the spec's), then she signs in.
    const typo = actionResult(await login('Wrong#2026', { address: '10.2.0.1', cookie: device }))
    expect(formError(typo)).toBe(
      'Username and/or password unrecognized. You have 1 attempt(s) remaining. Try again or select forgot username or password.',
    )
    const signedIn = (await login('Dashboard#2026', { address: '10.2.0.1', cookie: device })) as Response
    expect(signedIn.headers.get('location')).toBe('/home')
  })

  it('a member without an e-mail on file is told to call Customer Service (the brand number)', async () => {
    sandbox({ email: false })
    const sent = (await post({ intent: 'send', username: 'casey' })) as Response
    const page = await verifyLoader(args(await appRequest('/verify-device', { cookie: nextCookie(sent) })))
    expect(page.answer).toEqual({ delivery: 'none' })
    expect(page.phone).toBe('1-888-555-0110')
  })

  it('without a verification under way, /verify-device goes to /login', async () => {
    const response = await thrown(async () => verifyLoader(args(await appRequest('/verify-device'))))
    expect(response.headers.get('location')).toBe('/login')
  })

  it('a code that is not 6 digits is answered on the form, and the gateway is not asked', async () => {
    const fake = sandbox()
    const cookie = nextCookie((await post({ intent: 'send', username: 'carmen' })) as Response)
    const reply = actionResult(await post({ intent: 'verify', code: '12ab' }, cookie))
    expect(reply.httpStatus).toBe(400)
    expect(inEnglish(reply.result.error?.code?.[0] ?? '')).toBe('The code has 6 digits.')
    expect(fake.paths()).not.toContain('POST auth/device-code/verify')
  })
})

describe('NEW_DEVICE_VERIFICATION=always (issue 51)', () => {
  it('an unknown browser proves itself after the password: no session until the right code, then routing', async () => {
    env.newDeviceVerification = 'always'
    const fake = sandbox()
    const response = (await login('Dashboard#2026')) as Response
    expect(response.headers.get('location')).toBe('/verify-device')
    expect(deviceCookie(response)).toBeUndefined()
    const waiting = await sessionOf(response)
    expect(waiting.token).toBeUndefined() // the token opens nothing yet
    expect(waiting.deviceCode?.pending?.token).toBeTruthy()
    expect(fake.paths()).toContain('POST auth/device-code')
    const cookie = nextCookie(response)
    const page = await verifyLoader(args(await appRequest('/verify-device', { cookie })))
    expect(page.afterPassword).toBe(true)

    const right = (await post({ intent: 'verify', code: CODE }, cookie)) as Response
    expect(right.headers.get('location')).toBe('/home')
    expect(deviceCookie(right)).toBeTruthy()
    expect((await sessionOf(right)).stage).toBe('full')
  })

  it('a known browser signs in without a code', async () => {
    env.newDeviceVerification = 'always'
    sandbox()
    const first = (await login('Dashboard#2026')) as Response
    const cookie = nextCookie(first)
    const verified = (await post({ intent: 'verify', code: CODE }, cookie)) as Response
    const device = deviceCookie(verified)
    const again = (await login('Dashboard#2026', { cookie: device })) as Response
    expect(again.headers.get('location')).toBe('/home')
  })
})
