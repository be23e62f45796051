import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { addYears, ageOn, isoDay } from './dates'
import { call, gateway, login, personaDomains, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()
const today = isoDay(new Date())
const year = Number(today.slice(0, 4))
const tokens: Record<string, string> = {}
const get = async (persona: string, path: string) => {
  const res = await call(app, 'GET', path, tokens[persona])
  expect(res.statusCode, `${persona} ${path}: ${res.body}`).toBe(200)
  return String(res.headers['content-type']).startsWith('application/json') ? res.json() : res.body
}

beforeAll(async () => {
  app = gateway(db.dbPath)
  for (const p of Object.keys(personaDomains)) {
    if (p !== 'lee') tokens[p] = await login(app, p, personaDomains[p])
  }
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

describe('avery: the full happy path', () => {
  it('family: blake 1, cameron 2 (16), Dana 3 (20, no login); everything active since Jan 1 last year', async () => {
    const account = c.accountDetails.parse(await get('avery', c.paths.account))
    expect(account).toMatchObject({
      subscriberId: 'EV1000001',
      groupId: '10001234',
      groupName: 'Riverbend Manufacturing',
    })
    expect(account.members.map((m) => [m.firstName, m.memberSuffix])).toEqual([
      ['Avery', 0],
      ['Blake', 1],
      ['Cameron', 2],
      ['Dana', 3],
    ])
    expect(ageOn(account.members[2].dateOfBirth, today)).toBe(16)
    expect(ageOn(account.members[3].dateOfBirth, today)).toBe(20)
    for (const m of account.members) {
      for (const e of [
        m.medicalEligibility,
        m.dentalEligibility,
        m.visionEligibility,
        m.pharmacyEligibility,
      ]) {
        expect(e).toMatchObject({ eligible: true, effectiveDate: `${year - 1}-01-01`, terminationDate: null })
      }
    }
    expect(account.products).toEqual(['medical', 'dental', 'vision', 'pharmacy'])
    const res = await call(app, 'POST', c.paths.token, null, {
      username: 'dana',
      password: 'Dashboard#2026',
      domainId: 1,
    })
    expect(res.statusCode).toBe(401)
  })

  it('7 enrolled high-priority programs with distinct display orders, one name over 55 characters, program 37', async () => {
    const programs = c.programs.parse(await get('avery', c.paths.programs))
    const featured = programs.filter((p) => p.highPriority && p.eligible)
    expect(featured).toHaveLength(7)
    expect(new Set(featured.map((p) => p.displayOrder)).size).toBe(7)
    expect(featured.some((p) => p.name.length > 55)).toBe(true)
    expect(programs.some((p) => !p.highPriority)).toBe(true)
    expect(programs.map((p) => p.id)).toEqual(expect.arrayContaining([33, 27, 92, 93, 37]))
    expect(programs.find((p) => p.id === 93)?.urlDocumentType).toBe('ENDPOINT')
  })

  it('dental limits exactly as the persona says, with one invalid limit', async () => {
    const limits = c.limits
      .parse(await get('avery', c.paths.benefitsLimits))
      .filter((l) => l.productCategory === 'D')
    expect(limits).toContainEqual(
      expect.objectContaining({
        limitType: 'Annual Limit',
        networkTier: 'innet',
        total: 1500,
        totalMet: 400,
        totalRemaining: 1100,
      }),
    )
    expect(limits).toContainEqual(
      expect.objectContaining({
        limitType: 'Deductible - In Network',
        coverageType: 'INDIVIDUAL',
        total: 50,
        totalMet: 50,
        totalRemaining: 0,
      }),
    )
    expect(limits.filter((l) => l.totalMet === 0 && l.totalRemaining === 0)).toHaveLength(1)
    const dental = c.benefitData.parse(
      await get('avery', `${c.paths.benefits('dental')}?suffix=0&asOfDate=${today}`),
    )
    expect(dental.maximums[0]).toMatchObject({ indivAmount: 1500, indivMet: 400, indivRemaining: 1100 })
  })

  it('12 referrals, paged', async () => {
    const page0 = c.referralPage.parse(await get('avery', `${c.paths.referrals}?page=0&size=5`))
    expect(page0).toMatchObject({
      totalElements: 12,
      totalPages: 3,
      first: true,
      last: false,
      numberOfElements: 5,
    })
    const page2 = c.referralPage.parse(await get('avery', `${c.paths.referrals}?page=2&size=5`))
    expect(page2).toMatchObject({ last: true, numberOfElements: 2, number: 2 })
    const approved = c.referralPage.parse(await get('avery', `${c.paths.referrals}?size=50&statusCode=A`))
    expect(approved.content.every((r) => r.statusCode === 'A')).toBe(true)
    const current = c.referralPage.parse(
      await get('avery', `${c.paths.referrals}?size=50&excludeExpired=true`),
    )
    expect(current.content.every((r) => r.endDate >= today)).toBe(true)
    expect(current.totalElements).toBeLessThan(12)
    expect(await get('avery', c.paths.hasReferrals)).toBe(true)
    const meta = c.referralsMetadata.parse(await get('avery', c.paths.referralsMetadata))
    expect(meta.statuses.map((s) => s.code).sort()).toEqual(['A', 'C', 'D', 'P'])
  })

  it('benefit history, selected PCP, eBill registered without alert, ID card eligible', async () => {
    const history = c.benefitHistory.parse(await get('avery', c.paths.benefitsHistory))
    expect(history.dental.some((h) => h.termedDate === `${year - 2}-12-31`)).toBe(true)
    const pcp = c.pcpMembers.parse(await get('avery', c.paths.pcpMembers))
    const averyKey = pcp.members[0].memberKey
    expect(pcp.selections).toContainEqual(
      expect.objectContaining({ memberKey: averyKey, providerId: 'P1003' }),
    )
    expect(pcp.pcp360History.filter((h) => h.memberKey === averyKey)).toHaveLength(2)
    expect([
      await get('avery', c.paths.hasEbill),
      await get('avery', c.paths.ebillRegistered),
      await get('avery', c.paths.showEbillAlert),
    ]).toEqual([true, true, false])
    expect(await get('avery', c.paths.idCardEligible)).toBe(true)
  })

  it('one dismissable info alert for the group', async () => {
    const alerts = c.globalAlerts.parse(await get('avery', c.paths.alerts))
    expect(alerts).toEqual([expect.objectContaining({ type: 'info', canDismiss: true })])
  })
})

describe('the other personas', () => {
  it('blake and cameron are dependents; dependents only see their own benefits', async () => {
    const account = c.accountDetails.parse(await get('blake', c.paths.account))
    expect(account.subscriberId).toBe('EV1000001')
    const res = await call(app, 'GET', `${c.paths.benefits('dental')}?suffix=0`, tokens.blake)
    expect(res.statusCode).toBe(403)
    expect((await call(app, 'GET', `${c.paths.benefits('dental')}?suffix=1`, tokens.blake)).statusCode).toBe(
      200,
    )
  })

  it('casey has no e-mail; morgan is INI', async () => {
    expect(c.preferencesWire.parse(await get('casey', c.paths.preferences)).emailAddress).toBeNull()
    expect(await get('morgan', c.paths.accountStatus)).toBe('INI')
  })

  it('relevant-preferences with topic=ebill answers only the billing flags that apply', async () => {
    const ebill = await get('avery', `${c.paths.relevantPreferences}?topic=ebill`)
    expect(Object.keys(ebill).sort()).toEqual([
      'discontinuePaperStatements',
      'emailAddress',
      'emailAutopayWithdrawalReminder',
      'emailPaymentReminder',
      'emailWhenBillReady',
    ])
    expect(Object.keys(await get('avery', c.paths.relevantPreferences))).toContain('emailBreakingNews')
  })

  it('idCard/view answers JSON to a caller asking for JSON, else the PDF', async () => {
    const view = (accept: string) =>
      app.inject({
        method: 'GET',
        url: `/api/${c.paths.idCardView}`,
        headers: { authorization: `Bearer ${tokens.avery}`, accept },
      })
    const json = await view('application/json')
    expect(json.headers['content-type']).toMatch(/json/)
    const card = c.idCardDetails.parse(json.json())
    expect(card).toMatchObject({ subscriberId: 'EV1000001', memberSuffix: 0, groupId: '10001234' })
    expect(card.coverage.map((line) => line.category)).toEqual(['medical', 'dental', 'vision', 'pharmacy'])
    expect((await view('application/pdf')).headers['content-type']).toMatch(/pdf/)
    expect((await view('application/pdf, application/json')).headers['content-type']).toMatch(/pdf/)
  })

  it('frances is FRC (forced password change) in a single group', async () => {
    expect(await get('frances', c.paths.accountStatus)).toBe('FRC')
    expect(c.groups.parse(await get('frances', c.paths.groups))).toHaveLength(1)
    expect(c.accountDetails.parse(await get('frances', c.paths.account)).subscriberId).toBe('EV1700017')
  })

  it('carmen is FRC in a single CRM-routed group, with an e-mail on file (issue 51)', async () => {
    expect(await get('carmen', c.paths.accountStatus)).toBe('FRC')
    expect(c.groups.parse(await get('carmen', c.paths.groups))).toEqual([
      expect.objectContaining({ groupId: '10018018', crmRouted: true }),
    ])
    expect(c.accountDetails.parse(await get('carmen', c.paths.account)).subscriberId).toBe('EV1800018')
    expect(c.preferencesWire.parse(await get('carmen', c.paths.preferences)).emailAddress).toBe(
      'carmen.delgado@example.com',
    )
  })

  it('taylor is termed Dec 31 last year and gets no ID card', async () => {
    const account = c.accountDetails.parse(await get('taylor', c.paths.account))
    expect(account.members[0].medicalEligibility.terminationDate).toBe(`${year - 1}-12-31`)
    expect(account.products).toEqual([])
    expect(await get('taylor', c.paths.idCardEligible)).toBe(false)
    expect((await call(app, 'GET', c.paths.idCardView, tokens.taylor)).statusCode).toBe(403)
    const detail = c.groupDetails.parse(await get('taylor', c.paths.groupDetail))
    expect(detail[0].medical?.planStatus).toBe('TERMED')
  })

  it('riley: medical and dental effective Jan 1 next year', async () => {
    const detail = c.groupDetails.parse(await get('riley', c.paths.groupDetail))
    expect(detail[0].medical).toEqual({
      planStatus: 'FUTURE',
      planEffectiveDate: `${year + 1}-01-01`,
      planTerminationDate: null,
    })
    expect(detail[0].dental?.planStatus).toBe('FUTURE')
    expect(detail[0].vision).toBeNull()
  })

  it('pat: group 10002805, PCP eligible with no selection, a due date', async () => {
    expect(await get('pat', c.paths.pcpEligibility)).toBe(true)
    const pcp = c.pcpMembers.parse(await get('pat', c.paths.pcpMembers))
    expect(pcp.selections).toEqual([])
    expect(String(await get('pat', c.paths.pcpCityOfPortland))).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await call(app, 'GET', c.paths.pcpCityOfPortland, tokens.avery)).statusCode).toBe(404)
  })

  it('drew: one CRM-routed group; everyone else but jordan one plain group', async () => {
    expect(c.groups.parse(await get('drew', c.paths.groups))).toEqual([
      expect.objectContaining({ groupId: '10008008', crmRouted: true }),
    ])
    for (const p of ['avery', 'casey', 'pat', 'rowan', 'mia', 'harper']) {
      const list = c.groups.parse(await get(p, c.paths.groups))
      expect(list).toHaveLength(1)
      expect(list[0].crmRouted).toBe(false)
    }
  })

  it('rowan: plan management open enrollment, eBill not registered with alert, outline of coverage', async () => {
    const plan = c.planManagementDetails.parse(await get('rowan', c.paths.planManagementDetails))
    expect(plan).toMatchObject({
      eligibleAndActive: true,
      openEnrollmentStart: `${year}-11-01`,
      openEnrollmentEnd: `${year + 1}-01-15`,
      directPlanCancellationStatus: null,
    })
    expect(plan.directShopUrl).toMatch(/^https:/)
    expect([
      await get('rowan', c.paths.hasEbill),
      await get('rowan', c.paths.ebillRegistered),
      await get('rowan', c.paths.showEbillAlert),
    ]).toEqual([true, false, true])
    expect(String(await get('rowan', c.paths.handbookOoc))).toMatch(/^https:\/\/.+\.pdf$/)
    expect(await get('avery', c.paths.handbookOoc)).toBe('')
  })

  it('sky: cancellation status D, coverage ends Dec 31 this year; others not eligible', async () => {
    const plan = c.planManagementDetails.parse(await get('sky', c.paths.planManagementDetails))
    expect(plan).toMatchObject({
      directPlanCancellationStatus: { id: 'D' },
      coverageEndDateUponCancellation: `${year}-12-31`,
    })
    expect(
      c.planManagementDetails.parse(await get('avery', c.paths.planManagementDetails)).eligibleAndActive,
    ).toBe(false)
    expect(await get('sky', c.paths.hasEbill)).toBe(false)
  })

  it('kai: employee id 598-22041 with the local-598 flag', async () => {
    expect(await get('kai', c.paths.employeeId)).toEqual({ employeeId: '598-22041', local598: true })
    expect(await get('avery', c.paths.employeeId)).toEqual({ employeeId: null, local598: false })
  })

  it('mia: Medicare group and parent, 3 materials; noah: not eligible', async () => {
    const account = c.accountDetails.parse(await get('mia', c.paths.account))
    expect(account).toMatchObject({ groupId: '10004760', parentGroupId: '100000075' })
    expect(await get('mia', c.paths.medicareMaterialsEligibility)).toBe(true)
    expect(await get('noah', c.paths.medicareMaterialsEligibility)).toBe(false)
    expect(c.accountDetails.parse(await get('noah', c.paths.account))).toMatchObject({
      groupId: '10004761',
      parentGroupId: '100000075',
    })
  })

  it('harper: dental only, policy unsigned; ellis: unsigned dependent', async () => {
    const account = c.accountDetails.parse(await get('harper', c.paths.account))
    expect(account.products).toEqual(['dental'])
    expect(account.members[0].medicalEligibility.eligible).toBe(false)
    expect(
      c.registrationPolicyResponse.parse(await get('harper', c.paths.registrationPolicies))
        .registrationPolicy,
    ).toEqual({
      isCommunicationPolicySigned: false,
      isEeobPreferenceConsented: null,
    })
    expect(
      c.registrationPolicyResponse.parse(await get('ellis', c.paths.registrationPolicies)).registrationPolicy
        .isCommunicationPolicySigned,
    ).toBe(false)
    expect(await get('harper', c.paths.hasEbill)).toBe(false)
  })

  it('cameron stays under 18 for the next year of the seeded data', async () => {
    const account = c.accountDetails.parse(await get('cameron', c.paths.account))
    // A dependent's account answer lists only themself (decision 102).
    expect(account.members.map((m) => m.memberSuffix)).toEqual([2])
    expect(ageOn(account.members[0].dateOfBirth, addYears(today, 1))).toBeLessThan(18)
  })
})

describe('reference content', () => {
  it('holiday calendars differ per domain; accreditation and chat config', async () => {
    const values = await Promise.all(
      c.domainIds.map(
        async (id) =>
          c.messageCalendar.parse((await call(app, 'GET', c.paths.messageCalendarDomain(id))).json()).data
            .item.content.value,
      ),
    )
    expect(new Set(values).size).toBe(3)
    expect(values[0]).toContain(`${year}-07-0`)
    expect(values[0]).toMatch(/Thanksgiving Day/)
    const accreditation = c.accreditationResponse.parse(
      (await call(app, 'GET', c.paths.accreditation)).json(),
    )
    expect(['Accredited', 'Commendable', 'Interim']).toContain(accreditation.elementValue)
    expect(
      c.securityQuestions.parse(await get('avery', c.paths.securityQuestions)).available.length,
    ).toBeGreaterThanOrEqual(6)
    const options = c.addressOptions.parse(await get('avery', c.paths.addressOptions))
    expect(options.states.find((s) => s.codeKey === 'OR')?.description).toBe('Oregon')
  })
})
