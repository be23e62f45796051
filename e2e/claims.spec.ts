import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { brandUrl, expectNoAxeViolations, jsEnabled, login, PAGE_WITHOUT_FORM } from './support'

/** A date `days` ago as a date input takes it ('YYYY-MM-DD'), in the machine's local time like the seed. */
function daysAgo(days: number) {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

const claimCards = (page: Page) => page.getByTestId('claim-card')
const BLAKES_AND_DANAS = [
  'Northwest Cardiology Clinic',
  'Portland Sleep Center',
  'Campus Health Associates',
  'Blake Thompson',
  'Dana Thompson',
]

async function expectNone(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope.getByText(text)).toHaveCount(0)
}

/** The Claims entry of the desktop primary menu, opened. */
async function openClaimsMenu(page: Page, title: string) {
  const primary = page.getByRole('navigation', { name: 'Primary' })
  const claims = primary.locator('details', { has: page.locator('summary', { hasText: title }) })
  await claims.locator('summary').click()
  return claims
}

test.describe('claims, EOBs and pharmacy', () => {
  // Logins, two stacks and axe at two widths (a second context without JavaScript) on a shared machine.
  test.describe.configure({ timeout: 90_000 })

  test('avery sees her claims and Cameron’s, never Blake’s or Dana’s, newest first with totals', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery')
    const menu = await openClaimsMenu(page, 'Claims/EOBs')
    await menu.getByRole('link', { name: 'Claims', exact: true }).click()
    await expect(page).toHaveURL(/\/claims$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible()
    const main = page.locator('main')
    await expect(main.getByText('14 claims in all.')).toBeVisible()
    await expect(claimCards(page)).toHaveCount(10)
    await expect(claimCards(page).filter({ hasText: 'Cameron Thompson' }).first()).toBeVisible()
    await expect(claimCards(page).first()).toContainText('Pacific Orthopedic Partners')
    await expect(claimCards(page).first().getByTestId('claim-status')).toHaveText('Pending')
    await expectNone(main, BLAKES_AND_DANAS)
    await expectNoAxeViolations(page)

    await page
      .getByRole('navigation', { name: 'Claims pages' })
      .getByRole('link', { name: 'Next page' })
      .click()
    await expect(page).toHaveURL(/\/claims\?page=2$/)
    await expect(claimCards(page)).toHaveCount(4)
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await expectNone(main, BLAKES_AND_DANAS)
  })

  test('avery filters by family member and date range; bad ranges get their messages', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/claims' })
    const members = page.getByLabel('Family member')
    await expect(members.locator('option')).toHaveText([
      'All family members',
      'Avery Thompson',
      'Cameron Thompson',
    ])
    await members.selectOption({ label: 'Cameron Thompson' })
    await page.getByLabel('Start date').fill(daysAgo(100))
    await page.getByLabel('End date').fill(daysAgo(10))
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/member=2/)
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(100)}&to=${daysAgo(10)}`))
    await expect(page.getByText('3 claims match your filters.')).toBeVisible()
    await expect(claimCards(page)).toHaveCount(3)
    for (const card of await claimCards(page).all()) await expect(card).toContainText('Cameron Thompson')
    await expect(
      page.getByText('1 pending claim is not in plan paid and you owe until processed.'),
    ).toBeVisible()

    // End not after start, then a start more than two years ago.
    await page.getByLabel('End date').fill(daysAgo(200))
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByText('End date must be after the start date')).toBeVisible()
    await expect(page.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('End date').fill(daysAgo(10))
    await page.getByLabel('Start date').fill(daysAgo(3 * 365))
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(
      page.getByText(/^Start date cannot be before \d{2}\/\d{2}\/\d{4}: claims go back two years$/),
    ).toBeVisible()
    // Not over the button: the theme's hover shade of a filled button is not what is checked here.
    await page.mouse.move(0, 0)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)

    // A filter with no match says so plainly.
    await page.goto(brandUrl(testInfo, 1, '/claims?member=2&category=vision'))
    await expect(page.getByTestId('claims-empty')).toContainText('No claims match your filters.')
  })

  test(
    'avery opens the denied claim and reads why it was denied',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/claims?status=denied' })
      await expect(claimCards(page)).toHaveCount(1)
      await claimCards(page)
        .getByRole('link', { name: /^Cascade Dermatology Associates/ })
        .click()
      await expect(page).toHaveURL(/\/claims\/CL\d+$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Claim from Cascade Dermatology Associates' }),
      ).toBeVisible()
      const reason = page.getByRole('region', { name: 'Why this claim was denied' })
      await expect(reason).toContainText('Cosmetic services are not covered by your plan')
      const owed = page.getByRole('region', { name: 'What you owe' })
      await expect(owed).toContainText('$450.00')
      await expect(page.getByRole('table')).toContainText('Chemical peel, face')
      await expectNoAxeViolations(page)
    },
  )

  test('avery downloads an EOB: a real PDF naming her as the subscriber', async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    const menu = await openClaimsMenu(page, 'Claims/EOBs')
    await menu.getByRole('link', { name: 'EOBs' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Explanations of benefits' })).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Change how you get EOBs in your account settings' }),
    ).toHaveAttribute('href', '/account/settings?edit=preferences')
    await expect(page.getByTestId('eob-card')).toHaveCount(10)
    await expectNoAxeViolations(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: /^Download EOB \(PDF\)/ })
        .first()
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^eob-CL\d+\.pdf$/)
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toContain('Avery Thompson')
  })

  test('blake sees only his own claims and has no EOBs link; /eobs is the 403 page', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'blake')
    const menu = await openClaimsMenu(page, 'Claims')
    await expect(menu.getByRole('link')).toHaveText(['Claims', 'Pharmacy', 'Forms and documents'])
    await menu.getByRole('link', { name: 'Claims', exact: true }).click()
    await expect(page.getByText('4 claims in all.')).toBeVisible()
    await expect(claimCards(page)).toHaveCount(4)
    for (const card of await claimCards(page).all()) await expect(card).toContainText('Blake Thompson')
    await expect(page.getByLabel('Family member')).toHaveCount(0)
    await expect(page.locator('main').getByText('Avery Thompson')).toHaveCount(0)
    await expect(page.locator('main').getByText('Cameron Thompson')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Download the explanation of benefits/ })).toHaveCount(0)
    const response = await page.goto(brandUrl(testInfo, 1, '/eobs'))
    expect(response?.status()).toBe(403)
    await expect(page.getByText('Error code: 403 Forbidden')).toBeVisible()
  })

  test('avery’s Pharmacy link reaches the sandbox pharmacy page with a verified token', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery')
    const menu = await openClaimsMenu(page, 'Claims/EOBs')
    await menu.getByRole('link', { name: 'Pharmacy' }).click()
    await expect(page).toHaveURL(/\/navitus$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible()
    await expect(page.getByText('1-866-555-0137')).toBeVisible()
    await expect(page.getByText(/^Hours: 7 a\.m\. to 8 p\.m\. PT/)).toBeVisible()
    await expectNoAxeViolations(page)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.getByRole('button', { name: 'Go to the pharmacy site' }).click()
    const landing = page.getByRole('heading', { name: 'Pharmacy benefits (sandbox)' })
    const continueButton = page.getByRole('button', { name: 'Continue' })
    await expect(continueButton.or(landing).first()).toBeVisible()
    // Without JavaScript the member presses 'Continue'; with it the page submits itself.
    if (!jsEnabled(testInfo)) await continueButton.click()
    await expect(landing).toBeVisible()
    await expect(page.locator('dl')).toContainText('Avery Thompson')
    await expect(page.locator('dl')).toContainText('received, verified')
    for (const url of requests) expect(url).not.toMatch(/token=|eyJ/)
  })

  test(
    'sky’s Contact Customer Service opens the customer service page',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'sky')
      const banner = page.getByTestId('plan-management-cancellation')
      await banner.getByRole('link', { name: 'Contact Customer Service' }).click()
      await expect(page).toHaveURL(/\/support\/customer-service$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Customer service', level: 2 })).toBeVisible()
      await expect(page.getByText('TTY users call 711')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Holiday calendar' })).toBeVisible()
      await expect(page.getByText('Monday-Friday 7:30 a.m. to 5:30 p.m. PT').first()).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )

  test(
    'the digital claims program opens in a new tab with a visible hint',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/claims' })
      const link = page.getByRole('region', { name: 'Submit a claim' }).getByRole('link')
      await expect(link).toHaveText('Digital Claims Submission (opens in a new tab)')
      await expect(link).toHaveAttribute('target', '_blank')
      await page.goto(brandUrl(testInfo, 1, '/home'))
      const tile = page.getByTestId('program-tile').filter({ hasText: 'Digital Claims Submission' })
      await expect(tile).toContainText('(opens in a new tab)')
      await expect(tile.getByRole('link')).toHaveAttribute('target', '_blank')
    },
  )
})
