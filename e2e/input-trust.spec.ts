/**
 * Issue 16 where a member notices it (decisions 100-102): a control or bidi-override character is
 * refused with the field message, in the browser and by the server (JavaScript on and off); an
 * adult dependent sees only his own personal details on member information.
 */
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, login, PAGE_WITHOUT_FORM } from './support'

const CONTROL_MESSAGE = 'Remove the control characters from this field.'

test.describe('input trust (read-only)', () => {
  test('avery: a right-to-left override in the address is refused with the field message', async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/account/settings?edit=address' })
    const line1 = page.getByLabel('Address line 1')
    await line1.fill('1 Main \u202Etxt.exe')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByText(CONTROL_MESSAGE)).toBeVisible()
    await expect(line1).toHaveAttribute('aria-invalid', 'true')
    await expect(line1).toHaveValue('1 Main \u202Etxt.exe')
    // Nothing was saved: still on the edit form, no success notice.
    await expect(page.getByText('Successfully updated address')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test(
    'blake (adult dependent): member information shows only his own details',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'blake', { open: '/account/member-information' })
      await expect(page.getByRole('heading', { level: 1, name: 'Member information' })).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: 'Blake Thompson' })).toBeVisible()
      for (const other of ['Avery Thompson', 'Cameron Thompson', 'Dana Thompson'])
        await expect(main.getByText(other)).toHaveCount(0)
      await expect(main.getByText(/^Date of birth:/)).toHaveCount(1)
      await expectNoAxeViolations(page)
    },
  )

  test(
    'avery (the subscriber) still sees the family on member information',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/account/member-information' })
      await expect(page.getByRole('main').getByText(/^Date of birth:/)).toHaveCount(4)
    },
  )
})
