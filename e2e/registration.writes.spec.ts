import { expect, test, type Page } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, login } from './support'

test.describe.configure({ mode: 'serial' })

const cont = (page: Page) => page.getByRole('button', { name: 'Continue' }).click()

test('a new member (Robin Lane, EV1600016) registers through all steps and signs in', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const username = testInfo.project.use.javaScriptEnabled === false ? 'robinoff' : 'robinon'
  await page.goto(brandUrl(testInfo, 1, '/registration'))
  await page.getByLabel('Subscriber ID').fill('EV1600016')
  await page.getByLabel('First name').fill('Robin')
  await page.getByLabel('Last name').fill('Lane')
  await page.getByLabel('Date of birth').fill('04/12/1985')
  await cont(page)
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Contact preferences' })).toBeVisible()
  // The state survives a reload.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Contact preferences' })).toBeVisible()
  await page.getByLabel('Email address').fill('robin.lane@example.com')
  await cont(page)
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Security questions' })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const [i, q] of [
    [1, 'Q1'],
    [2, 'Q2'],
    [3, 'Q3'],
  ] as const) {
    await page.getByLabel(`Question ${i}`).selectOption(q)
    await page.getByLabel(`Answer ${i}`).fill(`answer number ${i}`)
  }
  await cont(page)
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Policies' })).toBeVisible()
  await cont(page)
  await expect(
    page.getByText('Please confirm you have read our digital communications policy.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('I have read the digital communications policy').check()
  await page.getByLabel('I accept the terms of use').check()
  await cont(page)
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Username and password' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Username').fill(username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Robin#2026')
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Robin#2026')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
  await expectNoAxeViolations(page)
  // Completion clears the state: /registration starts again at step 1.
  await page.goto(brandUrl(testInfo, 1, '/registration'))
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Identify yourself' })).toBeVisible()
  await login(page, testInfo, username, { password: 'Robin#2026' })
  await expect(page).toHaveURL(/\/home$/)
})
