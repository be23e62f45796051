/**
 * The second step of a sign-in (issue 51, decisions 235 and 239), with the gateway mocked at the
 * network: the password answered by a challenge leads to /login/two-step with no session and no
 * device cookie; the code is relayed with the challenge; a refusal says why; the right code opens
 * home and makes the browser a known one. And the passkey sign-in's resource route.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { action as loginAction } from '~/routes/login'
import { action as twoStepAction, loader as twoStepLoader } from '~/routes/login_.two-step'
import { action as passkeyAction } from '~/routes/resources.passkey-sign-in'
import { resetAttemptLimits } from '~/platform/security/rate-limit.server'
import {
  actionResult,
  appRequest,
  args,
  gatewayError,
  group,
  preferences,
  startFakeGateway,
  thrown,
  token,
} from '../../../tests/fake-gateway'
import { errorsInEnglish } from '../../../tests/schema'

const CHALLENGE = 'c'.repeat(43)
const routing = {
  'GET account/status': 'ACT',
  'GET groups': [group('10001234')],
  'GET account/preferences': preferences(),
}
const answer = startFakeGateway(() => ({
  'POST token': { twoStep: { challenge: CHALLENGE, expiresAt: '2030-01-01T00:00:00Z' } },
  ...routing,
}))
afterEach(() => resetAttemptLimits())

const cookieNamed = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]

/** The password step: answers the redirect and the pending cookie. */
async function passwordStep() {
  const request = await appRequest('/login', { form: { username: 'avery', password: 'Dashboard#2026' } })
  const response = await thrown(() => loginAction(args(request)))
  return { response, pending: cookieNamed(response, '__two_step') ?? '' }
}

describe('/login with two-step verification on', () => {
  it('the right password leads to the code page, with no session and no device cookie yet', async () => {
    answer()
    const { response, pending } = await passwordStep()
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login/two-step')
    expect(pending).toMatch(/^__two_step=.+/)
    expect(cookieNamed(response, '__session')).toBeUndefined()
    expect(cookieNamed(response, '__device')).toBeUndefined()
    // The challenge is not readable in the cookie (signed JSON, no token in it).
    expect(pending).not.toContain(CHALLENGE)
  })

  it('the code page opens only while a sign-in waits for it', async () => {
    answer()
    const without = await thrown(async () => twoStepLoader(args(await appRequest('/login/two-step'))))
    expect(without.headers.get('location')).toBe('/login')
    const { pending } = await passwordStep()
    const page = await twoStepLoader(args(await appRequest('/login/two-step', { cookie: pending })))
    expect(page).toHaveProperty('messages')
    // Not on another brand's host (decision 091's rule for sessions).
    const elsewhere = await thrown(async () =>
      twoStepLoader(args(await appRequest('/login/two-step', { cookie: pending, domain: 2 }))),
    )
    expect(elsewhere.headers.get('location')).toBe('/login')
  })

  it('a wrong code says so with the tries left; nothing is signed in', async () => {
    const fake = answer({
      'POST auth/two-step': gatewayError(400, 'wrong', {
        errorType: 'TWO_STEP_CODE_WRONG',
        errorData: { attemptsRemaining: 3 },
      }),
    })
    const { pending } = await passwordStep()
    const reply = actionResult(
      await twoStepAction(
        args(await appRequest('/login/two-step', { cookie: pending, form: { code: '123 456' } })),
      ),
    )
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      'That code is not right. You have 3 tries left, then you will have to wait.',
    ])
    const call = fake.stats.calls.find((c) => c.path === 'auth/two-step')
    expect(call?.body).toEqual({ challenge: CHALLENGE, code: '123456' })
  })

  it('a code that is neither kind is refused by the form, without a gateway call', async () => {
    const fake = answer()
    const { pending } = await passwordStep()
    const reply = actionResult(
      await twoStepAction(
        args(await appRequest('/login/two-step', { cookie: pending, form: { code: '12345' } })),
      ),
    )
    expect(reply.httpStatus).toBe(400)
    expect(fake.paths()).not.toContain('POST auth/two-step')
  })

  it('the right code (a recovery code here) opens home and makes the browser a known one', async () => {
    const fake = answer({ 'POST auth/two-step': { token: token(), redirect: null } })
    const { pending } = await passwordStep()
    const response = await thrown(async () =>
      twoStepAction(
        args(await appRequest('/login/two-step', { cookie: pending, form: { code: 'ABCDE-23456' } })),
      ),
    )
    expect(response.headers.get('location')).toBe('/home')
    expect(cookieNamed(response, '__session')).toBeTruthy()
    expect(cookieNamed(response, '__device')).toBeTruthy()
    expect(cookieNamed(response, '__two_step')).toBe('__two_step=')
    expect(fake.stats.calls.find((c) => c.path === 'auth/two-step')?.body).toEqual({
      challenge: CHALLENGE,
      code: 'abcde-23456',
    })
  })
})

describe('/resources/passkey-sign-in', () => {
  const post = async (form: Record<string, string>) =>
    (await passkeyAction(args(await appRequest('/resources/passkey-sign-in', { form })))) as Response

  it("asks the gateway for options of this brand's relying party", async () => {
    const fake = answer({
      'POST auth/passkey/options': { options: { challenge: 'abc', rpId: 'medicare.localhost' } },
    })
    const request = await appRequest('/resources/passkey-sign-in', { form: { intent: 'options' }, domain: 2 })
    const response = (await passkeyAction(args(request))) as Response
    expect(await response.json()).toEqual({ options: { challenge: 'abc', rpId: 'medicare.localhost' } })
    expect(fake.stats.calls[0].body).toMatchObject({ rpId: 'medicare.localhost', domainId: 2 })
  })

  it('a verified answer signs in: where to go, the session and the device cookie', async () => {
    answer({ 'POST auth/passkey': { token: token(), redirect: null, username: 'avery' } })
    const response = await post({ intent: 'sign-in', response: JSON.stringify({ id: 'cred', response: {} }) })
    expect(await response.json()).toEqual({ to: '/home' })
    expect(cookieNamed(response, '__session')).toBeTruthy()
    expect(cookieNamed(response, '__device')).toBeTruthy()
  })

  it('a refused answer says so in words; garbage never reaches the gateway', async () => {
    const fake = answer({ 'POST auth/passkey': gatewayError(400, 'no', { errorType: 'PASSKEY_REFUSED' }) })
    const refused = await post({ intent: 'sign-in', response: JSON.stringify({ id: 'cred' }) })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      message: 'That passkey could not be used. Try again, or log in with your password.',
    })
    const garbage = await post({ intent: 'sign-in', response: 'not json' })
    expect(garbage.status).toBe(400)
    expect(fake.paths().filter((path) => path === 'POST auth/passkey')).toHaveLength(1)
  })
})
