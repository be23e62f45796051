/**
 * Issue 13 in the browser: no CSP violation on any page, the idle warning with 'Stay signed in'
 * (JavaScript on) and the 'signed out after inactivity' landing (JavaScript off), the back button
 * after logout, and a cross-site form POST refused with the 403 page. The idle tests use the e2e
 * runner's third app (short time-outs: idle 20 s, warning 14 s before; e2e/stacks.ts).
 */
import { expect, test, type Page } from '@playwright/test'
import { apps } from './stacks'
import { brandUrl, jsEnabled, login, passwordField, PASSWORD } from './support'

const idleApp = `http://localhost:${apps.idle.port}`

const MEMBER_PAGES = [
  '/home',
  '/id-card',
  '/account',
  '/account/summary',
  '/account/member-information',
  '/account/settings',
  '/account/settings/change-password',
  '/account/plan-benefits',
  '/account/ebill',
  '/benefits',
  '/claims',
  '/contact-us',
  '/passport-dental',
  '/no-such-page',
]

/** Collects `securitypolicyviolation` events of every document the page opens. */
async function watchCsp(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation
      report(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('no page breaks the content security policy', async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'violations are reported to page scripts')
  test.setTimeout(90_000)
  const violations = await watchCsp(page)
  for (const path of ['/', '/login', '/registration', '/recovery/password', '/contact-us']) {
    await page.goto(brandUrl(testInfo, 1, path))
  }
  await login(page, testInfo, 'avery')
  for (const path of MEMBER_PAGES) {
    await page.goto(brandUrl(testInfo, 1, path))
    await page.waitForLoadState('networkidle')
  }
  // Client-side navigation and a revalidation too.
  await page.goto(brandUrl(testInfo, 1, '/home'))
  await page
    .getByRole('link', { name: /account/i })
    .first()
    .click()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('after logout, the back button shows no member page', async ({ page }, testInfo) => {
  await login(page, testInfo, 'avery', { open: '/account/member-information' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(brandUrl(testInfo, 1, '/logout'))
  await page.goBack()
  await expect(page).toHaveURL(/\/login/)
})

test('a form posted from another site gets the 403 page and changes nothing', async ({ page }, testInfo) => {
  await login(page, testInfo, 'avery')
  const action = brandUrl(testInfo, 1, '/account/settings')
  await page.route('http://evil.example.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Evil</title><form method="post" action="${action}"><input type="hidden" name="intent" value="address"><input type="hidden" name="addressLine1" value="1 Evil Way"><button>Win a prize</button></form></html>`,
    }),
  )
  await page.goto('http://evil.example.test/prize')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url() === action),
    page.getByRole('button', { name: 'Win a prize' }).click(),
  ])
  expect(response.status()).toBe(403)
  await expect(page.getByText('Error code: 403 Forbidden')).toBeVisible()
  await page.goto(brandUrl(testInfo, 1, '/account/settings'))
  await expect(page.getByText('1 Evil Way')).toHaveCount(0)
})

async function loginOnIdleApp(page: Page) {
  await page.goto(`${idleApp}/login`)
  await page.getByLabel('Username').fill('avery')
  await passwordField(page).fill(PASSWORD)
  await Promise.all([page.waitForURL(/\/home$/), page.getByRole('button', { name: 'Log in' }).click()])
  // With JavaScript, the address changes before the page renders: the login form goes with it.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0)
}

test('idle: a warning offers to stay signed in; without an answer the member lands on /login with the reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await loginOnIdleApp(page)
  if (jsEnabled(testInfo)) {
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' })
    // The member was on a link when the warning came: the focus goes back there when it closes.
    const link = page.locator('main a[href]').first()
    await link.focus()
    const focusedBefore = await link.evaluate((a) => a.outerHTML.slice(0, 80))
    await expect(dialog).toBeVisible({ timeout: 20_000 })
    await expect(dialog).toContainText('you will be signed out in')
    await dialog.getByRole('button', { name: 'Stay signed in', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)))
      .toBe(focusedBefore)
    // Still signed in well past the first idle end, then the warning comes back and time runs out.
    await expect(dialog).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/login/, { timeout: 30_000 })
  } else {
    await page.waitForTimeout(21_000)
    await page.goto(`${idleApp}/home`)
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome/)
  }
  await expect(page.getByText(/You were signed out after 20 seconds of inactivity/)).toBeVisible()
})
