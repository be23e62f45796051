import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, jsEnabled, login } from './support'
import { openEbill } from './account-helpers'

test.describe.configure({ mode: 'serial' })

test('avery saves security questions', async ({ page }, testInfo) => {
  await login(page, testInfo, 'avery', { open: '/account/settings?edit=security' })
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
  await login(page, testInfo, 'rowan', { open: '/account/plan-benefits' })
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
  await login(page, testInfo, 'rowan', { open: '/account/ebill' })
  await page.getByRole('button', { name: 'Register for eBill' }).click()
  await expect(page.getByText('You are registered for eBill')).toBeVisible()
  await openEbill(page, testInfo)
  expect(new URL(page.url()).searchParams.has('firsttime')).toBe(false)
})

test('avery e-mails an ID card and requests one by mail', async ({ page }, testInfo) => {
  await login(page, testInfo, 'avery', { open: '/account/member-information' })
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
