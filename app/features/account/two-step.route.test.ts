/**
 * The two-step verification settings (issue 51, decisions 235 and 236), with the gateway mocked at
 * the network: the set-up page draws the QR code on the server and shows the key in groups of 4;
 * the first code answers the recovery codes; turning it off needs the password or a code; staff
 * acting as the member reach none of it; adding a passkey relays this brand's relying party.
 */
import { describe, expect, it } from 'vitest'
import { action as appAction, loader as appLoader } from '~/routes/_member.account.settings.two-step.app'
import {
  action as settingsAction,
  loader as settingsLoader,
} from '~/routes/_member.account.settings.two-step._index'
import { action as passkeyAddAction } from '~/routes/resources.passkey-add'
import {
  actionResult,
  args,
  averyClaims,
  gatewayError,
  memberPageAnswers,
  signedInRequest,
  startFakeGateway,
  thrown,
} from '../../../tests/fake-gateway'
import { errorsInEnglish } from '../../../tests/schema'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const KEY = {
  secret: SECRET,
  otpauthUri: `otpauth://totp/Riverbend%20Health:avery?secret=${SECRET}&issuer=Riverbend%20Health`,
}
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-2345${i}`)
const answer = startFakeGateway(() => ({
  ...memberPageAnswers(),
  'GET account/two-step': { appEnabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  'GET account/passkeys': { passkeys: [] },
  'GET account/two-step/setup': { pending: KEY },
  'POST account/two-step/setup': KEY,
  'POST account/two-step/confirm': { recoveryCodes: CODES },
}))

const member = (path: string, form?: Record<string, string>) =>
  signedInRequest(path, { claims: averyClaims, form })
const staff = (path: string, form?: Record<string, string>) =>
  signedInRequest(path, { claims: { ...averyClaims, issuedByRole: 'logInAsAnyone' }, form })

const APP = '/account/settings/two-step/app'
const writesOf = (fake: ReturnType<typeof answer>) => fake.paths().filter((call) => !call.startsWith('GET '))

describe('/account/settings/two-step/app', () => {
  it("draws the pending key's QR code as SVG on the server and shows the key in groups of 4, only reading", async () => {
    const fake = answer()
    const page = await appLoader(args(await member(APP)))
    expect(page.setup?.key).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(page.setup?.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(writesOf(fake)).toEqual([])
  })

  it('without a set-up started, the page offers to start one and makes no key', async () => {
    const fake = answer({ 'GET account/two-step/setup': { pending: null } })
    const page = await appLoader(args(await member(APP)))
    expect(page).toMatchObject({ on: false, setup: null })
    expect(fake.paths()).toContain('GET account/two-step/setup')
    expect(writesOf(fake)).toEqual([])
  })

  it("the 'Set up' button has the gateway make the key, then shows the page", async () => {
    const fake = answer()
    const started = (await appAction(args(await member(APP, { intent: 'start-setup' })))) as Response
    expect(started.status).toBe(302)
    expect(started.headers.get('location')).toBe(APP)
    expect(writesOf(fake)).toEqual(['POST account/two-step/setup'])
  })

  it("a set-up POST without its intent's value says so above the button, and writes nothing", async () => {
    const fake = answer()
    const reply = actionResult(await appAction(args(await member(APP, { intent: 'nope' }))))
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      "Select 'Set up an authenticator app' to start.",
    ])
    expect(writesOf(fake)).toEqual([])
  })

  it('started where it is already on (another tab), the page says it is on', async () => {
    answer({ 'POST account/two-step/setup': gatewayError(409, 'Two-step verification is already on') })
    const started = (await appAction(args(await member(APP, { intent: 'start-setup' })))) as Response
    expect(started.headers.get('location')).toBe(APP)
  })

  it('the first code (typed with a space) answers the 10 recovery codes', async () => {
    const fake = answer()
    const reply = await appAction(args(await member('/account/settings/two-step/app', { code: '123 456' })))
    expect(reply).toMatchObject({ recoveryCodes: CODES })
    expect(fake.stats.calls.find((c) => c.path === 'account/two-step/confirm')?.body).toEqual({
      code: '123456',
    })
  })

  it('a wrong first code says so on the form', async () => {
    answer({
      'POST account/two-step/confirm': gatewayError(400, 'wrong', { errorType: 'TWO_STEP_CODE_WRONG' }),
    })
    const reply = actionResult(
      await appAction(args(await member('/account/settings/two-step/app', { code: '123456' }))),
    )
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      'That code is not right. Check the code in your app and try again.',
    ])
  })

  it('is refused (403) to staff acting as the member, and asks the gateway nothing about factors', async () => {
    const fake = answer()
    const refused = await thrown(async () => appLoader(args(await staff('/account/settings/two-step/app'))))
    expect(refused.init?.status).toBe(403)
    expect(fake.paths().filter((path) => path.includes('two-step'))).toEqual([])
  })
})

describe('/account/settings/two-step', () => {
  it('turning it off without the password or a code asks for one, without a gateway call', async () => {
    const fake = answer()
    const reply = actionResult(
      await settingsAction(args(await member('/account/settings/two-step', { intent: 'two-step-off' }))),
    )
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      'Enter your password, or a code from your app or a recovery code',
    ])
    expect(fake.paths()).not.toContain('POST account/two-step/disable')
  })

  it('a wrong password says so with the tries left, and is not sent back', async () => {
    answer({
      'POST account/two-step/disable': gatewayError(400, 'wrong', {
        errorType: 'TWO_STEP_PROOF_WRONG',
        errorData: { attemptsRemaining: 2 },
      }),
    })
    const reply = actionResult(
      await settingsAction(
        args(await member('/account/settings/two-step', { intent: 'two-step-off', password: 'Wrong#1' })),
      ),
    )
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      'That password or code is not right. You have 2 tries left.',
    ])
    expect(reply.result.initialValue).not.toHaveProperty('password')
  })

  it('staff acting as the member see the page without factors', async () => {
    const fake = answer()
    const page = await settingsLoader(args(await staff('/account/settings/two-step')))
    expect(page).toMatchObject({ staff: true, app: null, passkeys: [] })
    expect(fake.paths().filter((path) => path.includes('two-step') || path.includes('passkeys'))).toEqual([])
  })
})

describe('/resources/passkey-add', () => {
  it("asks for options of this brand's relying party, and relays the answer with its name", async () => {
    const fake = answer({
      'POST account/passkeys/options': { options: { challenge: 'abc' } },
      'POST account/passkeys': {
        id: 'cred',
        name: 'My phone',
        createdAt: '2026-01-01T00:00:00Z',
        lastUsedAt: null,
      },
    })
    const options = (await passkeyAddAction(
      args(await member('/resources/passkey-add', { intent: 'options' })),
    )) as Response
    expect(await options.json()).toEqual({ options: { challenge: 'abc' } })
    const added = (await passkeyAddAction(
      args(
        await member('/resources/passkey-add', {
          intent: 'add',
          name: ' My phone ',
          response: JSON.stringify({ id: 'cred', response: {} }),
        }),
      ),
    )) as Response
    expect(await added.json()).toEqual({ to: '/account/settings/two-step' })
    const sent = fake.stats.calls.find((c) => c.method === 'POST' && c.path === 'account/passkeys')?.body
    expect(sent).toEqual({
      rpId: 'localhost',
      origin: 'http://localhost',
      name: 'My phone',
      response: { id: 'cred', response: {} },
    })
  })
})
