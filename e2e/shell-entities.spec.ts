/**
 * Issue 24 part A (shell, entities, calls): brand logos, the group-switch label's current group,
 * FRC routing, the policy phone, billing notifications (relevant-preferences), the ID card on
 * screen (idCard/view as JSON), 'Chat with us' and Passport Dental's program details. Every page
 * is checked with axe at 390 and 1280 px; with JavaScript on and off (the two projects), except
 * the tests that only read pages (PAGE_WITHOUT_FORM: JavaScript on).
 */
import { expect, test } from '@playwright/test'
import { loginAs } from './shell-helpers'
import {
  brandUrl,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  jsEnabled,
  login,
  type Domain,
  PAGE_WITHOUT_FORM,
} from './support'

// Every page is checked with axe at two widths: slow on a shared machine.
test.beforeEach(() => test.slow())

const brandsToCheck: [Domain, string, string][] = [
  [1, 'Riverbend Health', '/brands/riverbend-health.svg'],
  [2, 'Riverbend Medicare Advantage', '/brands/riverbend-medicare-advantage.svg'],
  [5, 'Partner Dental', '/brands/partner-dental.svg'],
]

test.describe('brand logos', () => {
  for (const [domain, name, file] of brandsToCheck) {
    test(
      `domain ${domain} shows its own logo at phone and desktop widths`,
      PAGE_WITHOUT_FORM,
      async ({ page }, testInfo) => {
        await page.goto(brandUrl(testInfo, domain, '/login'))
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          const logo = page.getByRole('banner').getByRole('img', { name })
          await expect(logo).toBeVisible()
          await expect(logo).toHaveAttribute('src', file)
          // The file loads (a broken image has no natural width).
          await expect
            .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
            .toBeGreaterThan(0)
          await expect(page.getByRole('contentinfo').getByRole('img', { name })).toBeVisible()
          await expectNoHorizontalScroll(page)
        }
        await expectNoAxeViolations(page)
      },
    )
  }
})

test(
  'frances (FRC, forced password change) lands on change-password',
  PAGE_WITHOUT_FORM,
  async ({ page }, testInfo) => {
    await login(page, testInfo, 'frances')
    await expect(page).toHaveURL(/\/account\/settings\/change-password$/)
    await expect(page.getByRole('img', { name: 'Riverbend Health' }).first()).toBeVisible()
  },
)

test('jordan: the group-switch label shows the current group and its coverage dates', async ({
  page,
}, testInfo) => {
  await login(page, testInfo, 'jordan')
  await expect(page).toHaveURL(/\/group-selection$/)
  const cards = page.getByRole('list', { name: 'Your group plans' }).getByRole('listitem')
  await expect(cards).toHaveCount(2)
  await Promise.all([
    page.waitForURL(/\/home$/),
    cards.nth(0).getByRole('button', { name: 'Log in to account' }).click(),
  ])
  const label = page.getByTestId('group-switch')
  await expect(label).toContainText('Viewing group: Northwind Schools (Active since')
  await page.getByRole('link', { name: 'Change group' }).click()
  await expect(page).toHaveURL(/\/select-group$/)
  await expect(page.getByText('You are viewing this group')).toHaveCount(1)
  await expectNoAxeViolations(page)
})

test('the registration policies step shows the policy phone', async ({ page }, testInfo) => {
  // Robin (EV1600016) may self-register; the steps before the policies write only the cookie.
  await page.goto(brandUrl(testInfo, 1, '/registration'))
  await page.getByLabel('Subscriber ID').fill('EV1600016')
  await page.getByLabel('First name').fill('Robin')
  await page.getByLabel('Last name').fill('Lane')
  await page.getByLabel('Date of birth').fill('04/12/1985')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Email address').fill('robin@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  for (const i of [1, 2, 3]) {
    const select = page.getByLabel(`Question ${i}`)
    await select.selectOption({ index: i })
    await page.getByLabel(`Answer ${i}`).fill(`Answer number ${i}`)
  }
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('policy-phone')).toHaveText(
    'Questions about these policies? Call 1-888-555-0100.',
  )
  await expectNoAxeViolations(page)
})

test.describe('avery: calls the app now makes', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    await expect(page).toHaveURL(/\/home$/)
  })

  test(
    'eBill lists the billing notifications (account/relevant-preferences)',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await page.goto(brandUrl(testInfo, 1, '/account/ebill'))
      const list = page.getByTestId('billing-notifications')
      await expect(list).toContainText('E-mail me when my bill is ready:')
      await expect(list).not.toContainText('plan news')
      await expect(page.getByRole('link', { name: 'Change your notifications in Settings' })).toHaveAttribute(
        'href',
        '/account/settings',
      )
      await expectNoAxeViolations(page)
    },
  )

  test('the ID card shows on screen (idCard/view as JSON)', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await page.goto(brandUrl(testInfo, 1, '/id-card'))
    await page.getByRole('link', { name: 'View your ID card on screen' }).click()
    await expect(page).toHaveURL(/\/id-card\?view=card$/)
    const card = page.getByRole('region', { name: 'Your ID card' })
    await expect(card).toContainText('EV1000001-00')
    await expect(card).toContainText('Riverbend Manufacturing (10001234)')
    await expect(card.getByRole('row')).toHaveCount(5)
    await expectNoAxeViolations(page)
  })

  test("'Chat with us' hands the member to the chat landing page", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const chat = page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Chat with us' })
    await expect(chat).toHaveAttribute('href', '/resources/chat-hand-off')
    await chat.click()
    if (!jsEnabled(testInfo)) {
      await expect(page.getByRole('heading', { name: 'Continuing to chat' })).toBeVisible()
      await page.getByRole('button', { name: 'Continue' }).click()
    }
    await expect(page.getByRole('heading', { name: 'Chat with us (sandbox)' })).toBeVisible()
    await expect(page.locator('body')).toContainText('Avery')
    await expect(page.locator('body')).toContainText('member-service')
  })

  test(
    'Passport Dental shows the program details from the programs call',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await page.goto(brandUrl(testInfo, 1, '/passport-dental'))
      await expect(page.getByTestId('passport-program-description')).toHaveText(
        'Get dental care while travelling outside the United States and submit claims from abroad.',
      )
      await expect(page.getByRole('link', { name: '1-855-555-0127' })).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )
})

test(
  'the partner brand offers no chat (its chat configuration does not display it)',
  PAGE_WITHOUT_FORM,
  async ({ page }, testInfo) => {
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0)
  },
)
