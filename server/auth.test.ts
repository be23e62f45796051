import { SignJWT } from 'jose'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayErrorBody, paths, tokenClaims } from '@member-dashboard/contract'
import { PASSWORD, call, claimsOf, gateway, login, tempDb } from './test-helpers'

const GENERIC = 'Username and/or password unrecognized. Please try again.'
let app: FastifyInstance
let clock = new Date()
const db = tempDb()

beforeAll(() => {
  app = gateway(db.dbPath, { now: () => clock })
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

const attempt = (username: string, password: string, domainId = 1) =>
  call(app, 'POST', paths.token, null, { username, password, domainId })

describe('POST token', () => {
  it('issues a member token with exactly the contract claims and a token id (jti), 2 hours', async () => {
    const token = await login(app, 'avery')
    const claims = claimsOf(token)
    expect(Object.keys(claims).sort()).toEqual(
      [
        'domainId',
        'exp',
        'groupId',
        'issuedByRole',
        'jti',
        'memberKey',
        'role',
        'sub',
        'subscriberId',
      ].sort(),
    )
    expect(claimsOf(await login(app, 'avery')).jti).not.toBe(claims.jti)
    const parsed = tokenClaims.parse(claims)
    expect(parsed).toMatchObject({
      subscriberId: 'EV1000001',
      groupId: '10001234',
      domainId: 1,
      role: 'member',
    })
    expect(parsed.issuedByRole).toBeNull()
    expect(parsed.exp - Math.floor(clock.getTime() / 1000)).toBe(7200)
    const res = await attempt('avery', PASSWORD)
    expect(res.json().redirect).toBeNull()
  })

  it('staff tokens carry the staff role and no member', async () => {
    for (const [username, domainId, role] of [
      ['staff.main', 1, 'logInAsAnyone'],
      ['staff.nonemp', 2, 'logInAsNonEmp'],
      ['staff.any', 5, 'logInAsAnyone'],
    ] as const) {
      const claims = tokenClaims.parse(claimsOf(await login(app, username, domainId)))
      expect(claims).toMatchObject({ role, domainId, memberKey: null, subscriberId: null, groupId: null })
    }
  })

  it('answers the generic error for an unknown user, a disabled account (dale) and the wrong brand', async () => {
    for (const [username, domainId] of [
      ['nobody', 1],
      ['dale', 1],
      ['avery', 2],
      ['avery', 5],
      ['harper', 1],
      ['mia', 1],
    ] as const) {
      const res = await attempt(username, PASSWORD, domainId)
      expect(res.statusCode).toBe(401)
      expect(gatewayErrorBody.parse(res.json())).toEqual({
        status: 401,
        message: GENERIC,
        errorType: 'BAD_CREDENTIALS',
      })
    }
  })

  it('a wrong brand does not count as a failed attempt', async () => {
    await attempt('kai', 'wrong-password1', 2)
    const res = await attempt('kai', 'wrong-password1', 1)
    expect(res.json().errorData).toEqual({ attemptsRemaining: 4 })
    await login(app, 'kai')
  })

  it('counts lee down from 4, resets on success, then locks after 5 misses', async () => {
    const remaining = async () => (await attempt('lee', 'not-it-1')).json()
    expect(await remaining()).toMatchObject({
      status: 401,
      errorType: 'LOGIN_ATTEMPTS_REMAINING',
      errorData: { attemptsRemaining: 4 },
    })
    expect((await remaining()).errorData.attemptsRemaining).toBe(3)
    expect((await remaining()).message).toBe(
      'Username and/or password unrecognized. You have 2 attempt(s) remaining. Try again or select forgot username or password.',
    )
    await login(app, 'lee') // a correct password resets the count
    for (const n of [4, 3, 2, 1]) expect((await remaining()).errorData.attemptsRemaining).toBe(n)
    const fifth = await attempt('lee', 'not-it-1')
    expect(fifth.statusCode).toBe(401)
    expect(fifth.json().errorType).toBe('ACCOUNT_LOCKED')
    const afterwards = await attempt('lee', PASSWORD)
    expect(afterwards.statusCode).toBe(401)
    expect(afterwards.json()).toEqual({
      status: 401,
      message:
        'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
      errorType: 'ACCOUNT_LOCKED',
    })
  })

  it('quinn (DLG) is locked even with the right password', async () => {
    const res = await attempt('quinn', PASSWORD)
    expect(res.statusCode).toBe(401)
    expect(res.json().errorType).toBe('ACCOUNT_LOCKED')
  })

  it('morgan signs in and has status INI', async () => {
    const token = await login(app, 'morgan')
    const res = await call(app, 'GET', paths.accountStatus, token)
    expect(res.body).toBe('INI')
  })

  it('rejects a malformed body with 400', async () => {
    const res = await call(app, 'POST', paths.token, null, {
      username: 'avery',
      password: PASSWORD,
      domainId: 3,
    })
    expect(res.statusCode).toBe(400)
    const junk = await app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    })
    expect(junk.statusCode).toBe(400)
  })
})

describe('bearer tokens', () => {
  const unauthorized = { status: 401, message: 'Unauthorized' }

  it('401 without a token, with a malformed one and with a forged one', async () => {
    const token = await login(app, 'avery')
    const [header, payload] = token.split('.')
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claimsOf(token), subscriberId: 'EV2000002' }),
    ).toString('base64url')
    const otherKey = await new SignJWT({ ...claimsOf(token) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-different-secret-of-enough-length-000'))
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Basic ${token}` },
      { authorization: `Bearer ${header}.${forgedPayload}.${token.split('.')[2]}` },
      { authorization: `Bearer ${otherKey}` },
      { authorization: `Bearer ${none}` },
    ]
    for (const headers of cases) {
      const res = await app.inject({ method: 'GET', url: '/api/account', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(unauthorized)
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/account',
          headers: { authorization: `bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200)
  })

  it('401 once the token has expired (2 hours)', async () => {
    const token = await login(app, 'avery')
    clock = new Date(clock.getTime() + 7199_000)
    expect((await call(app, 'GET', paths.account, token)).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 2_000)
    const res = await call(app, 'GET', paths.account, token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(unauthorized)
    clock = new Date()
  })

  it('public calls need no token', async () => {
    for (const path of [
      paths.messageCalendar,
      paths.accreditation,
      paths.chatConfig,
      'message/calendar/domain/5',
      `${paths.ebillSite}?firsttime=Y`,
    ]) {
      expect((await call(app, 'GET', path)).statusCode, path).toBe(200)
    }
    expect(
      (await call(app, 'POST', paths.forgotUsername, null, { emailAddress: 'x@example.com', domainId: 1 }))
        .statusCode,
    ).toBe(200)
    expect(
      (await call(app, 'POST', paths.forgotPassword, null, { username: 'x', domainId: 1 })).statusCode,
    ).toBe(200)
    expect(
      (
        await call(app, 'POST', paths.registrationValidation, null, {
          step: 'username',
          domainId: 1,
          username: 'newname',
        })
      ).statusCode,
    ).toBe(200)
  })

  it('staff tokens get 403 on member calls', async () => {
    const staff = await login(app, 'staff.main')
    const res = await call(app, 'GET', paths.account, staff)
    expect(res.statusCode).toBe(403)
    expect((await call(app, 'GET', paths.accountStatus, staff)).body).toBe('ACT')
  })
})
