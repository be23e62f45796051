import { expect, test } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, jsEnabled, login, PASSWORD, restartGateway } from './support'
import { openEbill } from './account-helpers'

test.describe.configure({ mode: 'serial' })

const NEW_PASSWORD = 'Avery#2027new'

test('avery changes a preference, the address and the password; they survive a gateway restart', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const settings = brandUrl(testInfo, 1, '/account/settings')
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true })
  await login(page, testInfo, 'avery')

  // Preferences: changing the e-mail address asks for the current password.
  await page.goto(`${settings}?edit=preferences`)
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
  await page.getByLabel('City').fill('Beaverton')
  await page.getByLabel('Zip code').fill('97005')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Successfully updated address')).toBeVisible()
  await expect(page.getByText('Beaverton, OR 97005')).toBeVisible()

  // Password: a wrong current password shows the gateway's message.
  await page.goto(brandUrl(testInfo, 1, '/account/settings/change-password'))
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
  await restartGateway(testInfo)
  await login(page, testInfo, 'avery', { password: NEW_PASSWORD })
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(settings)
  await expect(page.getByText('E-mail me plan news: On')).toBeVisible()
  await expect(page.getByText('Beaverton, OR 97005')).toBeVisible()

  // Revert the password: other tests sign in as avery.
  await page.goto(brandUrl(testInfo, 1, '/account/settings/change-password'))
  await textbox('Current password').fill(NEW_PASSWORD)
  await textbox('New password').fill(PASSWORD)
  await textbox('Confirm new password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Successfully changed password')).toBeVisible()
})

test('avery saves security questions', async ({ page }, testInfo) => {
  await login(page, testInfo, 'avery')
  await page.goto(brandUrl(testInfo, 1, '/account/settings?edit=security'))
  for (const [i, q] of [
    [1, 'Q4'],
    [2, 'Q5'],
    [3, 'Q6'],
  ] as const) {
    await page.getByLabel(`Question ${i}`).selectOption(q)
    await page.getByLabel(`Answer ${i}`).fill(`my answer ${i}`)
  }
  await page.getByRole('button', { name: 'Save security questions' }).click()
  await expect(page.getByText('Successfully updated security questions')).toBeVisible()
  await expect(page.getByText('What was the make of your first car?')).toBeVisible()
})

test('rowan cancels with the confirm step', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  await login(page, testInfo, 'rowan')
  await page.goto(brandUrl(testInfo, 1, '/account/plan-benefits'))
  await page.getByRole('radio', { name: 'Do not renew medical coverage' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  if (jsEnabled(testInfo)) {
    const dialog = page.getByRole('dialog', { name: 'Confirm cancellation' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click()
  } else {
    await expect(page).toHaveURL(/\/account\/plan-benefits\/cancel\?cancellationStatusId=M$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm cancellation' })).toBeVisible()
    await page.getByRole('button', { name: 'Yes, cancel' }).click()
  }
  await expect(page).toHaveURL(/\/account\/plan-benefits$/)
  await expect(
    page.getByText('Medical will not be renewed for the upcoming plan year.').first(),
  ).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(0)
})

test('rowan registers for eBill; the hand-off then has no firsttime', async ({ page }, testInfo) => {
  await login(page, testInfo, 'rowan')
  await page.goto(brandUrl(testInfo, 1, '/account/ebill'))
  await page.getByRole('button', { name: 'Register for eBill' }).click()
  await expect(page.getByText('You are registered for eBill')).toBeVisible()
  await openEbill(page)
  expect(new URL(page.url()).searchParams.has('firsttime')).toBe(false)
})

test('ellis (dependent on the partner brand) is refused settings', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  await login(page, testInfo, 'ellis', { domain: 5 })
  if (new URL(page.url()).pathname === '/registration-policies') {
    await page.getByRole('checkbox').check()
    await Promise.all([
      page.waitForURL(/\/home$/),
      page.getByRole('button', { name: /continue|submit|save/i }).click(),
    ])
  }
  const response = await page.goto(brandUrl(testInfo, 5, '/account/settings'))
  expect(response?.status()).toBe(403)
  await expect(page.getByText('Error code: 403 Forbidden')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('avery e-mails an ID card and requests one by mail', async ({ page }, testInfo) => {
  await login(page, testInfo, 'avery')
  await page.goto(brandUrl(testInfo, 1, '/account/member-information'))
  await page.getByRole('combobox', { name: 'ID card', exact: true }).selectOption('D')
  await page.getByRole('button', { name: 'E-mail ID card' }).click()
  await expect(
    page.getByText(/Your ID card was e-mailed to avery\.thompson@example\.com/).first(),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Card to mail', exact: true }).selectOption('M')
  await page.getByRole('button', { name: 'Request ID card' }).click()
  await expect(
    page.getByText(/Your request for a new Medical ID card has been received/).first(),
  ).toBeVisible()
})
