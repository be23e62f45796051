/**
 * A primary care selection survives a gateway restart: runs in its own project, after every other
 * test of its stack, so the restart cannot break a concurrent test.
 */
import { expect, test } from '@playwright/test'
import { brandUrl, login, restartGateway } from './support'

test.describe.configure({ mode: 'serial' })

test("pat's selected provider is still on the home tile after a gateway restart", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await login(page, testInfo, 'pat', { open: '/find-care/primary-care/0/search?zip=97214&radius=10&q=raman' })
  const raman = page.getByTestId('provider-result').filter({ hasText: 'Priya Raman' })
  await raman.getByRole('link', { name: 'Choose Priya Raman, MD' }).click()
  await raman.getByRole('button', { name: 'Select Priya Raman, MD' }).click()
  await expect(page).toHaveURL(/\/find-care\/primary-care\/0$/)
  await page.goto(brandUrl(testInfo, 1, '/home'))
  await expect(page.getByTestId('primary-care-tile')).toContainText('Priya Raman, MD')

  await page.goto(brandUrl(testInfo, 1, '/logout'))
  await restartGateway(testInfo)
  await login(page, testInfo, 'pat')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('primary-care-tile')).toContainText('Priya Raman, MD')
})
