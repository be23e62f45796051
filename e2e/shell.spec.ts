import { expect, test } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, hydrated, jsEnabled, login, PAGE_WITHOUT_FORM } from './support'

test.describe('page shell', () => {
  test('the phone menu is a disclosure that works with and without JavaScript', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await login(page, testInfo, 'avery')
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden()
    if (jsEnabled(testInfo)) await hydrated(page)
    const menu = page.getByTestId('phone-menu')
    await menu.locator('summary').click()
    const nav = menu.getByRole('navigation', { name: 'Menu' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Summary', exact: true }).click()
    await expect(page).toHaveURL(/\/account\/summary$/)
    if (jsEnabled(testInfo)) {
      // Client navigation: focus moves to the new page's main heading, the menu closes.
      await expect(page.locator('#page-heading')).toBeFocused()
      await expect(menu).not.toHaveAttribute('open', '')
    }
  })

  test('the desktop menus highlight the active item and open as disclosures', async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    const primary = page.getByRole('navigation', { name: 'Primary' })
    await expect(primary.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await primary.locator('summary', { hasText: 'Benefits' }).click()
    await expect(primary.getByRole('link', { name: 'Programs' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Avery')
    // 'Chat with us' where the brand's chat configuration shows chat and it is available (decision 151).
    await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveText([
      'Contact us',
      'Chat with us',
      'Log out',
    ])
    const claims = primary.locator('details', { has: page.locator('summary', { hasText: 'Claims/EOBs' }) })
    await claims.locator('summary').click()
    await expect(claims.getByRole('link')).toHaveText(['Claims', 'EOBs', 'Pharmacy', 'Forms and documents'])
  })

  test('on tablets the utility entries move into the account menu', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 900, height: 900 })
    await login(page, testInfo, 'pat')
    await expect(page.getByRole('navigation', { name: 'Utility' })).toBeHidden()
    const account = page.getByRole('navigation', { name: 'Account' })
    await account.locator('summary').click()
    await expect(account.getByRole('link', { name: 'Contact us' })).toBeVisible()
    await expect(account.getByRole('link', { name: 'My account' })).toBeHidden()
    await expect(account.getByRole('link', { name: 'Log out' })).toBeVisible()
  })

  test('a dismissed global alert stays dismissed', async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    const alert = page.getByTestId('global-alert').filter({ hasText: 'Your benefits summary is ready' })
    await expect(alert).toBeVisible()
    // The cookie is set by the POST's answer (a fetcher with JavaScript, a redirect without).
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/resources/dismiss-alert') && r.request().method() === 'POST',
      ),
      alert.getByRole('button', { name: 'Dismiss alert: Your benefits summary is ready' }).click(),
    ])
    await expect(alert).toHaveCount(0)
    await expect(page).toHaveURL(/\/home$/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByTestId('global-alert').filter({ hasText: 'Your benefits summary is ready' }),
    ).toHaveCount(0)
  })

  test(
    'the footer has the copyright, new-tab policy links and the accreditation seal',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery')
      const footer = page.locator('footer')
      const policies = footer.getByRole('list', { name: 'Policies' }).getByRole('link')
      await expect(policies).toHaveCount(2)
      for (const link of await policies.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toContainText('(opens in a new tab)')
      }
      await expect(footer.getByTestId('accreditation-seal')).toHaveAttribute(
        'data-level',
        /^(Accredited|Commendable|Interim)$/,
      )
      await expect(footer.getByRole('navigation', { name: 'Site map' })).toBeVisible()
    },
  )

  test(
    'signed-out pages offer Log in and Contact us except on the main brand',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await page.goto(brandUrl(testInfo, 2, '/login'))
      await expect(page.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveText([
        'Log in',
        'Contact us',
      ])
      await page.goto(brandUrl(testInfo, 1, '/login'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Utility' })).toHaveCount(0)
    },
  )

  test(
    '/id-card shows the card actions; resource-download shows its spinner',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery', { open: '/id-card' })
      await expect(page.getByRole('heading', { level: 1, name: 'ID card' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Download ID card' })).toHaveAttribute(
        'href',
        '/resources/id-card',
      )
      await expect(page.getByRole('link', { name: 'More ID card options' })).toBeVisible()
      await expectNoAxeViolations(page, [1280])
      await page.goto(brandUrl(testInfo, 1, '/resource-download'))
      await expect(page.getByText('Downloading resource...')).toBeVisible()
    },
  )
})
