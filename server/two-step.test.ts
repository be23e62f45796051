import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountActivityPage,
  accountActivityPaths,
  passwordLoginAnswer,
  recoveryCodePattern,
  tokenResponse,
  twoStepErrorTypes,
  twoStepPaths,
  twoStepRecoveryCodes,
  twoStepPendingSetup,
  twoStepSetup,
  twoStepStatus,
} from '@member-dashboard/contract'
import { call, gateway, login, PASSWORD, tempDb } from './test-helpers'

let app: FastifyInstance
let clock = new Date('2026-03-10T15:00:10Z')
const db = tempDb()

beforeAll(() => {
  app = gateway(db.dbPath, { now: () => clock })
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

/** The clock moves on by whole 30-second steps (a new app code each). */
const nextStep = (steps = 1) => {
  clock = new Date(clock.getTime() + steps * 30_000)
}
const appCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: clock.getTime(),
  })

async function passwordStep(username: string) {
  const res = await call(app, 'POST', 'token', null, { username, password: PASSWORD, domainId: 1 })
  expect(res.statusCode).toBe(200)
  return passwordLoginAnswer.parse(res.json())
}

async function challengeFor(username: string) {
  const answer = await passwordStep(username)
  if (!('twoStep' in answer)) throw new Error(`${username} got a token without a second step`)
  return answer.twoStep.challenge
}

const verify = (challenge: string, code: string) =>
  call(app, 'POST', twoStepPaths.verify, null, { challenge, code })

/** Turns the app on for a member: answers the key and the recovery codes. */
async function turnOn(username: string) {
  const token = await login(app, username)
  const setup = twoStepSetup.parse((await call(app, 'POST', twoStepPaths.setup, token)).json())
  const confirmed = await call(app, 'POST', twoStepPaths.confirm, token, { code: appCode(setup.secret) })
  expect(confirmed.statusCode).toBe(200)
  return { secret: setup.secret, codes: twoStepRecoveryCodes.parse(confirmed.json()).recoveryCodes }
}

describe('setting the app up', () => {
  it('offers the same key until it is confirmed, refuses a wrong first code, then answers 10 recovery codes', async () => {
    const token = await login(app, 'blake')
    const pending = async () =>
      twoStepPendingSetup.parse((await call(app, 'GET', twoStepPaths.setup, token)).json()).pending
    // Reading makes no key: only the POST starts a set-up.
    expect(await pending()).toBeNull()
    expect(await pending()).toBeNull()
    const first = twoStepSetup.parse((await call(app, 'POST', twoStepPaths.setup, token)).json())
    expect(await pending()).toEqual(first)
    const again = twoStepSetup.parse((await call(app, 'POST', twoStepPaths.setup, token)).json())
    expect(again.secret).toBe(first.secret)
    expect(first.otpauthUri).toContain(`secret=${first.secret}`)
    const wrong = await call(app, 'POST', twoStepPaths.confirm, token, {
      code: '000000' === appCode(first.secret) ? '111111' : '000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errorType).toBe(twoStepErrorTypes.wrongCode)
    const right = await call(app, 'POST', twoStepPaths.confirm, token, { code: appCode(first.secret) })
    const { recoveryCodes } = twoStepRecoveryCodes.parse(right.json())
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(recoveryCodePattern)
    const status = twoStepStatus.parse((await call(app, 'GET', twoStepPaths.status, token)).json())
    expect(status).toMatchObject({ appEnabled: true, recoveryCodesLeft: 10 })
    expect((await call(app, 'POST', twoStepPaths.setup, token)).statusCode).toBe(409)
    expect(await pending()).toBeNull()
  })

  it('keeps the key encrypted at rest and only hashes of the recovery codes', async () => {
    const { secret, codes } = await turnOn('cameron')
    const raw = new Database(db.dbPath, { readonly: true })
    const dump = JSON.stringify([
      raw.prepare('SELECT * FROM two_step_apps').all(),
      raw.prepare('SELECT * FROM recovery_codes').all(),
    ])
    raw.close()
    expect(dump).not.toContain(secret)
    expect(dump.toLowerCase()).not.toContain(secret.toLowerCase())
    for (const code of codes) expect(dump).not.toContain(code)
    expect(dump).toMatch(/"secret_enc":"v1\./)
  })
})

describe('the second step of a sign-in', () => {
  let secret: string
  let codes: string[]
  beforeAll(async () => {
    ;({ secret, codes } = await turnOn('avery'))
    nextStep()
  })

  it('answers a challenge, not a token, after the right password', async () => {
    const answer = await passwordStep('avery')
    expect('twoStep' in answer && answer.twoStep.challenge.length).toBeGreaterThan(20)
    expect('token' in answer).toBe(false)
  })

  it('takes the app code once: the same code (same 30-second step) is refused on a second sign-in', async () => {
    const code = appCode(secret)
    const first = await verify(await challengeFor('avery'), code)
    expect(first.statusCode).toBe(200)
    expect(tokenResponse.parse(first.json()).token).toBeTruthy()
    const replay = await verify(await challengeFor('avery'), code)
    expect(replay.statusCode).toBe(400)
    expect(replay.json().errorType).toBe(twoStepErrorTypes.replayedCode)
    nextStep()
    expect((await verify(await challengeFor('avery'), appCode(secret))).statusCode).toBe(200)
  })

  it('takes a recovery code once, typed in capitals and without its hyphen too', async () => {
    const code = codes[0]
    const typed = code.replace('-', '').toUpperCase()
    expect((await verify(await challengeFor('avery'), typed)).statusCode).toBe(200)
    const again = await verify(await challengeFor('avery'), code)
    expect(again.statusCode).toBe(400)
    expect(again.json().errorType).toBe(twoStepErrorTypes.wrongCode)
    const token = await verify(await challengeFor('avery'), codes[1]).then(
      (res) => tokenResponse.parse(res.json()).token,
    )
    expect(
      twoStepStatus.parse((await call(app, 'GET', twoStepPaths.status, token)).json()).recoveryCodesLeft,
    ).toBe(8)
  })

  it("refuses another member's recovery code", async () => {
    const other = await turnOn('jordan')
    const refused = await verify(await challengeFor('avery'), other.codes[0])
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errorType).toBe(twoStepErrorTypes.wrongCode)
    // Still good for its own account.
    expect((await verify(await challengeFor('jordan'), other.codes[0])).statusCode).toBe(200)
  })

  it('ends a challenge once used, and refuses an unknown one', async () => {
    nextStep()
    const challenge = await challengeFor('avery')
    expect((await verify(challenge, appCode(secret))).statusCode).toBe(200)
    nextStep()
    const reused = await verify(challenge, appCode(secret))
    expect(reused.json().errorType).toBe(twoStepErrorTypes.challengeExpired)
    const unknown = await verify('x'.repeat(43), appCode(secret))
    expect(unknown.json().errorType).toBe(twoStepErrorTypes.challengeExpired)
  })

  it('counts down wrong codes and then waits 15 minutes, even for the right code', async () => {
    const challenge = await challengeFor('avery')
    const wrong = appCode(secret) === '123456' ? '654321' : '123456'
    const left: number[] = []
    for (let i = 0; i < 4; i += 1)
      left.push((await verify(challenge, wrong)).json().errorData.attemptsRemaining)
    expect(left).toEqual([4, 3, 2, 1])
    const locked = await verify(challenge, wrong)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({
      errorType: twoStepErrorTypes.locked,
      errorData: { retryAfterSeconds: 900 },
    })
    nextStep()
    const during = await verify(await challengeFor('avery'), appCode(secret))
    expect(during.statusCode).toBe(429)
    nextStep(30)
    expect((await verify(await challengeFor('avery'), appCode(secret))).statusCode).toBe(200)
  })

  it('records each verification and the sign-in in the account activity', async () => {
    const token = await login(app, 'cameron').catch(() => null)
    expect(token).toBeNull() // cameron's app is on: the password alone gives no token
    nextStep()
    const res = await verify(await challengeFor('avery'), appCode(secret))
    const memberToken = tokenResponse.parse(res.json()).token
    const page = accountActivityPage.parse(
      (await call(app, 'GET', `${accountActivityPaths.accountActivity}?size=100`, memberToken)).json(),
    )
    const types = page.content.map((event) => event.type)
    expect(types.slice(0, 2)).toEqual(['SIGN_IN', 'TWO_STEP_PASSED'])
    expect(types).toContain('RECOVERY_CODE_USED')
    expect(types).toContain('TWO_STEP_FAILED')
    expect(types).toContain('TWO_STEP_ON')
  })
})

describe('turning it off', () => {
  it('needs the password or a code; a wrong one counts; staff acting as the member are refused', async () => {
    const { secret } = await turnOn('pat')
    nextStep()
    const token = tokenResponse.parse((await verify(await challengeFor('pat'), appCode(secret))).json()).token
    const wrong = await call(app, 'POST', twoStepPaths.disable, token, { password: 'not-the-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      errorType: twoStepErrorTypes.wrongProof,
      errorData: { attemptsRemaining: 4 },
    })
    const staff = await login(app, 'staff.main')
    const loginAs = await call(app, 'POST', 'login-as', staff, { subscriberId: 'EV7000007', domainId: 1 })
    const asPat = tokenResponse.parse(loginAs.json()).token
    expect((await call(app, 'POST', twoStepPaths.disable, asPat, { password: PASSWORD })).statusCode).toBe(
      403,
    )
    expect((await call(app, 'GET', twoStepPaths.status, asPat)).statusCode).toBe(403)
    expect((await call(app, 'POST', twoStepPaths.disable, token, { password: PASSWORD })).statusCode).toBe(
      200,
    )
    expect('token' in (await passwordStep('pat'))).toBe(true)
  })
})
