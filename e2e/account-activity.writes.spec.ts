/**
 * Issue 23, the account activity page, as kai (no other journey signs kai out): two browsers
 * listed and 'Sign out everywhere else'; a failed attempt and a staff login-as in the record; the
 * notice on home at the next sign-in. JavaScript on and off (the two writes projects).
 */
import { expect, test, type Page } from '@playwright/test'
import { loginAs } from './shell-helpers'
import { brandUrl, expectNoAxeViolations, login, passwordField } from './support'

// Long journeys (two browsers, a staff login-as): more time than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const sessions = (page: Page) => page.getByTestId('sessions').getByRole('listitem')

test('two browsers signed in as kai are listed; sign out everywhere else ends the other', async ({
  page,
  browser,
}, testInfo) => {
  const phone = await browser.newContext({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    userAgent: IPHONE,
  })
  try {
    await login(page, testInfo, 'kai')
    // The account menu (a closed disclosure) leads there.
    await expect(
      page.locator('a[href="/account/activity"]', { hasText: 'Account activity' }).first(),
    ).toBeAttached()
    await page.goto(brandUrl(testInfo, 1, '/account/activity'))
    await expect(page.getByRole('heading', { level: 1, name: 'Account activity' })).toBeVisible()
    // Start from this one session: a read-only journey (home.spec.ts) or an earlier try of this one
    // may have left kai signed in elsewhere on this stack.
    if ((await sessions(page).count()) > 1) {
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
      await expect(sessions(page)).toHaveCount(1)
    }
    const other = await phone.newPage()
    await login(other, testInfo, 'kai')
    await page.reload()
    await expect(sessions(page)).toHaveCount(2)
    await expect(sessions(page).first()).toContainText('This device')
    await expect(sessions(page).nth(1)).toContainText('Safari on iOS (phone)')
    await expect(page.getByRole('heading', { name: 'Recent sign-ins' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect(page.getByText('Signed out of 1 other session.')).toBeVisible()
    await expect(sessions(page)).toHaveCount(1)

    await other.goto(brandUrl(testInfo, 1, '/home'))
    await expect(other).toHaveURL(/\/login/)
    await expect(other.getByText('This session was signed out from another device or browser')).toBeVisible()

    // Signing in again on the phone, a browser kai signed in on before: a trusted device.
    await login(other, testInfo, 'kai')
    await page.reload()
    const newest = page.getByTestId('sign-ins').getByRole('listitem').first()
    await expect(newest).toContainText('Signed in')
    await expect(newest).toContainText('Safari on iOS (phone)')
    await expect(newest).toContainText(/Trusted device:\s*Yes/)
  } finally {
    await phone.close()
  }
})

test("a failed attempt and a staff login-as show on kai's page, and as the notice at her next sign-in", async ({
  page,
}, testInfo) => {
  await page.goto(brandUrl(testInfo, 1, '/login'))
  await page.getByLabel('Username').fill('kai')
  await passwordField(page).fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText(/attempt\(s\) remaining/)).toBeVisible()

  await loginAs(page, testInfo, 'staff.main', 'EV1500015', 1)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(brandUrl(testInfo, 1, '/logout'))

  await login(page, testInfo, 'kai')
  await expect(page).toHaveURL(/\/home$/)
  const notice = page.getByTestId('staff-access-notice')
  const today = new Date()
  const date = [today.getMonth() + 1, today.getDate()].map((n) => String(n).padStart(2, '0'))
  await expect(notice).toContainText(
    `A member services representative accessed your account on ${date.join('/')}/${today.getFullYear()}`,
  )
  await expectNoAxeViolations(page)

  await notice.getByRole('link', { name: 'See your account activity' }).click()
  await expect(page).toHaveURL(/\/account\/activity$/)
  const staff = page.getByTestId('staff-access').getByRole('listitem').first()
  await expect(staff).toContainText('Login as anyone')
  await expect(staff).toContainText('Riverbend Health')
  await expect(staff).toContainText(/Reference: SA-[A-Z0-9]{8}/)
  await expect(staff).not.toContainText('staff.main')
  await expect(page.getByTestId('sign-ins')).toContainText('Failed sign-in attempt')
  await expectNoAxeViolations(page)

  await page.goto(brandUrl(testInfo, 1, '/home'))
  // The notice goes at once; the reload waits for the dismissal's answer (a reload cancels it).
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /^\/home(\.data)?$/.test(new URL(response.url()).pathname),
    ),
    page.getByRole('button', { name: 'Dismiss the notice about member services access' }).click(),
  ])
  await expect(page.getByTestId('staff-access-notice')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('staff-access-notice')).toHaveCount(0)
})
