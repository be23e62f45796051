import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { addDays, isoDay } from './dates'
import { call, gateway, login, personaDomains, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()
const today = isoDay(new Date())
const tokens: Record<string, string> = {}
const personas = ['avery', 'blake', 'cameron', 'pat', 'mia', 'harper']

const get = async (persona: string, path: string, status = 200) => {
  const res = await call(app, 'GET', path, tokens[persona])
  expect(res.statusCode, `${persona} ${path}: ${res.body}`).toBe(status)
  return res
}
const reminders = async (persona: string) =>
  c.careReminders.parse((await get(persona, c.careReminderPaths.careReminders)).json())

beforeAll(async () => {
  app = gateway(db.dbPath)
  for (const p of personas) tokens[p] = await login(app, p, personaDomains[p])
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

describe('care-reminders: the members the caller may see, never an adult dependent', () => {
  it("avery gets her two and Cameron's, soonest due first, with due dates from the seeding day", async () => {
    const list = await reminders('avery')
    expect(list.map((r) => [r.title, r.memberName.split(' ')[0], r.dueDate, r.findCare])).toEqual([
      ['Dental cleaning', 'Avery', addDays(today, -20), 'find-a-dentist'],
      ['Annual physical', 'Avery', addDays(today, 30), 'primary-care'],
      ['Well-child visit', 'Cameron', addDays(today, 60), 'primary-care'],
    ])
    expect(list.map((r) => r.title)).not.toContain('Flu vaccine')
  })
  it('blake gets only his own flu vaccine; cameron only his own visit; pat none', async () => {
    expect((await reminders('blake')).map((r) => [r.title, r.dueDate])).toEqual([
      ['Flu vaccine', addDays(today, 10)],
    ])
    expect((await reminders('cameron')).map((r) => r.title)).toEqual(['Well-child visit'])
    expect(await reminders('pat')).toEqual([])
  })
  it('needs a bearer token', async () => {
    expect((await call(app, 'GET', c.careReminderPaths.careReminders)).statusCode).toBe(401)
  })
})

describe('forms: the brand’s member forms, each a PDF', () => {
  const forms = async (persona: string) =>
    c.memberForms.parse((await get(persona, c.memberFormPaths.forms)).json())
  it('main and Medicare-type brands: five forms with their categories; partner brand: three', async () => {
    const main = await forms('avery')
    expect(main.map((f) => [f.title, f.category])).toEqual([
      ['Medical claim form', 'Claims'],
      ['Request for an appeal', 'Claims'],
      ['Authorization to release health information', 'Privacy'],
      ['Change of address', 'Account'],
      ['Prescription reimbursement form', 'Pharmacy'],
    ])
    expect(await forms('mia')).toEqual(main)
    expect((await forms('harper')).map((f) => [f.title, f.category])).toEqual([
      ['Dental claim form', 'Claims'],
      ['Request for an appeal', 'Claims'],
      ['Authorization to release health information', 'Privacy'],
    ])
  })
  it("serves a form of the member's brand as a PDF; another brand's form is a 404", async () => {
    const res = await get('avery', c.memberFormPaths.formDocument('medical-claim-form'))
    expect(res.headers['content-type']).toContain('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    await get('harper', c.memberFormPaths.formDocument('medical-claim-form'), 404)
    await get('harper', c.memberFormPaths.formDocument('dental-claim-form'))
  })
})
