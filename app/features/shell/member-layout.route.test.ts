import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/_member'
import { action as dismissAlert } from '~/routes/resources.dismiss-alert'
import {
  account,
  defaultAnswers,
  member,
  program,
  signedInRequest,
  thrown,
  startFakeGateway,
} from '../../../tests/home-gateway-fixtures'

const answer = startFakeGateway()

async function run(url = 'http://localhost/home', claims = {}, cookie?: string) {
  const request = await signedInRequest(url, claims, cookie ? { headers: { cookie } } : {})
  return loader({ request, params: {}, context: {} }) as ReturnType<typeof loader>
}

const titles = (items: { title: string }[]) => items.map((i) => i.title)

describe('member layout loader (header data)', () => {
  it('starts every header call at once (no waterfall) and builds the menus', async () => {
    const stats = answer()
    const data = await run()
    expect(stats.calls).toHaveLength(13)
    expect(stats.maxInFlight).toBe(13)
    expect(data.firstName).toBe('Avery')
    expect(titles(data.menus.primary)).toEqual(['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs'])
    const claims = data.menus.primary.find((i) => i.title === 'Claims/EOBs')
    expect(titles(claims?.children ?? [])).toEqual(['Claims', 'EOBs', 'Pharmacy'])
    expect(titles(data.menus.accountDesktop)).toContain('eBill')
    expect(titles(data.menus.accountDesktop)[0]).toBe('My account')
    expect(data.menus.groupSwitch).toBeNull()
    expect(data.accreditation).toMatchObject({ level: 'Commendable' })
  })

  it('treats a 403 from medicare materials as none: no entry, no error page', async () => {
    answer({ 'medicare-materials/eligibility': () => new HttpResponse(null, { status: 403 }) })
    const data = await run()
    const benefits = data.menus.primary.find((i) => i.title === 'Benefits')
    expect(titles(benefits?.children ?? [])).not.toContain('Medicare Materials')
  })

  it('shows Medicare Materials when eligible', async () => {
    answer({ 'medicare-materials/eligibility': true })
    const data = await run()
    const benefits = data.menus.primary.find((i) => i.title === 'Benefits')
    expect(titles(benefits?.children ?? [])).toContain('Medicare Materials')
  })

  it('renders the error page with the status when a header call fails otherwise', async () => {
    answer({ alerts: () => new HttpResponse(null, { status: 503 }) })
    const error = await thrown(run())
    expect(error.init?.status).toBe(503)
  })

  it('labels Claims for dependents and hides Settings for a dependent under 18', async () => {
    const cameron = member({
      memberKey: 'M-CAM',
      memberSuffix: 2,
      firstName: 'Cameron',
      dateOfBirth: '2010-06-01',
    })
    answer({ account: account({ members: [member(), cameron] }) })
    const data = await run('http://localhost/home', { memberKey: 'M-CAM' })
    expect(data.firstName).toBe('Cameron')
    expect(titles(data.menus.primary)).toContain('Claims')
    expect(titles(data.menus.account)).not.toContain('Settings')
  })

  it('hides Benefits, Find care and eBill for a termed member', async () => {
    const termed = {
      eligible: true,
      classPlanId: 'CP',
      effectiveDate: '2024-01-01',
      terminationDate: '2025-12-31',
      classPlanEffectiveDate: null,
    }
    const taylor = member({
      medicalEligibility: { ...termed, insuranceType: 'PPO' },
      dentalEligibility: termed,
      visionEligibility: termed,
      pharmacyEligibility: termed,
    })
    answer({
      account: account({ members: [taylor] }),
      'eligibility/family': [
        {
          memberKey: 'M-AVERY',
          suffix: 0,
          productCategory: 'M',
          source: 'F',
          effectiveDate: '2024-01-01',
          termedDate: '2025-12-31',
        },
      ],
    })
    const data = await run()
    expect(titles(data.menus.primary)).toEqual(['Home', 'Account', 'Claims/EOBs'])
    expect(titles(data.menus.account)).not.toContain('eBill')
  })

  it('gives the reduced benefits menu on the Medicare-type brand and the group-switch label with two groups', async () => {
    const group = defaultAnswers().groups as { groupId: string }[]
    answer({
      groups: [...group, { ...group[0], groupId: '10002002', groupName: 'Second' }],
      programs: [program(5)],
    })
    const data = await run('http://medicare.localhost/home', { domainId: 2 })
    const benefits = data.menus.primary.find((i) => i.title === 'Benefits')
    expect(titles(benefits?.children ?? [])).toEqual([
      'Benefits summary',
      'Programs',
      'Referrals',
      'Member Handbooks',
    ])
    expect(benefits?.children?.[0].target).toMatch(/^\/benefits\/summary\?asOfDate=\d{4}-\d{2}-\d{2}$/)
    expect(data.menus.groupSwitch).toEqual({ groupName: 'Riverbend Manufacturing', target: '/select-group' })
    const claims = data.menus.primary.find((i) => i.title === 'Claims/EOBs')
    expect(titles(claims?.children ?? [])).not.toContain('Pharmacy')
  })

  it('keeps a dismissed alert dismissed (cookie) and shows the others', async () => {
    const alert = (id: string, canDismiss: boolean) => ({
      id,
      type: 'info',
      title: id,
      content: 'c',
      canDismiss,
      links: [],
      buttons: [],
    })
    answer({ alerts: [alert('a1', true), alert('a2', false)] })
    const form = new FormData()
    form.set('alertId', 'a1')
    form.set('returnTo', '/home')
    const post = await signedInRequest(
      'http://localhost/resources/dismiss-alert',
      {},
      { method: 'POST', body: form },
    )
    const response = (await dismissAlert({ request: post, params: {}, context: {} }).catch(
      (r) => r,
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/home')
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? ''
    const data = await run('http://localhost/home', {}, cookie)
    expect(data.alerts.map((a) => a.id)).toEqual(['a2'])
  })
})
