import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs } from './shell-helpers'
import {
  brandUrl,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  login,
  PAGE_WITHOUT_FORM,
} from './support'

const year = new Date().getFullYear()
const pad = (n: number) => String(n).padStart(2, '0')
const now = new Date()
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

/** The bar named `title`: its progressbar and the met / remaining / limit amounts as text. */
async function expectBar(page: Page, title: string, met: string, remaining: string, limit: string) {
  const bar = page
    .getByTestId('limit-bar')
    .filter({ has: page.getByRole('progressbar', { name: title, exact: true }) })
  await expect(bar).toHaveCount(1)
  await expect(bar).toContainText(`${met} Met`)
  await expect(bar).toContainText(`${remaining} Remaining`)
  await expect(bar).toContainText(`${limit} limit`)
  return bar
}

const benefitsNav = (page: Page) => page.getByRole('navigation', { name: 'Benefits' })
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

async function open(details: Locator) {
  await details.locator('summary').click()
  await expect(details).toHaveAttribute('open', '')
}

test.describe('benefits', () => {
  // Logins, several pages and axe at two widths each: more than the default 30 s on a shared machine.
  test.describe.configure({ timeout: 120_000 })

  test(
    'avery sees her medical deductible and out-of-pocket bars with the exact amounts',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits' })
      await expect(page).toHaveURL(/\/benefits\/medical$/)
      await expect(h1(page)).toHaveText('Medical benefits')
      await expect(page.getByTestId('plan-status')).toHaveText(`Active since 01/01/${year - 1}`)
      await expectBar(
        page,
        'Deductible - In Network (Individual, In network)',
        '$620.00',
        '$880.00',
        '$1,500.00',
      )
      const oop = await expectBar(
        page,
        'Out-of-Pocket Maximum (Individual, In network)',
        '$910.00',
        '$3,090.00',
        '$4,000.00',
      )
      await open(oop.locator('details'))
      await expect(oop).toContainText('The most you pay for covered services in a plan year.')
      await expect(page.getByRole('table', { name: 'Office visits: what you pay' })).toContainText(
        'Copay: $25',
      )
      // The spec's benefit category order 1 to 10 (decision 154): avery has a certificate and requests.
      await expect(benefitsNav(page).getByRole('link')).toHaveText([
        'Benefits summary',
        'Medical',
        'Dental',
        'Vision',
        'Pharmacy',
        'Programs',
        'Referrals',
        'Member Handbooks',
        'Certificate of coverage',
        'Prior authorization',
      ])
      await expectNoAxeViolations(page)
      await expectNoHorizontalScroll(page)
    },
  )

  test(
    'avery switches to Dental: Annual Limit and both deductibles, never the invalid limit',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/medical' })
      await benefitsNav(page).getByRole('link', { name: 'Dental' }).click()
      await expect(page).toHaveURL(/\/benefits\/dental$/)
      await expect(benefitsNav(page).getByRole('link', { name: 'Dental' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const titles = await page
        .getByRole('progressbar')
        .evaluateAll((bars) =>
          bars.map((b) => document.getElementById(b.getAttribute('aria-labelledby') ?? '')?.textContent),
        )
      expect(titles.slice(0, 3)).toEqual([
        'Annual Limit (Individual, In network)',
        'Deductible - In Network (Individual, In network)',
        'Deductible - In Network (Family, In network)',
      ])
      await expectBar(page, 'Annual Limit (Individual, In network)', '$400.00', '$1,100.00', '$1,500.00')
      await expectBar(page, 'Deductible - In Network (Individual, In network)', '$50.00', '$0.00', '$50.00')
      await expectBar(page, 'Deductible - In Network (Family, In network)', '$100.00', '$50.00', '$150.00')
      await expectBar(
        page,
        'Deductible - Out of Network (Individual, Out-of-network)',
        '$50.00',
        '$50.00',
        '$100.00',
      )
      await expect(page.getByText(/Orthodontia/)).toHaveCount(0)
      await expectNoAxeViolations(page)
    },
  )

  test(
    "avery opens a dental service's detail and its costs",
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/dental' })
      await page.getByRole('link', { name: 'D1110 Adult cleaning' }).click()
      await expect(page).toHaveURL(/\/details\/1\/dental\/D1110$/)
      await expect(h1(page)).toHaveText('Adult cleaning (D1110)')
      const facts = page.getByTestId('dental-service')
      await expect(facts).toContainText('Preventive')
      await expect(facts).toContainText('Plan pays 100%')
      await expect(facts).toContainText('2 per calendar year')
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: 'What you pay in and out of network' }).click()
      await expect(page).toHaveURL(/\/services\/dental\/D1110$/)
      await expect(page.getByRole('table')).toContainText('Out-of-network')
      await expectNoAxeViolations(page)
    },
  )

  test("avery opens her earlier plan from history and views Cameron's benefits", async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/benefits/dental' })
    await page
      .getByTestId('benefit-history')
      .getByRole('link', { name: /Riverbend Basic/ })
      .click()
    await expect(page).toHaveURL(/\/history\/\d+\/benefits\/dental$/)
    await expect(h1(page)).toHaveText(`Dental benefits, 01/01/${year - 3} to 12/31/${year - 2}`)
    await expect(page.getByTestId('plan-status')).toHaveText(`Terminated on 12/31/${year - 2}`)
    await expect(page.getByTestId('plan-card')).toContainText('Riverbend Basic')
    await expectNoAxeViolations(page)

    await page.goto(brandUrl(testInfo, 1, '/benefits/medical'))
    const member = page.getByLabel('Family member')
    await expect(member.locator('option')).toHaveText(['Avery Thompson', 'Cameron Thompson'])
    await member.selectOption({ label: 'Cameron Thompson' })
    await page.getByRole('button', { name: 'Show benefits' }).click()
    await expect(page).toHaveURL(/\/benefits\/medical\?suffix=2/)
    await expect(page.getByTestId('showing')).toHaveText('Showing benefits for Cameron Thompson')
    await expect(benefitsNav(page).getByRole('link', { name: 'Dental' })).toHaveAttribute(
      'href',
      '/benefits/dental?suffix=2',
    )
  })

  test(
    "an adult dependent's benefits are refused; an unknown category or code is the 404 page",
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/benefits/medical?suffix=1' })
      await expect(page.getByText('Error code: 403 Forbidden')).toBeVisible()
      await page.goto(brandUrl(testInfo, 1, '/benefits/dentistry'))
      await expect(page.getByText('Error code: 404 Not found')).toBeVisible()
      await expect(page).toHaveURL(/\/benefits\/dentistry$/)
      await page.goto(brandUrl(testInfo, 1, '/details/1/dental/D0000'))
      await expect(page.getByText('Error code: 404 Not found')).toBeVisible()
    },
  )

  test('the summary as of a date, a bad date gets a message, and the page prints cleanly', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/benefits/summary' })
    await expect(h1(page)).toHaveText('Benefits summary')
    await expect(page.getByTestId('summary-section').getByRole('heading', { level: 2 })).toHaveText([
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
    ])
    await page.getByLabel('Coverage as of').fill(`${year - 2}-06-30`)
    await page.getByRole('button', { name: 'Show benefits' }).click()
    await expect(page).toHaveURL(new RegExp(`asOfDate=${year - 2}-06-30`))
    await expect(page.getByTestId('showing')).toContainText(`06/30/${year - 2}`)
    await expect(page.getByTestId('summary-section')).toHaveCount(2)
    await expect(page.getByTestId('summary-section').first()).toContainText('Riverbend Basic')
    await expectNoAxeViolations(page)

    await page.goto(brandUrl(testInfo, 1, '/benefits/summary?asOfDate=2025-02-30'))
    await expect(page.getByTestId('as-of-error')).toContainText('"2025-02-30" is not a valid date.')
    await expectNoAxeViolations(page)

    await page.goto(brandUrl(testInfo, 1, '/benefits/summary'))
    await page.emulateMedia({ media: 'print' })
    await expect(benefitsNav(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Show benefits' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden()
    await expect(page.getByText('$620.00 Met')).toBeVisible()
  })

  test("harper's /benefits opens Dental (partner brand)", PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    await page.goto(brandUrl(testInfo, 5, '/benefits'))
    await expect(page).toHaveURL(/\/benefits\/dental$/)
    await expect(h1(page)).toHaveText('Dental benefits')
    await expect(benefitsNav(page).getByRole('link', { name: 'Programs' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test("riley sees 'Effective on'", PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'riley', { open: '/benefits' })
    await expect(page).toHaveURL(/\/benefits\/medical$/)
    await expect(page.getByTestId('plan-status')).toHaveText(`Effective on 01/01/${year + 1}`)
  })

  test(
    'taylor (termed) gets the not-enrolled page with their history, not a crash',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'taylor', { open: '/benefits/medical' })
      await expect(page.getByTestId('not-enrolled')).toContainText('not currently enrolled')
      await expect(page.getByTestId('benefit-history').getByRole('link').first()).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )

  test(
    "mia's Benefits summary link opens with today's date (Medicare-type brand)",
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'mia', { domain: 2 })
      await expect(page).toHaveURL(/\/home$/)
      const primary = page.getByRole('navigation', { name: 'Primary' })
      const benefits = primary.locator('details', { has: page.locator('summary', { hasText: 'Benefits' }) })
      if ((await benefits.getAttribute('open')) === null) await benefits.locator('summary').first().click()
      await benefits.getByRole('link', { name: 'Benefits summary' }).click()
      await expect(page).toHaveURL(new RegExp(`/benefits/summary\\?asOfDate=${today}$`))
      await expect(h1(page)).toHaveText('Benefits summary')
      await expect(page.getByTestId('summary-section').first()).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )
})
