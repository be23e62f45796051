import { expect, type Page } from '@playwright/test'

/** 'Go to eBill': the hand-off page submits itself (JavaScript) or via 'Continue' (no JavaScript). */
export async function openEbill(page: Page) {
  await page.getByRole('button', { name: 'Go to eBill' }).click()
  const continueButton = page.getByRole('button', { name: 'Continue' })
  const landing = page.getByRole('heading', { name: 'eBill (sandbox)' })
  await expect(continueButton.or(landing).first()).toBeVisible()
  if (await continueButton.isVisible()) await continueButton.click()
  await expect(landing).toBeVisible()
}
