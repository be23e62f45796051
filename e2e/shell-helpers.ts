/** Helpers of the shell and home end-to-end specs. */
import type { Page, TestInfo } from '@playwright/test'
import { brandUrl, PASSWORD, type Domain } from './support'

/**
 * Signs in through the real login form (like support.ts `login`, but finds the password field by
 * its name, so a required-field asterisk in the label does not matter) and waits for the next page.
 */
export async function signIn(
  page: Page,
  testInfo: TestInfo,
  username: string,
  options: { domain?: Domain } = {},
) {
  await page.goto(brandUrl(testInfo, options.domain ?? 1, '/login'))
  await page.locator('input[name="username"]').fill(username)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login' || url.search !== ''),
    page.getByRole('button', { name: 'Log in' }).click(),
  ])
}

/** A staff account signs in and continues as the member with `subscriberId` ('Continue as subscriber'). */
export async function loginAs(
  page: Page,
  testInfo: TestInfo,
  staff: string,
  subscriberId: string,
  domain: Domain,
) {
  await signIn(page, testInfo, staff, { domain })
  await page.waitForURL(/\/login-as/)
  await page.locator('input[name="subscriberId"]').fill(subscriberId)
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/login-as')),
    page.getByRole('button', { name: 'Continue as subscriber' }).click(),
  ])
}
