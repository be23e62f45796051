import { expect, test, type Page } from '@playwright/test'
import { loginAs } from './shell-helpers'
import {
  brandUrl,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  jsEnabled,
  login,
  PAGE_WITHOUT_FORM,
} from './support'

/** Opens a header disclosure (works with and without JavaScript) and returns its links' names. */
async function menuEntries(page: Page, nav: 'Primary' | 'Account', summary: string) {
  const region = page.getByRole('navigation', { name: nav })
  const details = region.locator('details', { has: page.locator('summary', { hasText: summary }) })
  if ((await details.getAttribute('open')) === null) await details.locator('summary').first().click()
  await expect(details).toHaveAttribute('open', '')
  return details.getByRole('link').allInnerTexts()
}

async function primaryTitles(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Primary' })
  return (
    await nav.locator(':scope > ul > li > a, :scope > ul > li > details > summary').allInnerTexts()
  ).map((t) => t.trim())
}

/** The home's sections in document order (by test id). */
async function sectionOrder(page: Page) {
  return page
    .locator('main [data-testid]')
    .evaluateAll((nodes) =>
      nodes
        .map((n) => n.getAttribute('data-testid'))
        .filter((id) =>
          [
            'welcome-banner',
            'banner-area',
            'primary-care-tile',
            'member-info-tile',
            'pci-card',
            'programs-section',
          ].includes(id ?? ''),
        ),
    )
}

const LONG = 'Chronic Condition Support: Diabetes, Heart Health and Blood Pressure Coaching'

test.describe('home', () => {
  test(
    'avery sees every tile in order, 6 programs, the cut long name and the dental limit',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery')
      await expect(page).toHaveURL(/\/home$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeVisible()
      expect(await sectionOrder(page)).toEqual([
        'welcome-banner',
        'primary-care-tile',
        'member-info-tile',
        'programs-section',
      ])
      await expect(page.getByTestId('welcome-banner')).toContainText('EV1000001')
      const programs = page.getByTestId('programs-section')
      await expect(programs.getByTestId('program-tile')).toHaveCount(6)
      await expect(programs.getByRole('link', { name: LONG })).toContainText(
        `${LONG.slice(0, 55).trimEnd()}…`,
      )
      await expect(programs.getByText('Virtual Care 24/7')).toHaveCount(0)
      await expect(programs.getByTestId('shortcut-tile')).toHaveText(['eBill'])
      const limit = programs.getByTestId('dental-limit-tile')
      await expect(limit.getByRole('progressbar')).toHaveCount(1)
      await expect(limit.getByRole('progressbar', { name: 'Annual Limit (In network)' })).toHaveAttribute(
        'aria-valuenow',
        '27',
      )
      await expect(limit).toContainText('$400.00 Met')
      await expect(limit).toContainText('$1,100.00 Remaining')
      await expect(programs.getByRole('link', { name: 'View all programs' })).toHaveAttribute(
        'href',
        '/benefits/programs',
      )
      const info = page.getByTestId('member-info-tile')
      await expect(info).toContainText('10001234')
      await expect(info.getByRole('link', { name: 'More ID card options' })).toHaveAttribute(
        'href',
        '/account/member-information',
      )
      await expect(
        page.getByTestId('primary-care-tile').getByRole('link', { name: 'Select primary care' }),
      ).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 390, height: 900 })
      await expectNoHorizontalScroll(page)
    },
  )

  test('avery downloads the ID card as a PDF', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    const link = page.getByTestId('member-info-tile').getByRole('link', { name: 'Download ID card' })
    await expect(link).toHaveAttribute('href', '/resources/id-card')
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('id-card.pdf')
    const response = await page.request.get(brandUrl(testInfo, 1, '/resources/id-card'))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('avery copies the subscriber ID (JavaScript on)', async ({ page, context }, testInfo) => {
    test.skip(!jsEnabled(testInfo), 'the copy button needs JavaScript; without it the ID is selectable text')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await login(page, testInfo, 'avery')
    await page.getByRole('button', { name: 'Copy subscriber ID' }).click()
    await expect(page.getByRole('button', { name: 'Copied subscriber ID' })).toHaveText('Copied')
    await expect(
      page.getByRole('status').filter({ hasText: 'Copied subscriber ID to clipboard' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copy subscriber ID' })).toHaveText('Copy', {
      timeout: 4000,
    })
  })

  test('blake sees Claims, not Claims/EOBs', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'blake')
    await expect
      .poll(() => primaryTitles(page))
      .toEqual(['Home', 'Account', 'Benefits', 'Find care', 'Claims'])
    expect(await menuEntries(page, 'Primary', 'Claims')).not.toContain('EOBs')
    expect(await menuEntries(page, 'Account', 'Blake')).toContain('Settings')
  })

  test('cameron has no settings menu', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'cameron')
    const entries = await menuEntries(page, 'Account', 'Cameron')
    expect(entries).toContain('Member information')
    expect(entries).not.toContain('Settings')
  })

  test(
    'taylor (termed) sees the warning, no programs, no Benefits/Find care/eBill, and /id-card goes home',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'taylor')
      await expect(page.getByTestId('termed-warning')).toContainText('not currently enrolled')
      await expect(page.getByTestId('programs-section')).toHaveCount(0)
      await expect.poll(() => primaryTitles(page)).toEqual(['Home', 'Account', 'Claims/EOBs'])
      expect(await menuEntries(page, 'Account', 'Taylor')).not.toContain('eBill')
      await expectNoAxeViolations(page)
      await page.goto(brandUrl(testInfo, 1, '/id-card'))
      await expect(page).toHaveURL(/\/home$/)
    },
  )

  test(
    'pat sees the PCI card, the due date and Select primary care',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'pat')
      await expect(page.getByTestId('pci-card')).toContainText('Phone')
      await expect(page.getByTestId('pci-card')).toContainText('E-mail')
      await expect(page.getByTestId('pci-due-date')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Select primary care' })).toHaveAttribute(
        'href',
        '/find-care/primary-care',
      )
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 390, height: 900 })
      await expectNoHorizontalScroll(page)
    },
  )

  test(
    'rowan sees the renewal reminder with Manage my plan and the eBill alert',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'rowan')
      const banner = page.getByTestId('plan-management-reminder')
      await expect(banner).toContainText('open enrollment')
      await expect(banner.getByRole('link', { name: 'Manage my plan' })).toHaveAttribute(
        'href',
        '/account/plan-benefits',
      )
      await expect(page.getByTestId('ebill-alert')).toBeVisible()
      await expect(page.getByTestId('shortcut-tile').filter({ hasText: 'Outline of Coverage' })).toHaveCount(
        1,
      )
    },
  )

  test('sky sees the cancellation banner', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'sky')
    const banner = page.getByTestId('plan-management-cancellation')
    await expect(banner).toContainText('Your benefits end on')
    await expect(banner).toContainText('Medical and Dental will not be renewed')
    await expect(banner.getByRole('link', { name: 'Contact Customer Service' })).toBeVisible()
  })

  test('kai sees the employee id', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'kai')
    await expect(page.getByTestId('member-info-tile')).toContainText('Employee ID')
    await expect(page.getByTestId('member-info-tile')).toContainText('598-22041')
  })

  test(
    'mia sees the reduced benefits menu (Medicare-type brand)',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'mia', { domain: 2 })
      await expect(page).toHaveURL(/\/home$/)
      const benefits = await menuEntries(page, 'Primary', 'Benefits')
      expect(benefits.slice(0, 2)).toEqual(['Benefits summary', 'Programs'])
      expect(benefits).toContain('Member Handbooks')
      expect(benefits).toContain('Medicare Materials')
      // Category order 8, 9, 10 (decision 154): mia has a certificate and one prior authorization request.
      expect(benefits.slice(-3)).toEqual([
        'Certificate of coverage',
        'Medicare Materials',
        'Prior authorization',
      ])
      expect(benefits).not.toContain('Medical')
      await expect(page.getByTestId('dental-limit-tile')).toHaveCount(0)
      await expectNoAxeViolations(page)
    },
  )

  test(
    'harper: domain 5 menus (categories, referrals, medicare; find a dentist only; no eBill, no handbooks)',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'harper', { domain: 5 })
      // harper's communication policy is unsigned, so harper's own sign-in stops at
      // /registration-policies (signing it would write persona data). Staff 'login as' skips the
      // policy check (spec section 6), so staff.any continues as harper (PD5000051) instead.
      if (!/\/home$/.test(page.url())) {
        await page.context().clearCookies()
        await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
      }
      await expect(page).toHaveURL(/\/home$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Harper' })).toBeVisible()
      const account = await menuEntries(page, 'Account', 'Harper')
      expect(account).toContain('LoginAsAnyone')
      expect(account).not.toContain('eBill')
      const benefits = await menuEntries(page, 'Primary', 'Benefits')
      expect(benefits).toContain('Dental')
      expect(benefits).not.toContain('Programs')
      expect(benefits).not.toContain('Member Handbooks')
      expect(await menuEntries(page, 'Primary', 'Find care')).toEqual(['Find a dentist'])
      await expectNoAxeViolations(page)
    },
  )
})
