import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { MAIL_LIMIT } from './mail-limit'
import { call, gateway, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()
let clock = new Date('2026-03-02T09:00:00.000Z').getTime()

beforeAll(() => {
  app = gateway(db.dbPath, { now: () => new Date(clock) })
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

function mailsTo(username: string, kind: string) {
  const sqlite = new Database(db.dbPath, { readonly: true })
  try {
    return sqlite
      .prepare(
        'SELECT COUNT(*) AS n FROM outbox o JOIN users u USING (user_id) WHERE u.username = ? AND o.kind = ?',
      )
      .get(username, kind) as { n: number }
  } finally {
    sqlite.close()
  }
}

describe('recovery mails are limited per account (decision 105)', () => {
  it('20 forgot-password requests queue 3 mails; every answer is the same as for an unknown username', async () => {
    const unknown = await call(app, 'POST', c.paths.forgotPassword, null, { username: 'nobody', domainId: 1 })
    const answers = []
    for (let i = 0; i < 20; i++) {
      answers.push(await call(app, 'POST', c.paths.forgotPassword, null, { username: 'avery', domainId: 1 }))
      clock += 1000
    }
    expect(mailsTo('avery', 'forgot-password').n).toBe(MAIL_LIMIT.max)
    for (const answer of answers) {
      expect(answer.statusCode).toBe(unknown.statusCode)
      expect(answer.body).toBe(unknown.body)
    }
    // Once the window has passed, one more mail goes.
    clock += MAIL_LIMIT.windowMs
    await call(app, 'POST', c.paths.forgotPassword, null, { username: 'avery', domainId: 1 })
    await call(app, 'POST', c.paths.forgotPassword, null, { username: 'avery', domainId: 1 })
    expect(mailsTo('avery', 'forgot-password').n).toBe(MAIL_LIMIT.max + 2)
  })

  it('forgot-username shares the account limit with forgot-password, with the same answer', async () => {
    const sqlite = new Database(db.dbPath, { readonly: true })
    const { email_address: email } = sqlite
      .prepare(
        'SELECT p.email_address FROM preferences p JOIN users u USING (member_key) WHERE u.username = ?',
      )
      .get('blake') as { email_address: string }
    sqlite.close()
    const unknown = await call(app, 'POST', c.paths.forgotUsername, null, {
      emailAddress: 'nobody@example.com',
      domainId: 1,
    })
    await call(app, 'POST', c.paths.forgotPassword, null, { username: 'blake', domainId: 1 })
    const answers = []
    for (let i = 0; i < 10; i++)
      answers.push(
        await call(app, 'POST', c.paths.forgotUsername, null, { emailAddress: email, domainId: 1 }),
      )
    expect(mailsTo('blake', 'forgot-password').n + mailsTo('blake', 'forgot-username').n).toBe(MAIL_LIMIT.max)
    for (const answer of answers) expect(answer.body).toBe(unknown.body)
  })
})
