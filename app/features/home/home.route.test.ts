import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PCP_DUE_DATE_UNAVAILABLE } from './home'
import { loader } from '~/routes/_member.home'
import { loader as idCardLoader } from '~/routes/_member.id-card'
import { loader as idCardDownload } from '~/routes/resources.id-card'
import {
  planDetails,
  args as loaderArgs,
  averyAccount,
  familyEntry,
  memberPageAnswers,
  program,
  thrown,
  startFakeGateway,
  type Answers,
  type Claims,
  signedInRequest,
  averyClaims,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway(memberPageAnswers)
const args = async (path: string, claims: Claims = {}) =>
  loaderArgs(await signedInRequest(path, { claims: { ...averyClaims, ...claims } }))
const home = async (claims: Claims = {}) => loader(await args('/home', claims)) as ReturnType<typeof loader>

const pciAnswers = (): Answers => ({
  'GET account': averyAccount({
    groupId: '10002805',
    groupName: 'City of Portland',
    subscriberId: 'EV7000007',
  }),
  'GET pcp/members': { eligible: true, members: [], selections: [], pcp360History: [] },
})

describe('home loader', () => {
  it('starts every home call at once (no waterfall)', async () => {
    const { stats } = answer()
    await home()
    // account, family, hasEbill, showEbillAlert, plan management, pcp eligibility, pcp members,
    // employee id, id card eligibility, programs, outline of coverage, limits (main brand), care
    // reminders, and the account activity for the staff access notice.
    expect(stats.calls).toHaveLength(14)
    expect(stats.maxInFlight).toBe(14)
  })

  it('links to the care reminders when any is due, saying how many and how many are overdue', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
    const due = (id: string, days: number) => ({
      reminderId: id,
      memberKey: 'M-AVERY',
      memberSuffix: 0,
      memberName: 'Avery Thompson',
      title: id,
      reason: 'Due.',
      dueDate: day(days),
      findCare: 'primary-care',
    })
    answer({ 'GET care-reminders': [due('CR-1', -20), due('CR-2', 30), due('CR-3', 60)] })
    expect((await home()).careReminders).toEqual({
      count: 3,
      overdue: 1,
      target: '/find-care/care-reminders',
    })

    answer({ 'GET care-reminders': [] })
    expect((await home()).careReminders).toBeNull()

    // Only a link: a failed call hides it and the home page stays.
    answer({ 'GET care-reminders': () => new HttpResponse(null, { status: 503 }) })
    expect((await home()).careReminders).toBeNull()
  })

  it('gives the welcome, provider, member info and programs of an active subscriber', async () => {
    const programs = [
      ...Array.from({ length: 7 }, (_, i) => program(100 + i, { displayOrder: 7 - i })),
      program(200, { name: 'A'.repeat(60), displayOrder: 0 }),
      program(300, { highPriority: false, displayOrder: -5 }),
    ]
    answer({
      'GET programs': programs,
      'GET benefits/limits': [
        {
          productCategory: 'D',
          coverageType: 'INDIVIDUAL',
          limitType: 'Other',
          networkTier: 'innet',
          total: 10,
          totalMet: 0,
          totalRemaining: 0,
          detailedDescription: null,
        },
        {
          productCategory: 'D',
          coverageType: 'INDIVIDUAL',
          limitType: 'Annual Limit',
          networkTier: 'innet',
          total: 1500,
          totalMet: 400,
          totalRemaining: 1100,
          detailedDescription: null,
        },
      ],
    })
    const data = await home()
    expect(data.welcome).toEqual({ firstName: 'Avery', subscriberId: 'EV1000001' })
    expect(data.primaryCareTile).toMatchObject({
      variant: 'PCP',
      provider: { providerName: 'Dana Okafor' },
      dueDate: null,
    })
    expect(data.memberInfoTile).toMatchObject({
      identifier: { label: 'Subscriber ID', value: 'EV1000001' },
      groupId: '10001234',
      insuranceType: 'PPO',
      idCardActions: { downloadLabel: 'Download ID card' },
    })
    expect(data.programs?.tiles).toHaveLength(6)
    expect(data.programs?.tiles[0].name).toMatchObject({ truncated: true, fullName: 'A'.repeat(60) })
    expect(data.programs?.tiles.map((t) => t.id)).not.toContain(300)
    expect(data.programs?.shortcuts.map((s) => s.id)).toEqual([-1])
    expect(data.programs?.dentalLimit).toEqual({
      title: 'Annual Limit (In network)',
      met: 400,
      remaining: 1100,
      limit: 1500,
    })
    expect(data.banners).toMatchObject({ termedWarning: false, ebillAlert: false, planManagement: null })
  })

  it('shows the PCI variant with the due date, and the unavailable text when pcp/city-of-portland fails', async () => {
    answer(pciAnswers())
    const ok = await home({ groupId: '10002805' })
    expect(ok.pciCard).toBe(true)
    expect(ok.primaryCareTile).toMatchObject({
      variant: 'PCI',
      provider: null,
      dueDate: { available: true, date: '12/31/2026' },
    })

    answer({ ...pciAnswers(), 'GET pcp/city-of-portland': () => new HttpResponse(null, { status: 500 }) })
    const failed = await home({ groupId: '10002805' })
    expect(failed.primaryCareTile?.dueDate).toEqual({ available: false, text: PCP_DUE_DATE_UNAVAILABLE })
  })

  it('does not call pcp/city-of-portland outside the PCI group', async () => {
    const gateway = answer()
    await home()
    expect(gateway.paths()).not.toContain('GET pcp/city-of-portland')
  })

  it('shows the employee id for local 598 and the plan management banner variants', async () => {
    const details = planDetails()
    answer({
      'GET account/getEmployeeId': { employeeId: '598-22041', local598: true },
      'GET plan-management/details': details,
      'GET ebill/showEbillAlert': true,
    })
    const kai = await home()
    expect(kai.memberInfoTile.identifier).toEqual({ label: 'Employee ID', value: '598-22041' })
    expect(kai.banners.planManagement).toMatchObject({
      variant: 'reminder',
      link: { title: 'Manage my plan', target: '/account/plan-benefits' },
    })
    expect(kai.banners.ebillAlert).toBe(true)

    answer({ 'GET plan-management/details': { ...details, directPlanCancellationStatus: { id: 'D' } } })
    const sky = await home()
    expect(sky.banners.planManagement?.variant).toBe('cancellation')
    expect(sky.banners.planManagement?.lines.join(' ')).toContain('Medical and Dental')
  })

  it('hides programs and warns a termed member', async () => {
    answer({ 'GET eligibility/family': [familyEntry('M-AVERY', '2024-01-01', '2025-12-31')] })
    const data = await home()
    expect(data.banners.termedWarning).toBe(true)
    expect(data.programs).toBeNull()
  })

  it('does not load limits off the main brand, and has no dental limit tile there', async () => {
    const gateway = answer()
    const data = await home({ domainId: 5 })
    expect(gateway.paths()).not.toContain('GET benefits/limits')
    expect(data.programs?.dentalLimit).toBeNull()
  })

  it('links no care reminders on the partner brand, whose find care is only find-a-dentist', async () => {
    const gateway = answer({ 'GET care-reminders': [] })
    const data = await home({ domainId: 5 })
    expect(gateway.paths()).not.toContain('GET care-reminders')
    expect(data.careReminders).toBeNull()
  })

  it('renders the error page with the status when a home call fails', async () => {
    answer({ 'GET idCard/eligible': () => new HttpResponse(null, { status: 502 }) })
    expect((await thrown(() => home())).init?.status).toBe(502)
  })
})

describe('/id-card and the ID card download', () => {
  it('sends a termed member to /home', async () => {
    answer({ 'GET eligibility/family': [familyEntry('M-AVERY', '2024-01-01', '2025-12-31')] })
    const response = await thrown(async () => idCardLoader(await args('/id-card')))
    expect(response.status).toBe(302)
    expect(response.headers?.get('location')).toBe('/home')
  })

  it('shows the card actions to an eligible member, and a failed download status as the error page', async () => {
    answer()
    const data = (await idCardLoader(await args('/id-card'))) as { actions: unknown }
    expect(data.actions).toMatchObject({ downloadLabel: 'Download ID card' })
    expect((await thrown(async () => idCardLoader(await args('/id-card?error=503')))).init?.status).toBe(503)
    // Only a three-digit status is one (read as every download page reads it).
    const odd = (await idCardLoader(await args('/id-card?error=4e2'))) as { actions: unknown }
    expect(odd.actions).toMatchObject({ downloadLabel: 'Download ID card' })
  })

  it('streams the gateway PDF as an attachment', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])
    answer({
      'GET idCard/view': () => new HttpResponse(pdf, { headers: { 'content-type': 'application/pdf' } }),
    })
    const response = (await idCardDownload(await args('/resources/id-card'))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf)
  })

  const cardJson = {
    memberName: 'Avery Morgan',
    subscriberId: 'EV1000001',
    memberSuffix: 0,
    groupId: '10001234',
    groupName: 'Riverbend Manufacturing',
    coverage: [{ category: 'medical', planName: 'Riverbend PPO Medical', effectiveDate: '2025-01-01' }],
    customerServicePhone: '1-888-555-0110',
  }

  it('shows the card on screen when idCard/view answers JSON, not a 502', async () => {
    answer({ 'GET idCard/view': cardJson })
    const response = (await idCardDownload(await args('/resources/id-card'))) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/id-card?view=card')
  })

  it('/id-card?view=card asks idCard/view for JSON and shows the card', async () => {
    const fake = answer({ 'GET idCard/view': cardJson })
    const data = (await idCardLoader(await args('/id-card?view=card'))) as { card: unknown }
    expect(data.card).toEqual(cardJson)
    expect(fake.stats.calls.find((c) => c.path === 'idCard/view')).toBeDefined()
    const plain = (await idCardLoader(await args('/id-card'))) as { card: unknown }
    expect(plain.card).toBeNull()
  })

  it('sends a failed download to the error page for its status', async () => {
    answer({ 'GET idCard/view': () => new HttpResponse(null, { status: 503 }) })
    const response = (await idCardDownload(await args('/resources/id-card'))) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/id-card?error=503')
  })
})
