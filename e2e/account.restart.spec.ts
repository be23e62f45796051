/**
 * A gateway restart in the middle of a test: runs in its own project, after every other test of
 * its stack, so the restart cannot break a concurrent test.
 */
import { expect, test } from '@playwright/test'
import { brandUrl, login, PASSWORD, restartGateway } from './support'

const NEW_PASSWORD = 'Avery#2027new'

test.describe.configure({ mode: 'serial' })

test('avery changes a preference, the address and the password; they survive a gateway restart', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const settings = brandUrl(testInfo, 1, '/account/settings')
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true })
  await login(page, testInfo, 'avery')

  // Preferences: changing the e-mail address asks for the current password.
  await page.goto(`${settings}?edit=preferences`)
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email address').fill('avery.new@example.com')
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Enter your current password to change your email address')).toBeVisible()
  await expect(page.getByLabel('Email address')).toHaveValue('avery.new@example.com')
  await page.getByLabel('Email address').fill('avery.thompson@example.com')
  await page.getByRole('switch', { name: 'E-mail me plan news' }).check()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Successfully updated preferences')).toBeVisible()
  await expect(page.getByText('E-mail me plan news: On')).toBeVisible()

  // Address.
  await page.goto(`${settings}?edit=address`)
  await page.waitForLoadState('networkidle')
  await page.getByLabel('City').fill('Beaverton')
  await page.getByLabel('Zip code').fill('97005')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Successfully updated address')).toBeVisible()
  await expect(page.getByText('Beaverton, OR 97005')).toBeVisible()

  // Password: a wrong current password shows the gateway's message.
  await page.goto(brandUrl(testInfo, 1, '/account/settings/change-password'))
  await page.waitForLoadState('networkidle')
  await textbox('Current password').fill('Wrong#2026')
  await textbox('New password').fill(NEW_PASSWORD)
  await textbox('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Current password is incorrect')).toBeVisible()
  await textbox('Current password').fill(PASSWORD)
  await textbox('New password').fill(NEW_PASSWORD)
  await textbox('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Successfully changed password')).toBeVisible()

  // Sign out and in with the new password, after a restart of the sandbox gateway.
  await page.goto(brandUrl(testInfo, 1, '/logout'))
  await page.waitForLoadState('networkidle')
  await restartGateway(testInfo)
  await login(page, testInfo, 'avery', { password: NEW_PASSWORD })
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(settings)
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('E-mail me plan news: On')).toBeVisible()
  await expect(page.getByText('Beaverton, OR 97005')).toBeVisible()

  // Revert the password: other tests sign in as avery.
  await page.goto(brandUrl(testInfo, 1, '/account/settings/change-password'))
  await page.waitForLoadState('networkidle')
  await textbox('Current password').fill(NEW_PASSWORD)
  await textbox('New password').fill(PASSWORD)
  await textbox('Confirm new password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Successfully changed password')).toBeVisible()
})
