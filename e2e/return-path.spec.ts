/**
 * The return path (issue 16, decision 097), JavaScript on and off, read-only personas: signed out,
 * a member page sends to /login?redirectTo=<the page>; after signing in the member lands there,
 * after any more urgent step (group selection). Never an open redirect.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, PASSWORD, passwordField } from './support'

async function signIn(page: Page, username: string) {
  await page.getByLabel('Username').fill(username)
  await passwordField(page).fill(PASSWORD)
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ])
}

const loginWith = (testInfo: TestInfo, redirectTo: string) =>
  brandUrl(testInfo, 1, `/login?${new URLSearchParams({ redirectTo })}`)

test.describe('return to the asked-for page after signing in', () => {
  test('avery opens /account/summary signed out, signs in and lands on it', async ({ page }, testInfo) => {
    await page.goto(brandUrl(testInfo, 1, '/account/summary'))
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fsummary$/)
    await expect(page.locator('input[type="hidden"][name="redirectTo"]')).toHaveValue('/account/summary')
    await expectNoAxeViolations(page)
    await signIn(page, 'avery')
    await expect(page).toHaveURL(/\/account\/summary$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Account summary' })).toBeVisible()
  })

  test('jordan chooses a group first, then goes on to /claims', async ({ page }, testInfo) => {
    await page.goto(brandUrl(testInfo, 1, '/claims'))
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclaims$/)
    await signIn(page, 'jordan')
    await expect(page).toHaveURL(/\/group-selection$/)
    const cards = page.getByRole('list', { name: 'Your group plans' }).getByRole('listitem')
    await cards.nth(0).getByRole('button', { name: 'Log in to account' }).click()
    await expect(page).toHaveURL(/\/claims$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible()
  })

  for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
    test(`never an open redirect: redirectTo=${evil} lands on /home`, async ({ page }, testInfo) => {
      await page.goto(loginWith(testInfo, evil))
      await expect(page.locator('input[name="redirectTo"]')).toHaveCount(0)
      await signIn(page, 'avery')
      await expect(page).toHaveURL(brandUrl(testInfo, 1, '/home'))
    })
  }
})
