import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ZodTypeAny } from 'zod'
import * as c from '@member-dashboard/contract'
import { call, gateway, login, personaDomains, tempDb } from './test-helpers'

/** Every GET call a signed-in member makes, with the contract schema its body must parse with. */
const memberCalls: [string, ZodTypeAny][] = [
  [c.paths.tokenUserKey, c.textResponse],
  [c.paths.groups, c.groups],
  [c.paths.groupsIndividual, c.groupsIndividual],
  [c.paths.groupDetail, c.groupDetails],
  [c.paths.account, c.accountDetails],
  [c.paths.accountStatus, c.accountStatus],
  [c.paths.employeeId, c.employeeInfo],
  [c.paths.registrationPolicies, c.registrationPolicyResponse],
  [c.paths.preferences, c.preferencesWire],
  [c.paths.relevantPreferences, c.preferencesWire.partial().strict()],
  [c.paths.securityQuestions, c.securityQuestions],
  [c.paths.address, c.address],
  [c.paths.addressOptions, c.addressOptions],
  [c.paths.benefitsHistory, c.benefitHistory],
  [c.paths.benefitsLimits, c.limits],
  [c.paths.familyEligibility, c.familyPlanEligibility],
  [c.paths.planManagementDetails, c.planManagementDetails],
  [c.paths.hasEbill, c.flag],
  [c.paths.ebillRegistered, c.flag],
  [c.paths.showEbillAlert, c.flag],
  [c.paths.idCardEligible, c.flag],
  [c.paths.pcpMembers, c.pcpMembers],
  [c.paths.pcpEligibility, c.flag],
  [c.paths.programs, c.programs],
  [c.paths.programsSitecore, c.programs],
  [c.paths.referrals, c.referralPage],
  [c.paths.referralsMetadata, c.referralsMetadata],
  [c.paths.hasReferrals, c.flag],
  [c.paths.medicareMaterialsEligibility, c.flag],
  [c.paths.messageCalendar, c.messageCalendar],
  [c.paths.handbookOoc, c.textResponse],
  [c.paths.alerts, c.globalAlerts],
  [c.paths.accreditation, c.accreditationResponse],
  [c.paths.chatConfig, c.chatConfig],
]

const personas = [
  'avery',
  'blake',
  'cameron',
  'jordan',
  'casey',
  'taylor',
  'riley',
  'pat',
  'rowan',
  'sky',
  'kai',
  'mia',
  'noah',
  'harper',
  'ellis',
]

let app: FastifyInstance
const db = tempDb()
const tokens: Record<string, string> = {}

beforeAll(async () => {
  app = gateway(db.dbPath)
  for (const p of personas) tokens[p] = await login(app, p, personaDomains[p])
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

const body = (res: { headers: Record<string, unknown>; body: string; json: () => unknown }) =>
  String(res.headers['content-type']).startsWith('application/json') ? res.json() : res.body

describe.each(personas)('every GET call answers the contract for %s', (persona) => {
  it.each(memberCalls)('%s', async (path, schema) => {
    const res = await call(app, 'GET', path, tokens[persona])
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200)
    const parsed = schema.safeParse(body(res))
    expect(parsed.success, `${path}: ${parsed.success ? '' : parsed.error.message}`).toBe(true)
  })

  it.each(c.benefitCategories)(
    'benefits/%s answers benefitData or 404 when there is no such coverage',
    async (category) => {
      const res = await call(app, 'GET', c.paths.benefits(category), tokens[persona])
      if (res.statusCode === 404) {
        expect(c.gatewayErrorBody.parse(res.json()).status).toBe(404)
      } else {
        expect(res.statusCode).toBe(200)
        expect(c.benefitData.parse(res.json()).category).toBe(category)
      }
    },
  )
})

describe('calls outside the member GET list', () => {
  it('medicare-materials: a list for mia (3), 403 for noah, empty for others', async () => {
    const mia = await call(app, 'GET', c.paths.medicareMaterials, tokens.mia)
    expect(c.medicareMaterials.parse(mia.json())).toHaveLength(3)
    const noah = await call(app, 'GET', c.paths.medicareMaterials, tokens.noah)
    expect(noah.statusCode).toBe(403)
    expect(c.gatewayErrorBody.parse(noah.json()).status).toBe(403)
    const avery = await call(app, 'GET', c.paths.medicareMaterials, tokens.avery)
    expect(c.medicareMaterials.parse(avery.json())).toEqual([])
  })

  it('message/calendar/domain/{id} for each domain', async () => {
    for (const id of c.domainIds) {
      const res = await call(app, 'GET', c.paths.messageCalendarDomain(id))
      const value = c.messageCalendar.parse(res.json()).data.item.content.value
      expect(value.split('\n').every((line) => /^\d{4}-\d{2}-\d{2}\|.+$/.test(line))).toBe(true)
    }
  })

  it("plain message/calendar answers the signed-in member's brand calendar", async () => {
    const value = async (token?: string) =>
      c.messageCalendar.parse((await call(app, 'GET', c.paths.messageCalendar, token)).json()).data.item
        .content.value
    const domain = async (id: c.DomainId) =>
      c.messageCalendar.parse((await call(app, 'GET', c.paths.messageCalendarDomain(id))).json()).data.item
        .content.value
    expect(await domain(2)).not.toBe(await domain(1))
    expect(await value(tokens.mia)).toBe(await domain(2))
    expect(await value(tokens.avery)).toBe(await domain(1))
    expect(await value()).toBe(await domain(1))
  })

  it("config/chat follows the signed-in member's brand: no chat displayed on the partner brand", async () => {
    const config = async (token?: string) =>
      c.chatConfig.parse((await call(app, 'GET', c.paths.chatConfig, token)).json())
    expect((await config(tokens.harper)).displayChat).toBe(false)
    expect(await config(tokens.avery)).toMatchObject({
      displayChat: true,
      available: true,
      mappedGroupId: '10001234',
    })
    expect((await config()).displayChat).toBe(true)
  })

  it('pcp/provider, pcp/search, pcp/city-of-portland', async () => {
    const provider = await call(app, 'GET', `${c.paths.pcpProvider}?providerId=P1003`, tokens.avery)
    expect(c.provider.parse(provider.json()).id).toBe('P1003')
    const search = await call(app, 'POST', `${c.paths.pcpSearch}?size=5&page=0`, tokens.pat, {
      members: [],
      radius: 25,
      zip: '97204',
      searchString: '',
    })
    expect(c.pcpSearchResult.parse(search.json()).data).toHaveLength(5)
    const due = await call(app, 'GET', c.paths.pcpCityOfPortland, tokens.pat)
    expect(c.isoDate.parse(due.body)).toBe(due.body)
  })

  it('every error body parses as gatewayErrorBody', async () => {
    const responses = await Promise.all([
      call(app, 'GET', c.paths.account),
      call(app, 'GET', c.paths.pcpCityOfPortland, tokens.avery),
      call(app, 'GET', `${c.paths.pcpProvider}?providerId=NOPE`, tokens.avery),
      call(app, 'POST', c.paths.loginAs, tokens.avery, { subscriberId: 'EV1000001', domainId: 1 }),
      call(app, 'PUT', c.paths.password, tokens.avery, { nope: true }),
      call(app, 'GET', 'no/such/call', tokens.avery),
    ])
    expect(responses.map((r) => r.statusCode)).toEqual([401, 404, 404, 403, 400, 404])
    for (const r of responses) expect(c.gatewayErrorBody.safeParse(r.json()).success).toBe(true)
  })
})
