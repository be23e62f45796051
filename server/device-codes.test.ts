import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { madeUpMask } from './device-codes'
import { call, gateway, login, tempDb } from './test-helpers'

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

const send = (username: string, domainId = 1) =>
  call(app, 'POST', c.deviceVerificationPaths.sendCode, null, { username, domainId })
const verify = (username: string, code: string, domainId = 1) =>
  call(app, 'POST', c.deviceVerificationPaths.verifyCode, null, { username, domainId, code })

type Mail = { to: string; username: string; subject: string; text: string; sentAt: string }
async function mailbox(username: string): Promise<Mail[]> {
  const res = await app.inject({ method: 'GET', url: `/api/sandbox/mailbox.json?username=${username}` })
  expect(res.statusCode).toBe(200)
  return res.json()
}
const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''

/** A wrong code for `right` (never the right one). */
const wrong = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0')

function stored(subject: string) {
  const sqlite = new Database(db.dbPath, { readonly: true })
  try {
    return sqlite.prepare('SELECT code_hash, tries_left FROM device_codes WHERE subject = ?').get(subject) as
      { code_hash: string; tries_left: number } | undefined
  } finally {
    sqlite.close()
  }
}

async function activity(username: string) {
  const token = await login(app, username)
  const res = await call(app, 'GET', `${c.accountActivityPaths.accountActivity}?size=100`, token)
  return c.accountActivityPage.parse(res.json()).content.map((event) => event.type)
}

describe('POST auth/device-code (issue 51)', () => {
  it("sends a 6-digit code to the address on file, answers it masked, and keeps the mail in the sandbox's mailbox", async () => {
    const res = await send('carmen')
    expect(res.statusCode).toBe(200)
    expect(c.deviceCodeAnswer.parse(res.json())).toEqual({
      delivery: 'email',
      maskedEmail: 'c***o@e***.com',
      sent: true,
    })
    const [mail] = await mailbox('carmen')
    expect(mail).toMatchObject({ to: 'carmen.delgado@example.com', username: 'carmen' })
    expect(mail.subject).toMatch(/verification code/i)
    expect(codeIn(mail)).toMatch(/^\d{6}$/)
  })

  it('stores the code hashed, never as typed', async () => {
    await send('drew')
    const code = codeIn((await mailbox('drew'))[0])
    const row = stored('1:drew')!
    expect(row.code_hash).toMatch(/^scrypt\$/)
    expect(row.code_hash).not.toContain(code)
  })

  it('answers an unknown username as a known one (a masked address, sent), and sends nothing', async () => {
    const res = await send('nobody-here')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ delivery: 'email', maskedEmail: madeUpMask('1:nobody-here'), sent: true })
    expect((await send('nobody-here')).json()).toEqual(res.json()) // the same each time
    expect(await mailbox('nobody-here')).toEqual([])
  })

  it('a username of another brand is unknown here', async () => {
    expect((await send('mia', 1)).json()).toEqual({
      delivery: 'email',
      maskedEmail: madeUpMask('1:mia'),
      sent: true,
    })
  })

  it('says so for an account without an e-mail on file (casey)', async () => {
    expect((await send('casey')).json()).toEqual({ delivery: 'none' })
  })

  it('sends at most 3 mails per account in 15 minutes, for known and unknown usernames alike', async () => {
    const known = []
    const unknown = []
    for (let i = 0; i < 5; i++) {
      known.push((await send('pat')).json())
      unknown.push((await send('not-a-member')).json())
      clock += 1000
    }
    expect(known.map((answer) => answer.sent)).toEqual([true, true, true, false, false])
    expect(unknown.map((answer) => answer.sent)).toEqual([true, true, true, false, false])
    expect(await mailbox('pat')).toHaveLength(3)
    clock += 15 * 60_000
    expect((await send('pat')).json().sent).toBe(true)
  })
})

describe('POST auth/device-code/verify (issue 51)', () => {
  it('accepts the right code once, and records the verification in the account activity', async () => {
    await send('rowan')
    const code = codeIn((await mailbox('rowan'))[0])
    const ok = await verify('rowan', code)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ verified: true })
    const again = await verify('rowan', code)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ errorType: 'CODE_EXPIRED' })
    const types = await activity('rowan')
    expect(types).toContain('DEVICE_CODE_SENT')
    expect(types).toContain('DEVICE_VERIFIED')
    expect(types).toContain('DEVICE_VERIFICATION_FAILED')
  })

  it('a wrong code says so with the tries left; after 5 tries even the right code is refused', async () => {
    await send('kai')
    const code = codeIn((await mailbox('kai'))[0])
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await verify('kai', wrong(code))).json())
    expect(answers.map((a) => [a.errorType, a.errorData.triesLeft])).toEqual([
      ['CODE_INVALID', 4],
      ['CODE_INVALID', 3],
      ['CODE_INVALID', 2],
      ['CODE_INVALID', 1],
      ['CODE_TRIES_SPENT', 0],
    ])
    expect((await verify('kai', code)).json()).toMatchObject({ errorType: 'CODE_TRIES_SPENT' })
  })

  it('parallel guesses get no more than 5 tries', async () => {
    await send('sky')
    const code = codeIn((await mailbox('sky'))[0])
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify('sky', wrong(code))))
    const invalid = answers.filter((a) => a.json().errorType === 'CODE_INVALID')
    expect(invalid.length).toBeLessThanOrEqual(4)
    expect(stored('1:sky')?.tries_left).toBe(0)
  })

  it('a code expires after 10 minutes', async () => {
    await send('riley')
    const code = codeIn((await mailbox('riley'))[0])
    clock += 10 * 60_000 + 1000
    expect((await verify('riley', code)).json()).toMatchObject({ errorType: 'CODE_EXPIRED' })
  })

  it('an unknown username is refused as a wrong code is, tries counting down the same way', async () => {
    await send('ghost-user')
    await send('lee')
    const code = codeIn((await mailbox('lee'))[0])
    const ghost = await verify('ghost-user', code)
    const real = await verify('lee', wrong(code))
    expect(ghost.statusCode).toBe(real.statusCode)
    expect(ghost.json()).toEqual(real.json())
  })

  it('refuses a code that is not 6 digits before anything is counted', async () => {
    await send('avery')
    expect((await verify('avery', '12345')).statusCode).toBe(400)
    expect(stored('1:avery')?.tries_left).toBe(5)
  })
})

describe('GET sandbox/mailbox', () => {
  it('lists the recovery mails too, with subject and text, newest first', async () => {
    await call(app, 'POST', c.paths.forgotPassword, null, { username: 'taylor', domainId: 1 })
    clock += 1000
    await send('taylor')
    const mails = await mailbox('taylor')
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/verification code/i),
      'Reset your password',
    ])
    expect(mails[1].text).toContain('taylor')
  })

  it('shows a person the mails as a page, escaped', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sandbox/mailbox' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('Sandbox mailbox')
    expect(res.body).toContain('taylor')
  })
})
