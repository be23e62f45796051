/**
 * Find care selections (they change persona data). Each project (JavaScript on, off) runs them on
 * its own stack with its own fresh database.
 */
import { expect, test, type Page } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, login } from './support'

test.describe.configure({ mode: 'serial' })

/** The first day of next month as the pages show it (MM/DD/YYYY). */
function firstOfNextMonth() {
  const now = new Date()
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1)
  return `${String(next.getMonth() + 1).padStart(2, '0')}/01/${next.getFullYear()}`
}

/** The same day as a date input holds it (YYYY-MM-DD: the picker shows it month/day/year). */
function firstOfNextMonthInput() {
  const [month, day, year] = firstOfNextMonth().split('/')
  return `${year}-${month}-${day}`
}

/** Yesterday as a date input holds it. */
function yesterdayInput() {
  const day = new Date(Date.now() - 86_400_000)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

const result = (page: Page, name: string) => page.getByTestId('provider-result').filter({ hasText: name })

test('pat searches near 97214, pages, selects a provider; the home tile shows it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  await login(page, testInfo, 'pat')
  await page.getByTestId('primary-care-tile').getByRole('link', { name: 'Select primary care' }).click()
  await page.getByRole('link', { name: 'Select primary care for Pat' }).click()
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('results-summary')).toContainText('Page 1 of 3.')
  await page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('link', { name: 'Next page' })
    .click()
  await expect(page.getByTestId('results-summary')).toContainText('Page 2 of 3.')

  const meiLin = result(page, 'Mei Lin')
  await meiLin.getByRole('link', { name: 'Choose Mei Lin, MD' }).click()
  await expect(page).toHaveURL(/\/search\?zip=97214&radius=10&q=&page=2&choose=\w+#select-\w+$/)
  await expect(page.getByTestId('select-provider')).toHaveCount(1)
  const date = meiLin.getByLabel('Effective date')
  await expect(date).toHaveAttribute('type', 'date')
  await expect(date).toHaveValue(firstOfNextMonthInput())
  await expect(meiLin.getByLabel('Email for the confirmation (optional)')).toHaveValue(
    'pat.oconnor@example.com',
  )
  await expectNoAxeViolations(page)

  // A day in the past is answered on the form; what was picked stays.
  await date.fill(yesterdayInput())
  await meiLin.getByLabel('Email for the confirmation (optional)').fill('pat@example.com')
  await meiLin.getByRole('button', { name: 'Select Mei Lin, MD' }).click()
  const again = result(page, 'Mei Lin')
  await expect(again.getByText('Effective date cannot be in the past')).toBeVisible()
  await expect(again.getByLabel('Effective date')).toHaveValue(yesterdayInput())
  await expect(again.getByLabel('Email for the confirmation (optional)')).toHaveValue('pat@example.com')

  await again.getByLabel('Effective date').fill(firstOfNextMonthInput())
  await again.getByRole('button', { name: 'Select Mei Lin, MD' }).click()
  await expect(page).toHaveURL(/\/find-care\/primary-care\/0$/)
  await expect(
    page.getByText(`Pat's primary care provider is selected, effective ${firstOfNextMonth()}.`),
  ).toBeVisible()
  const card = page.getByTestId('primary-care-0')
  await expect(
    card.getByRole('heading', { name: `New primary care provider from ${firstOfNextMonth()}` }),
  ).toBeVisible()
  await expect(card.getByTestId('provider-name')).toHaveText('Mei Lin, MD')
  await expect(card).toContainText('Family Medicine')
  await expect(card.getByRole('link', { name: 'Change primary care for Pat' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(brandUrl(testInfo, 1, '/home'))
  const tile = page.getByTestId('primary-care-tile')
  await expect(tile).toContainText('Mei Lin, MD')
  await expect(tile.getByRole('link', { name: 'Select primary care' })).toHaveCount(0)
})

test("avery changes Cameron's provider", async ({ page }, testInfo) => {
  test.setTimeout(150_000)
  await login(page, testInfo, 'avery', { open: '/find-care/primary-care' })
  await page
    .getByTestId('primary-care-2')
    .getByRole('link', { name: 'Change primary care for Cameron' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find a primary care provider for Cameron Thompson' }),
  ).toBeVisible()
  await page.getByLabel('Zip code').fill('97214')
  await page.getByLabel('Name or specialty').fill('pediatrics')
  await page.getByRole('button', { name: 'Search' }).click()
  const tran = result(page, 'Hoang Tran')
  await tran.getByRole('link', { name: 'Choose Hoang Tran, MD' }).click()
  await tran.getByRole('button', { name: 'Select Hoang Tran, MD' }).click()
  await expect(page).toHaveURL(/\/find-care\/primary-care\/2$/)
  await expect(
    page.getByText(`Cameron's primary care provider is selected, effective ${firstOfNextMonth()}.`),
  ).toBeVisible()
  const card = page.getByTestId('primary-care-2')
  // Emily Sorensen stays until the end of this month; Hoang Tran from the first of next month.
  await expect(card.getByTestId('provider-name')).toHaveText(['Emily Sorensen, MD', 'Hoang Tran, MD'])
  await expect(
    card.getByRole('heading', { name: `New primary care provider from ${firstOfNextMonth()}` }),
  ).toBeVisible()
  await expect(card.getByText('Member changed primary care provider')).toBeVisible()
})
