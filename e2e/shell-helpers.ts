/** Helpers of the shell and home end-to-end specs. */
import type { Page, TestInfo } from '@playwright/test'
import { login, type Domain } from './support'

/** A staff account signs in and continues as the member with `subscriberId` ('Continue as subscriber'). */
export async function loginAs(
  page: Page,
  testInfo: TestInfo,
  staff: string,
  subscriberId: string,
  domain: Domain,
) {
  await login(page, testInfo, staff, { domain })
  await page.waitForURL(/\/login-as/)
  await page.locator('input[name="subscriberId"]').fill(subscriberId)
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/login-as')),
    page.getByRole('button', { name: 'Continue as subscriber' }).click(),
  ])
}
