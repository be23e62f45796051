import type { FastifyInstance } from 'fastify'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { addDays, isoDay } from './dates'
import { SECRET, call, claimsOf, gateway, login, tempDb } from './test-helpers'
import { createTokenService } from './tokens'

let app: FastifyInstance
const db = tempDb()
const today = isoDay(new Date())
const daysAgo = (n: number) => addDays(today, -n)

type Family = { avery: string; blake: string; cameron: string; dana: string }
const tokens = {} as Family
const keys = {} as Family

beforeAll(async () => {
  app = gateway(db.dbPath)
  for (const name of ['avery', 'blake', 'cameron'] as const) {
    tokens[name] = await login(app, name)
    keys[name] = claimsOf(tokens[name]).memberKey as string
  }
  // Dana (20, no login): a token acting for her, signed like the gateway's own.
  const family = c.accountDetails.parse((await call(app, 'GET', c.paths.account, tokens.avery)).json())
  keys.dana = family.members.find((m) => m.memberSuffix === 3)!.memberKey
  const avery = claimsOf(tokens.avery)
  tokens.dana = await createTokenService(SECRET, () => new Date()).sign({
    sub: String(avery.sub),
    memberKey: keys.dana,
    subscriberId: 'EV1000001',
    groupId: '10001234',
    domainId: 1,
    role: 'member',
    issuedByRole: null,
  })
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

async function claims(token: string, query = 'size=100') {
  const res = await call(app, 'GET', `${c.claimsPaths.claims}?${query}`, token)
  expect(res.statusCode, res.body).toBe(200)
  return c.claimPage.parse(res.json())
}
const ownersOf = (page: c.ClaimPage) => [...new Set(page.content.map((claim) => claim.memberKey))].sort()
const detail = (token: string, claimNumber: string) =>
  call(app, 'GET', c.claimsPaths.claim(claimNumber), token)

describe('who sees whose claims (every member of avery’s family)', () => {
  let all: Record<keyof Family, c.ClaimPage>
  beforeAll(async () => {
    all = {
      avery: await claims(tokens.avery),
      blake: await claims(tokens.blake),
      cameron: await claims(tokens.cameron),
      dana: await claims(tokens.dana),
    }
  })

  it('avery (subscriber) sees her 9 and Cameron’s 5 (14), never Blake’s or Dana’s (adults)', () => {
    expect(all.avery.totalElements).toBe(14)
    const count = (key: string) => all.avery.content.filter((claim) => claim.memberKey === key).length
    expect(count(keys.avery)).toBe(9)
    expect(count(keys.cameron)).toBe(5)
    expect(ownersOf(all.avery)).toEqual([keys.avery, keys.cameron].sort())
  })

  it('blake (adult dependent) sees only his own 4; cameron only his own 5; dana only her own 2', () => {
    expect(all.blake.totalElements).toBe(4)
    expect(ownersOf(all.blake)).toEqual([keys.blake])
    expect(all.cameron.totalElements).toBe(5)
    expect(ownersOf(all.cameron)).toEqual([keys.cameron])
    expect(all.dana.totalElements).toBe(2)
    expect(ownersOf(all.dana)).toEqual([keys.dana])
  })

  it('asking for another member’s claims by memberKey is refused (403), one’s own or a minor’s is answered', async () => {
    for (const other of [keys.blake, keys.dana]) {
      expect((await call(app, 'GET', `claims?memberKey=${other}`, tokens.avery)).statusCode).toBe(403)
    }
    expect((await claims(tokens.avery, `memberKey=${keys.cameron}`)).totalElements).toBe(5)
    for (const other of [keys.avery, keys.cameron, keys.dana]) {
      expect((await call(app, 'GET', `claims?memberKey=${other}`, tokens.blake)).statusCode).toBe(403)
    }
    expect((await call(app, 'GET', `claims?memberKey=${keys.avery}`, tokens.cameron)).statusCode).toBe(403)
  })

  it('a claim’s detail follows the same rule: 403 for a family member one cannot see', async () => {
    const blakes = all.blake.content[0].claimNumber
    const danas = all.dana.content[0].claimNumber
    const averys = all.avery.content.find((claim) => claim.memberKey === keys.avery)!.claimNumber
    const camerons = all.cameron.content[0].claimNumber
    expect((await detail(tokens.avery, blakes)).statusCode).toBe(403)
    expect((await detail(tokens.avery, danas)).statusCode).toBe(403)
    expect((await detail(tokens.avery, camerons)).statusCode).toBe(200)
    expect((await detail(tokens.blake, averys)).statusCode).toBe(403)
    expect((await detail(tokens.blake, camerons)).statusCode).toBe(403)
    expect((await detail(tokens.cameron, averys)).statusCode).toBe(403)
    expect((await detail(tokens.dana, blakes)).statusCode).toBe(403)
    expect((await detail(tokens.blake, blakes)).statusCode).toBe(200)
  })

  it('a claim of another family is not found; so is an unknown number', async () => {
    const rowan = await login(app, 'rowan')
    expect((await detail(rowan, all.avery.content[0].claimNumber)).statusCode).toBe(404)
    expect((await detail(tokens.avery, 'CL000000000')).statusCode).toBe(404)
    expect((await claims(rowan)).totalElements).toBe(0)
  })

  it('EOBs are for the subscriber only: 403 for blake, cameron and dana', async () => {
    for (const name of ['blake', 'cameron', 'dana'] as const) {
      expect((await call(app, 'GET', c.claimsPaths.eobs, tokens[name])).statusCode).toBe(403)
    }
    expect(all.blake.content.every((claim) => claim.eobId === null)).toBe(true)
  })
})

describe('avery’s claims as personas.md lists them', () => {
  const find = (page: c.ClaimPage, provider: string, serviceDate: string) =>
    page.content.find((claim) => claim.providerName === provider && claim.serviceStartDate === serviceDate)!

  it('the Hawthorne cleaning, the Rose City MRI, the denied dermatology claim and Cameron’s pending claim', async () => {
    const page = await claims(tokens.avery)
    const cleaning = find(page, 'Hawthorne Family Dental', daysAgo(45))
    expect(cleaning).toMatchObject({
      category: 'dental',
      status: 'PAID',
      billedAmount: 120,
      planPaid: 120,
      memberResponsibility: 0,
    })
    const mri = find(page, 'Rose City Imaging', daysAgo(100))
    expect(mri).toMatchObject({
      status: 'PAID',
      billedAmount: 1850,
      allowedAmount: 1660,
      planPaid: 1040,
      memberResponsibility: 620,
      memberCost: { deductible: 620, copay: 0, coinsurance: 0, notCovered: 0 },
    })
    const denied = find(page, 'Cascade Dermatology Associates', daysAgo(200))
    expect(denied).toMatchObject({
      status: 'DENIED',
      billedAmount: 450,
      memberResponsibility: 450,
      denialReason: 'Cosmetic services are not covered by your plan',
    })
    const pending = find(page, 'Pacific Orthopedic Partners', daysAgo(12))
    expect(pending).toMatchObject({
      memberKey: keys.cameron,
      status: 'PENDING',
      billedAmount: 380,
      planPaid: null,
      memberResponsibility: null,
      processedDate: null,
      eobId: null,
    })
    const lines = c.claimDetail.parse((await detail(tokens.avery, cleaning.claimNumber)).json()).serviceLines
    expect(lines).toMatchObject([
      { procedureCode: 'D1110', description: 'Adult cleaning', billedAmount: 120 },
    ])
  })

  it('lists newest first, pages, filters, and totals every matching claim (not just the page)', async () => {
    const first = await claims(tokens.avery, 'page=0&size=10')
    const second = await claims(tokens.avery, 'page=1&size=10')
    expect([first.content.length, second.content.length, first.totalPages]).toEqual([10, 4, 2])
    const dates = [...first.content, ...second.content].map((claim) => claim.serviceStartDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(second.totals).toEqual(first.totals)
    const all = [...first.content, ...second.content]
    const total = (pick: (claim: c.ClaimSummary) => number | null) =>
      Math.round(all.reduce((a, claim) => a + (pick(claim) ?? 0), 0) * 100) / 100
    expect(first.totals).toEqual({
      claimCount: 14,
      billedAmount: total((claim) => claim.billedAmount),
      planPaid: total((claim) => claim.planPaid),
      memberResponsibility: total((claim) => claim.memberResponsibility),
      pendingCount: 1,
    })

    const dental = await claims(tokens.avery, 'category=dental&size=100')
    expect(dental.content.every((claim) => claim.category === 'dental')).toBe(true)
    expect(dental.totalElements).toBe(4)
    const denied = await claims(tokens.avery, 'status=DENIED')
    expect(denied.content.map((claim) => claim.providerName)).toEqual(['Cascade Dermatology Associates'])
    const range = await claims(tokens.avery, `serviceDateFrom=${daysAgo(100)}&serviceDateTo=${daysAgo(30)}`)
    expect(range.content.map((claim) => claim.serviceStartDate)).toEqual([
      daysAgo(30),
      daysAgo(45),
      daysAgo(60),
      daysAgo(95),
      daysAgo(100),
    ])
    expect((await call(app, 'GET', 'claims?category=dentistry', tokens.avery)).statusCode).toBe(400)
    expect((await call(app, 'GET', 'claims?serviceDateFrom=01/02/2026', tokens.avery)).statusCode).toBe(400)
    const reversed = `serviceDateFrom=${daysAgo(10)}&serviceDateTo=${daysAgo(20)}`
    expect((await call(app, 'GET', `claims?${reversed}`, tokens.avery)).statusCode).toBe(400)
  })

  it('one EOB per processed claim she sees (13), newest first, each a PDF naming her as the subscriber', async () => {
    const res = await call(app, 'GET', `${c.claimsPaths.eobs}?size=100`, tokens.avery)
    expect(res.statusCode).toBe(200)
    const eobs = c.eobPage.parse(res.json())
    expect(eobs.totalElements).toBe(13)
    expect(eobs.content.map((e) => e.issuedDate)).toEqual(
      eobs.content
        .map((e) => e.issuedDate)
        .sort()
        .reverse(),
    )
    expect(new Set(eobs.content.map((e) => e.memberKey))).toEqual(new Set([keys.avery, keys.cameron]))
    const pdf = await call(app, 'GET', c.claimsPaths.eobDocument(eobs.content[0].eobId), tokens.avery)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="eob-CL\d+\.pdf"$/)
    const doc = await PDFDocument.load(pdf.rawPayload)
    expect(doc.getTitle()).toContain('Avery Thompson')
    // Blake's processed claims have EOBs too, but never for avery.
    const blakes = await claims(tokens.blake)
    const blakeEob = `EOB${blakes.content[0].claimNumber.slice(2)}`
    expect((await call(app, 'GET', c.claimsPaths.eobDocument(blakeEob), tokens.avery)).statusCode).toBe(403)
    expect((await call(app, 'GET', c.claimsPaths.eobDocument('EOB000000000'), tokens.avery)).statusCode).toBe(
      404,
    )
  })
})

describe('pharmacy-site (the pharmacy benefit manager sandbox)', () => {
  it('verifies the posted token and shows the member, never the token', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: `/api/${c.claimsPaths.pharmacySite}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokens.avery }).toString(),
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toContain('Avery Thompson')
    expect(ok.body).toContain('received, verified')
    expect(ok.body).not.toContain(tokens.avery)
    const bad = await app.inject({
      method: 'POST',
      url: `/api/${c.claimsPaths.pharmacySite}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=nope',
    })
    expect(bad.statusCode).toBe(401)
  })
})
