import { expect, test } from '@playwright/test'
import { brandUrl, expectNoAxeViolations } from './support'

test.describe('registration (read-only)', () => {
  test('step 1 rejects bad input with the message patterns, keeps values, and has no axe violations', async ({
    page,
  }, testInfo) => {
    await page.goto(brandUrl(testInfo, 1, '/registration'))
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Registration steps' }).getByRole('listitem')).toHaveCount(5)
    await expectNoAxeViolations(page)
    await page.getByLabel('Subscriber ID').fill('EV16')
    await page.getByLabel('First name').fill('Robin9')
    await page.getByLabel('Date of birth').fill('13/45/1985')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Subscriber ID is under the character minimum')).toBeVisible()
    await expect(page.getByText('Invalid first name')).toBeVisible()
    await expect(page.getByText('Last name is a required field')).toBeVisible()
    await expect(page.getByText('Invalid date of birth')).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Robin9')
  })

  test('unknown member details get the gateway message', async ({ page }, testInfo) => {
    await page.goto(brandUrl(testInfo, 1, '/registration'))
    await page.getByLabel('Subscriber ID').fill('EV9999999')
    await page.getByLabel('First name').fill('Nobody')
    await page.getByLabel('Last name').fill('Here')
    await page.getByLabel('Date of birth').fill('01/01/1990')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('We could not find a member with the information provided.')).toBeVisible()
    await expect(page.getByLabel('Last name')).toHaveValue('Here')
  })
})
