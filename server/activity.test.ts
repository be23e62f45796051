import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountActivityPage,
  accountActivityPaths,
  clientDeviceTrustedHeader,
  clientUserAgentHeader,
  paths,
  tokenResponse,
} from '@member-dashboard/contract'
import { call, gateway, login, PASSWORD, tempDb } from './test-helpers'

let app: FastifyInstance
let clock = new Date('2026-03-10T15:00:00Z')
const db = tempDb()
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

beforeAll(() => {
  app = gateway(db.dbPath, { now: () => clock })
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000)
}

function signIn(username: string, password = PASSWORD, domainId = 1) {
  return app.inject({
    method: 'POST',
    url: `/api/${paths.token}`,
    headers: { [clientUserAgentHeader]: FIREFOX },
    payload: { username, password, domainId },
  })
}

async function activity(token: string, query = '') {
  const res = await call(app, 'GET', `${accountActivityPaths.accountActivity}${query}`, token)
  expect(res.statusCode).toBe(200)
  return accountActivityPage.parse(res.json())
}

describe('GET account/activity', () => {
  it("records the dashboard's verdict on the browser with a sign-in: trusted, not trusted, or not said", async () => {
    const withVerdict = (verdict: string | null, password = PASSWORD) =>
      app.inject({
        method: 'POST',
        url: `/api/${paths.token}`,
        headers: {
          [clientUserAgentHeader]: FIREFOX,
          ...(verdict === null ? {} : { [clientDeviceTrustedHeader]: verdict }),
        },
        payload: { username: 'casey', password, domainId: 1 },
      })
    expect((await withVerdict('false', 'wrong-password')).statusCode).toBe(401)
    later(1)
    expect((await withVerdict('true')).statusCode).toBe(200)
    later(1)
    const res = await withVerdict(null)
    const page = await activity(tokenResponse.parse(res.json()).token)
    expect(page.content.map((e) => [e.type, e.trustedDevice])).toEqual([
      ['SIGN_IN', null],
      ['SIGN_IN', true],
      ['SIGN_IN_FAILED', false],
    ])
  })

  it("records avery's sign-ins and failed attempts with the browser the dashboard passed on", async () => {
    expect((await signIn('avery', 'wrong-password')).statusCode).toBe(401)
    later(1)
    const res = await signIn('avery')
    expect(res.statusCode).toBe(200)
    const token = tokenResponse.parse(res.json()).token
    const page = await activity(token)
    expect(page.content.map((e) => e.type)).toEqual(['SIGN_IN', 'SIGN_IN_FAILED'])
    expect(page.content[0]).toMatchObject({
      userAgent: FIREFOX,
      trustedDevice: null,
      staffAccess: null,
      at: clock.toISOString(),
    })
  })

  it('records the lock-out when the last attempt fails, and attempts on the locked account', async () => {
    // lee has attempts left (persona 'login attempts'): use them up.
    for (let i = 0; i < 5; i += 1) await signIn('lee', 'wrong-password')
    const res = await signIn('lee')
    expect(res.statusCode).toBe(401)
    // A locked account cannot read its activity (the gateway refuses its tokens): read the table.
    const { default: Database } = await import('better-sqlite3')
    const raw = new Database(db.dbPath)
    const rows = raw
      .prepare(
        `SELECT type FROM account_activity JOIN users ON users.member_key = account_activity.member_key
         WHERE username = 'lee' ORDER BY event_id`,
      )
      .all() as { type: string }[]
    raw.close()
    const types = rows.map((r) => r.type)
    expect(types).toContain('LOCKED_OUT')
    expect(types.filter((t) => t === 'LOCKED_OUT')).toHaveLength(1)
    expect(types.at(-1)).toBe('SIGN_IN_FAILED')
  })

  it('records a password change', async () => {
    const token = await login(app, 'blake')
    const res = await app.inject({
      method: 'PUT',
      url: `/api/${paths.password}`,
      headers: { authorization: `Bearer ${token}`, [clientUserAgentHeader]: FIREFOX },
      payload: { currentPassword: PASSWORD, newPassword: 'Another#Pass2026' },
    })
    expect(res.statusCode).toBe(200)
    const page = await activity(token, '?types=PASSWORD_CHANGED')
    expect(page.content).toHaveLength(1)
    expect(page.content[0].userAgent).toBe(FIREFOX)
  })

  it('records a staff login-as with role, brand and a reference, its last call, and its end', async () => {
    const staff = await login(app, 'staff.main')
    const started = clock.toISOString()
    const res = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'EV1000001', domainId: 1 })
    expect(res.statusCode).toBe(200)
    const loginAs = tokenResponse.parse(res.json()).token
    later(7)
    await call(app, 'GET', paths.account, loginAs)
    const avery = await login(app, 'avery')
    const [open] = (await activity(avery, '?types=STAFF_ACCESS')).content
    expect(open.at).toBe(started)
    expect(open.userAgent).toBeNull()
    expect(open.staffAccess).toMatchObject({
      staffRole: 'logInAsAnyone',
      domainId: 1,
      endedAt: null,
      lastActiveAt: clock.toISOString(),
    })
    expect(open.staffAccess!.reference).toMatch(/^SA-[2-9A-HJKMNP-Z]{8}$/)
    // Nothing in the event names the staff user.
    expect(JSON.stringify(open)).not.toMatch(/staff\.main|"sub"/)
    later(3)
    await login(app, 'staff.main')
    const [ended] = (await activity(avery, '?types=STAFF_ACCESS')).content
    expect(ended.staffAccess!.endedAt).toBe(clock.toISOString())
  })

  it('ends a login-as session that expired without a sign-out at its last call', async () => {
    const staff = await login(app, 'staff.main')
    const res = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'EV1000001', domainId: 1 })
    const loginAs = tokenResponse.parse(res.json()).token
    later(5)
    await call(app, 'GET', paths.account, loginAs)
    const lastCall = clock.toISOString()
    later(3 * 60)
    const avery = await login(app, 'avery')
    const [latest] = (await activity(avery, '?types=STAFF_ACCESS')).content
    expect(latest.staffAccess!.endedAt).toBe(lastCall)
  })

  it("answers only the token's own member: not another member's, not a dependent's", async () => {
    const avery = await login(app, 'avery')
    const harper = await login(app, 'harper', 5)
    const own = await activity(harper)
    expect(own.content.some((e) => e.type === 'SIGN_IN')).toBe(true)
    const averyEvents = await activity(avery)
    const harperIds = new Set(own.content.map((e) => e.eventId))
    expect(averyEvents.content.some((e) => harperIds.has(e.eventId))).toBe(false)
  })

  it('pages newest first, filters by type, keeps to 90 days and refuses a bad query', async () => {
    const avery = await login(app, 'avery')
    const first = await activity(avery, '?size=2&types=SIGN_IN')
    expect(first.content).toHaveLength(2)
    expect(first.first).toBe(true)
    expect(first.content[0].at >= first.content[1].at).toBe(true)
    const second = await activity(avery, `?size=2&page=1&types=SIGN_IN`)
    expect(second.content[0].eventId).not.toBe(first.content[1].eventId)
    later(91 * 24 * 60)
    const fresh = await login(app, 'avery')
    const recent = await activity(fresh, '?types=SIGN_IN&since=2020-01-01')
    expect(recent.content).toHaveLength(1)
    const bad = await call(app, 'GET', `${accountActivityPaths.accountActivity}?types=NOPE`, fresh)
    expect(bad.statusCode).toBe(400)
  })

  it('asks for a member token: a staff token without a member is refused', async () => {
    const staff = await login(app, 'staff.main')
    expect((await call(app, 'GET', accountActivityPaths.accountActivity, staff)).statusCode).toBe(403)
    expect((await call(app, 'GET', accountActivityPaths.accountActivity, null)).statusCode).toBe(401)
  })
})
