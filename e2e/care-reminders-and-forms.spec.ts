/**
 * Issue 24's new pages: care reminders (home, Find care) and 'Forms and documents' (Claims menu,
 * customer service), with axe at 390 and 1280 px. Journeys through the menus run with JavaScript
 * on and off; tests that only open addresses and follow links (PAGE_WITHOUT_FORM) with it on.
 */
import { expect, test, type Page } from '@playwright/test'
import { loginAs } from './shell-helpers'
import { brandUrl, expectNoAxeViolations, login, PAGE_WITHOUT_FORM } from './support'

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.getByRole('main')

/** Opens a primary menu entry (a disclosure) and returns it. */
async function openMenu(page: Page, title: string) {
  const primary = page.getByRole('navigation', { name: 'Primary' })
  const entry = primary.locator('details', { has: page.locator('summary', { hasText: title }) })
  await entry.locator('summary').click()
  return entry
}

test.describe('care reminders', () => {
  test.describe.configure({ timeout: 90_000 })

  test(
    "avery: home links to the family's reminders (hers and Cameron's, never Blake's)",
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery')
      const notice = page.getByTestId('care-reminders-notice')
      await expect(notice).toContainText('3 care reminders are due for you or your family, 1 overdue.')
      await notice.getByRole('link', { name: 'View care reminders' }).click()
      await expect(page).toHaveURL(/\/find-care\/care-reminders$/)
      await expect(h1(page)).toHaveText('Care reminders')
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
        'Avery Thompson',
        'Cameron Thompson',
      ])
      await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([
        'Dental cleaning',
        'Annual physical',
        'Well-child visit',
      ])
      const reminders = page.getByTestId('care-reminder')
      await expect(reminders.nth(0).getByTestId('care-reminder-due')).toHaveText(
        /^Overdue since \d{2}\/\d{2}\/\d{4}$/,
      )
      await expect(reminders.nth(1).getByTestId('care-reminder-due')).toHaveText(
        /^Due by \d{2}\/\d{2}\/\d{4}$/,
      )
      await expect(main(page)).not.toContainText('Flu vaccine')
      await expectNoAxeViolations(page)

      await page.getByRole('link', { name: 'Find care for Avery: Dental cleaning' }).click()
      await expect(page).toHaveURL(/\/find-care\/find-a-dentist$/)
    },
  )

  test('avery finds them from Find care too: the landing card and the menu entry', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery')
    const findCare = await openMenu(page, 'Find care')
    await expect(findCare.getByRole('link', { name: 'Care reminders' })).toHaveAttribute(
      'href',
      '/find-care/care-reminders',
    )
    await page.goto(brandUrl(testInfo, 1, '/find-care'))
    await page.getByRole('link', { name: 'Go to care reminders' }).click()
    await expect(h1(page)).toHaveText('Care reminders')
  })

  test(
    'blake (adult dependent) sees only his own flu vaccine',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'blake')
      await page
        .getByTestId('care-reminders-notice')
        .getByRole('link', { name: 'View care reminders' })
        .click()
      await expect(main(page).getByRole('heading', { level: 3 })).toHaveText(['Flu vaccine'])
      await expect(main(page)).not.toContainText('Well-child visit')
    },
  )

  test(
    'pat has none: no home notice, and the page says nothing is due',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'pat')
      await expect(page.getByTestId('primary-care-tile')).toBeVisible()
      await expect(page.getByTestId('care-reminders-notice')).toHaveCount(0)
      await page.goto(brandUrl(testInfo, 1, '/find-care/care-reminders'))
      await expect(page.getByTestId('care-reminders-empty')).toContainText('Nothing is due right now.')
      await expectNoAxeViolations(page)
    },
  )
})

test.describe('forms and documents', () => {
  test.describe.configure({ timeout: 90_000 })

  test('avery opens them from the Claims menu and downloads the medical claim form', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery')
    const claims = await openMenu(page, 'Claims/EOBs')
    await claims.getByRole('link', { name: 'Forms and documents' }).click()
    await expect(page).toHaveURL(/\/forms$/)
    await expect(h1(page)).toHaveText('Forms and documents')
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Claims',
      'Privacy',
      'Account',
      'Pharmacy',
    ])
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([
      'Medical claim form',
      'Request for an appeal',
      'Authorization to release health information',
      'Change of address',
      'Prescription reimbursement form',
    ])
    await expectNoAxeViolations(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Medical claim form (PDF)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('medical-claim-form.pdf')
  })

  test('customer service links to them', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/support/customer-service' })
    await page.getByRole('link', { name: 'Forms and documents' }).click()
    await expect(h1(page)).toHaveText('Forms and documents')
  })

  test('mia (Medicare-type brand) has the same five forms', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'mia', { domain: 2, open: '/forms' })
    await expect(page.getByTestId('member-form')).toHaveCount(5)
    await expectNoAxeViolations(page)
  })

  test('harper (partner brand) has the dental claim form, the appeal and the release', async ({
    page,
  }, testInfo) => {
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    const claims = await openMenu(page, 'Claims')
    await claims.getByRole('link', { name: 'Forms and documents' }).click()
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([
      'Dental claim form',
      'Request for an appeal',
      'Authorization to release health information',
    ])
    await expectNoAxeViolations(page)
  })
})
