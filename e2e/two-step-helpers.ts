/** Helpers of the two-step verification specs (issue 51): an authenticator app's codes, its set-up and the second step. */
import { expect, type Page, type TestInfo } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectNoAxeViolations, loginThroughForm, PASSWORD, type Domain } from './support'

/** The app's code for this key, `steps` 30-second steps from now (the gateway accepts one either side). */
export function appCode(key: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + steps * 30_000 })
}

/** Enters a code on /login/two-step. */
export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

/**
 * On a page with 'Set up an authenticator app': the button, the key (the set-up page axe-clean at
 * 390 and 1280 px), its first code, the 10 recovery codes. Answers the key.
 */
export async function setUpApp(page: Page) {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const key = (await page.getByTestId('two-step-key').innerText()).trim()
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: 'Code from your app' }).fill(appCode(key))
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  return key
}

/** The password on /login, then the app's next code on /login/two-step (axe-clean): home. */
export async function signInWithAppCode(
  page: Page,
  testInfo: TestInfo,
  username: string,
  domain: Domain,
  key: string,
) {
  await loginThroughForm(page, testInfo, username, { domain })
  await expect(page).toHaveURL(/\/login\/two-step$/)
  await expectNoAxeViolations(page)
  await enterCode(page, appCode(key, 1))
  await expect(page).toHaveURL(/\/home$/)
}

/** On the settings page (opened first at `settings` when given): turned off with the password. */
export async function turnOffWithPassword(page: Page, settings?: string) {
  if (settings) await page.goto(settings)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Turn off two-step verification' }).click()
  await expect(page.getByText('Two-step verification is off').first()).toBeVisible()
}
