/**
 * Issue 51, read only: the two-step verification settings on the other brands (the journeys are in
 * two-step.writes.spec.ts, on the main brand), staff acting as a member kept out of the factors,
 * and 'Sign in with a passkey' on /login only where JavaScript runs.
 */
import { expect, test } from '@playwright/test'
import { loginAs } from './shell-helpers'
import { brandUrl, expectNoAxeViolations, jsEnabled, login, PAGE_WITHOUT_FORM } from './support'

test('mia (Medicare-type brand) sees two-step verification off and no passkeys', async ({
  page,
}, testInfo) => {
  await login(page, testInfo, 'mia', { domain: 2, open: '/account/settings/two-step' })
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible()
  // A form's button (it works without JavaScript): opening a page never starts a set-up.
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible()
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible()
  await expectNoAxeViolations(page)
})

test(
  'staff acting as harper (partner brand) see no factor forms, and cannot open the set-up',
  PAGE_WITHOUT_FORM,
  async ({ page }, testInfo) => {
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    await page.goto(brandUrl(testInfo, 5, '/account/settings/two-step'))
    await expect(
      page.getByText('Only the member can change two-step verification and passkeys'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    const setup = await page.goto(brandUrl(testInfo, 5, '/account/settings/two-step/app'))
    expect(setup?.status()).toBe(403)
  },
)

test("'Sign in with a passkey' shows on /login only with JavaScript", async ({ page }, testInfo) => {
  await page.goto(brandUrl(testInfo, 1, '/login'))
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  const passkey = page.getByRole('button', { name: 'Sign in with a passkey' })
  if (jsEnabled(testInfo)) await expect(passkey).toBeVisible()
  else await expect(passkey).toHaveCount(0)
})
