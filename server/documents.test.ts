import { inflateSync } from 'node:zlib'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { addDays, isoDay } from './dates'
import { call, gateway, login, personaDomains, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()
const today = isoDay(new Date())
const year = Number(today.slice(0, 4))
const tokens: Record<string, string> = {}
const personas = ['avery', 'blake', 'cameron', 'rowan', 'taylor', 'mia', 'harper']

const get = async (persona: string, path: string, status = 200) => {
  const res = await call(app, 'GET', path, tokens[persona])
  expect(res.statusCode, `${persona} ${path}: ${res.body}`).toBe(status)
  return res
}

/** The text a pdf-lib PDF draws: its content streams inflated, hex strings decoded (WinAnsi). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const texts: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1')
    } catch {
      content = match[1]
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1], 'hex').toString('latin1'))
    }
  }
  return texts.join('\n')
}

beforeAll(async () => {
  app = gateway(db.dbPath)
  // Referrals of avery's adult dependents (Blake, Dana): avery must never see them.
  const raw = new Database(db.dbPath)
  const key = (suffix: number) =>
    raw
      .prepare<[number], { member_key: string }>(
        "SELECT member_key FROM members WHERE subscriber_id = 'EV1000001' AND suffix = ?",
      )
      .get(suffix)!.member_key
  const insert = raw.prepare(
    `INSERT INTO referrals (referral_id, member_key, provider_id, provider_name, specialty, status_code,
     status_description, start_date, end_date, visits_authorized) VALUES (?, ?, 'S2003', 'Rose City Cardiology',
     'Cardiology', 'A', 'Approved', ?, ?, 4)`,
  )
  insert.run('RF-BLAKE-1', key(1), addDays(today, -10), addDays(today, 170))
  insert.run('RF-DANA-1', key(3), addDays(today, -12), addDays(today, 168))
  raw.close()
  for (const p of personas) tokens[p] = await login(app, p, personaDomains[p])
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

describe('referrals: a subscriber sees their own and their minor dependents', () => {
  it("avery sees her 10 and Cameron's 2, never an adult dependent's", async () => {
    const page = c.referralPage.parse((await get('avery', `${c.paths.referrals}?size=50`)).json())
    expect(page.totalElements).toBe(12)
    const names = page.content.map((r) => r.memberName)
    expect(names.filter((n) => n === 'Avery Thompson')).toHaveLength(10)
    expect(names.filter((n) => n === 'Cameron Thompson')).toHaveLength(2)
    expect(page.content.map((r) => r.referralId)).not.toContain('RF-BLAKE-1')
    const meta = c.referralsMetadata.parse((await get('avery', c.paths.referralsMetadata)).json())
    expect(meta.members.map((m) => m.name)).toEqual(['Avery Thompson', 'Cameron Thompson'])
  })

  it('asking for an adult dependent by member key finds nothing', async () => {
    const blakeKey = c.referralPage.parse((await get('blake', c.paths.referrals)).json()).content[0].memberKey
    const page = c.referralPage.parse(
      (await get('avery', `${c.paths.referrals}?memberKey=${blakeKey}`)).json(),
    )
    expect(page).toMatchObject({ totalElements: 0, empty: true })
  })

  it('an adult dependent sees only their own; a minor only their own', async () => {
    const blake = c.referralPage.parse((await get('blake', c.paths.referrals)).json())
    expect(blake.content.map((r) => r.referralId)).toEqual(['RF-BLAKE-1'])
    expect((await get('blake', c.paths.hasReferrals)).json()).toBe(true)
    const cameron = c.referralPage.parse((await get('cameron', c.paths.referrals)).json())
    expect(cameron.totalElements).toBe(2)
    expect(cameron.content.every((r) => r.memberName === 'Cameron Thompson')).toBe(true)
  })

  it('answers the visits used: all of a completed referral, none of a denied one', async () => {
    const page = c.referralPage.parse((await get('avery', `${c.paths.referrals}?size=50`)).json())
    for (const r of page.content) {
      if (r.statusCode === 'C') expect(r.visitsUsed).toBe(r.visitsAuthorized)
      if (r.statusCode === 'D' || r.statusCode === 'P') expect(r.visitsUsed).toBe(0)
    }
  })
})

describe('handbooks', () => {
  it("lists the member's group handbooks and serves each as a PDF", async () => {
    const list = c.handbooks.parse((await get('avery', c.documentPaths.handbooks)).json())
    expect(list.map((h) => h.title)).toEqual([
      `Member Handbook ${year}`,
      `Summary of Benefits and Coverage ${year}`,
      'Dental Benefits Booklet',
    ])
    const res = await get('avery', c.documentPaths.handbookDocument(list[0].id))
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfText(res.rawPayload)).toContain('Riverbend Manufacturing')
  })

  it("refuses another group's handbook with 404", async () => {
    const mine = c.handbooks.parse((await get('mia', c.documentPaths.handbooks)).json())
    expect(mine[0].title).toBe(`Medicare Advantage Member Handbook ${year}`)
    await get('avery', c.documentPaths.handbookDocument(mine[0].id), 404)
    await get('avery', 'handbooks/..%2Faccount/document', 404)
  })

  it('the partner brand has none', async () => {
    expect((await get('harper', c.documentPaths.handbooks)).json()).toEqual([])
  })
})

describe('certificate of coverage', () => {
  it('names the plan year and the member, with the coverage in force', async () => {
    const cert = c.certificateOfCoverage.parse(
      (await get('avery', c.documentPaths.certificateOfCoverage)).json(),
    )
    expect(cert).toMatchObject({ planYear: year, memberName: 'Avery Thompson', subscriberId: 'EV1000001' })
    expect(cert.coverage.map((l) => l.category)).toEqual(['medical', 'dental', 'vision', 'pharmacy'])
    const pdf = await get('avery', c.documentPaths.certificateOfCoverageDocument)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain(`Certificate of Coverage ${year}`)
    expect(text).toContain('Avery Thompson')
    expect(text).toContain('Riverbend PPO Medical')
  })

  it('a member with no coverage in force has none (404)', async () => {
    await get('taylor', c.documentPaths.certificateOfCoverage, 404)
    await get('taylor', c.documentPaths.certificateOfCoverageDocument, 404)
  })
})

describe('prior authorizations', () => {
  it("avery: her 3 and Cameron's, newest first, never Blake's", async () => {
    const list = c.priorAuthorizations.parse((await get('avery', c.documentPaths.priorAuthorizations)).json())
    expect(list.map((a) => a.authorizationId)).toEqual(['PA-70013', 'PA-70012', 'PA-70014', 'PA-70011'])
    expect(list.find((a) => a.status === 'PENDING')).toMatchObject({ decisionDate: null, validFrom: null })
  })

  it('blake sees only his own; rowan has none', async () => {
    const blake = c.priorAuthorizations.parse(
      (await get('blake', c.documentPaths.priorAuthorizations)).json(),
    )
    expect(blake.map((a) => a.memberName)).toEqual(['Blake Thompson'])
    expect((await get('rowan', c.documentPaths.priorAuthorizations)).json()).toEqual([])
  })
})
