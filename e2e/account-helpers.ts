import { expect, type Page, type TestInfo } from '@playwright/test'
import { jsEnabled } from './support'

/**
 * 'Go to eBill': the hand-off page submits itself (JavaScript) or via 'Continue' (no JavaScript).
 * With JavaScript, 'Continue' is not clicked: the click would race the page's own submit (it
 * waited on a button that had just left the page, until the test timed out).
 */
export async function openEbill(page: Page, testInfo: TestInfo) {
  await page.getByRole('button', { name: 'Go to eBill' }).click()
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'eBill (sandbox)' })).toBeVisible()
}
