import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { isoDay } from './dates'
import { call, gateway, login, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()
const today = isoDay(new Date())
const year = Number(today.slice(0, 4))
const tokens: Record<string, string> = {}

beforeAll(async () => {
  app = gateway(db.dbPath)
  for (const p of ['avery', 'cameron', 'riley']) tokens[p] = await login(app, p)
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

const get = (persona: string, path: string) => call(app, 'GET', path, tokens[persona])

describe('benefits/{category} and benefits/limits (issue #9)', () => {
  it('answer the plan period: class plan, effective and termination dates', async () => {
    const res = await get('avery', `${c.paths.benefits('medical')}?suffix=0`)
    const medical = c.benefitCoverage.parse(res.json())
    expect(medical).toMatchObject({
      planName: 'Riverbend PPO Medical',
      effectiveDate: `${year - 1}-01-01`,
      terminationDate: null,
    })
    expect(medical.classPlanId).toMatch(/^CP\d+$/)
  })

  it("a subscriber may read a child's benefits, never an adult dependent's; a dependent only their own", async () => {
    expect((await get('avery', `${c.paths.benefits('dental')}?suffix=2`)).statusCode).toBe(200)
    for (const suffix of [1, 3]) {
      expect((await get('avery', `${c.paths.benefits('dental')}?suffix=${suffix}`)).statusCode).toBe(403)
      expect((await get('avery', `${c.paths.benefitsLimits}?suffix=${suffix}`)).statusCode).toBe(403)
    }
    expect((await get('cameron', `${c.paths.benefits('dental')}?suffix=0`)).statusCode).toBe(403)
  })

  it("benefit history leaves out adult dependents' periods", async () => {
    const history = c.benefitHistory.parse((await get('avery', c.paths.benefitsHistory)).json())
    const account = c.accountDetails.parse((await get('avery', c.paths.account)).json())
    const keyOf = (suffix: number) => account.members.find((m) => m.memberSuffix === suffix)!.memberKey
    const keys = new Set(history.medical.map((h) => h.memberKey))
    expect(keys.has(keyOf(0)) && keys.has(keyOf(2))).toBe(true)
    expect(keys.has(keyOf(1)) || keys.has(keyOf(3))).toBe(false)
  })

  it('a day in an earlier period answers that plan without accumulators', async () => {
    const earlier = `${year - 3}-01-01`
    const dental = c.benefitCoverage.parse(
      (await get('avery', `${c.paths.benefits('dental')}?asOfDate=${earlier}`)).json(),
    )
    expect(dental).toMatchObject({
      planName: 'Riverbend Basic Dental',
      terminationDate: `${year - 2}-12-31`,
      maximums: [],
      deductibles: [],
    })
    expect(dental.dentalServices.some((s) => s.code === 'D1110')).toBe(true)
    expect((await get('avery', `${c.paths.benefitsLimits}?asOfDate=${earlier}`)).json()).toEqual([])
    expect(((await get('avery', c.paths.benefitsLimits)).json() as unknown[]).length).toBe(7)
  })

  it('dental services carry cost details (service-detail view) and incentive tiers', async () => {
    const dental = c.benefitCoverage.parse((await get('avery', c.paths.benefits('dental'))).json())
    expect(dental.serviceDetails.map((d) => d.id)).toEqual(['D1110', 'D2740'])
    expect(dental.dentalServices.find((s) => s.code === 'D2740')?.incentiveTiers).toHaveLength(3)
  })

  it('a day no plan covers answers 404 (no coverage on that date)', async () => {
    const res = await get('avery', `${c.paths.benefits('vision')}?asOfDate=${year - 2}-06-30`)
    expect(res.statusCode).toBe(404)
  })

  it('riley: the future plan', async () => {
    const medical = c.benefitCoverage.parse((await get('riley', c.paths.benefits('medical'))).json())
    expect(medical.effectiveDate).toBe(`${year + 1}-01-01`)
  })
})
