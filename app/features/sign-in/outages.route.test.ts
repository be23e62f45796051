/**
 * Outages on the sign-in doors (issue 16, decision 096): with the gateway down (connection refused
 * -> 503), slower than GATEWAY_TIMEOUT_MS (408) or failing (500/502/503), login, recovery and
 * registration show the catalogue's words, never 'Username and/or password unrecognized', and an
 * outage does not count as a failed identity check.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { delay, HttpResponse } from 'msw'
import { env } from '~/platform/config/env.server'
import { resetAttemptLimits } from '~/platform/security/rate-limit.server'
import { action as loginAction } from '~/routes/login'
import { action as forgotUsername } from '~/routes/recovery.username'
import { action as forgotPassword } from '~/routes/recovery.password'
import { action as registration } from '~/routes/registration._index'
import {
  actionResult,
  appRequest,
  args,
  group,
  preferences,
  startFakeGateway,
  token,
  type Answer,
} from '../../../tests/fake-gateway'
import { LOGIN_GENERIC_MESSAGE } from './login-errors'

const answer = startFakeGateway()
const timeout = env.gatewayTimeoutMs
afterEach(() => {
  env.gatewayTimeoutMs = timeout
  resetAttemptLimits()
})

const UNAVAILABLE = "Sorry, we're unable to handle your request at this time."
const SLOW = 'Sorry, this is taking longer than expected.'
const SYSTEM = "Sorry, we're having a problem with our system. We'll get this fixed soon."
const BAD_GATEWAY = 'Sorry, something went wrong.'

/** The gateway as the dashboard meets it in an outage. */
const outages: [string, () => Answer, number, string][] = [
  ['down (connection refused)', () => () => HttpResponse.error(), 503, UNAVAILABLE],
  [
    'slower than GATEWAY_TIMEOUT_MS',
    () => {
      env.gatewayTimeoutMs = 150
      return async () => {
        await delay(1500)
        return { token: 'late', redirect: null }
      }
    },
    408,
    SLOW,
  ],
  ['answering 503 without a message', () => new HttpResponse(null, { status: 503 }), 503, UNAVAILABLE],
  ['answering 500 without a message', () => new HttpResponse('oops', { status: 500 }), 500, SYSTEM],
  ['answering off contract (502)', () => ({ unexpected: true }), 502, BAD_GATEWAY],
]

const form = (path: string, values: Record<string, string>, cookie = '') =>
  appRequest(path, { form: values, cookie })

describe.each(outages)('the gateway %s', (_name, outage, status, message) => {
  it('login: a correct username and password get the catalogue message, never "unrecognized"', async () => {
    answer({ 'POST token': outage() })
    const reply = actionResult(
      await loginAction(args(await form('/login', { username: 'avery', password: 'Dashboard#2026' }))),
    )
    expect(reply.httpStatus).toBe(status)
    expect(reply.result.error?.['']).toEqual([message])
    expect(JSON.stringify(reply)).not.toContain(LOGIN_GENERIC_MESSAGE)
    expect(reply.result.initialValue).toEqual({ username: 'avery' })
  })

  it('forgot username: the catalogue message, the typed address kept, no notice', async () => {
    answer({ 'POST account/forgot-username': outage() })
    const reply = actionResult(
      await forgotUsername(args(await form('/recovery/username', { emailAddress: 'avery@example.com' }))),
    )
    expect(reply.httpStatus).toBe(status)
    expect(reply.result.error?.['']).toEqual([message])
    expect(reply.result.initialValue).toEqual({ emailAddress: 'avery@example.com' })
    expect(reply.notice).toBeUndefined()
  })

  it('forgot password: the catalogue message, the typed username kept, no notice', async () => {
    answer({ 'POST account/forgot-password': outage() })
    const reply = actionResult(
      await forgotPassword(args(await form('/recovery/password', { username: 'avery' }))),
    )
    expect(reply.httpStatus).toBe(status)
    expect(reply.result.error?.['']).toEqual([message])
    expect(reply.notice).toBeUndefined()
  })

  it('registration: the identity check shows the catalogue message, the typed details kept', async () => {
    answer({ 'POST account/registration/validate': outage() })
    const reply = actionResult(
      await registration(
        args(
          await form('/registration?index', {
            step: 'identify',
            subscriberId: 'EV1600016',
            firstName: 'Robin',
            lastName: 'Lane',
            dateOfBirth: '04/12/1985',
          }),
        ),
      ),
    )
    expect(reply.httpStatus).toBe(status)
    expect(reply.result.error?.['']).toEqual([message])
    expect(reply.result.initialValue).toMatchObject({ lastName: 'Lane' })
  })
})

describe('an outage is not a wrong password nor a failed identity check (attempt limits)', () => {
  it('ten logins during an outage do not stop the member once the gateway is back', async () => {
    answer({ 'POST token': () => HttpResponse.error() })
    const login = async () =>
      loginAction(args(await form('/login', { username: 'riley', password: 'Dashboard#2026' }))).catch(
        (thrown: unknown) => thrown,
      )
    for (let i = 0; i < 10; i += 1) expect(actionResult(await login()).httpStatus).toBe(503)
    const fake = answer({
      'POST token': { token: token(), redirect: null },
      'GET account/status': 'ACT',
      'GET groups': [group('10001234')],
      'GET account/preferences': preferences(),
    })
    const back = (await login()) as Response
    expect(fake.paths()).toContain('POST token')
    expect(back.headers.get('location')).toBe('/home')
  })

  it('ten identity checks during an outage do not stop the registration once the gateway is back', async () => {
    const identify = {
      step: 'identify',
      subscriberId: 'EV1600016',
      firstName: 'Robin',
      lastName: 'Lane',
      dateOfBirth: '04/12/1985',
    }
    const check = async () =>
      actionResult(await registration(args(await form('/registration?index', identify)))).httpStatus
    answer({ 'POST account/registration/validate': () => HttpResponse.error() })
    for (let i = 0; i < 10; i += 1) expect(await check()).toBe(503)
    const fake = answer({ 'POST account/registration/validate': { valid: false, message: 'No match' } })
    expect(await check()).toBe(400)
    expect(fake.paths()).toEqual(['POST account/registration/validate'])
  })
})
