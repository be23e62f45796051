import { expect, test } from '@playwright/test'
import { brandUrl, expectNoAxeViolations, login, PAGE_WITHOUT_FORM } from './support'

const NOT_FOUND = "Sorry, it looks like we can't find that page."
const SERVER_ERROR = "Sorry, we're having a problem with our system. We'll get this fixed soon."
const GENERIC = "Sorry, it looks like there's a problem."

test.describe('frames and error pages', () => {
  test(
    'a signed-in member opening an unknown address sees the 404 page inside the member shell',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'avery')
      const url = brandUrl(testInfo, 1, '/benefits/no-such-page')
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
      const primary = page.getByRole('navigation', { name: 'Primary' })
      await expect(primary.getByRole('link', { name: 'Home' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Avery')
      await expect(page.getByTestId('error-page').getByRole('link', { name: 'Home' })).toHaveAttribute(
        'href',
        '/home',
      )
      await expect(page.getByRole('main')).toHaveCount(1)
      await expectNoAxeViolations(page)
    },
  )

  test(
    'anyone else sees it in the public frame, without being sent to log in',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      const url = brandUrl(testInfo, 2, '/account/no-such-page')
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0)
      await expect(
        page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Log in' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )

  test(
    '/error/500 shows the 500 page with status 500 at that address, signed out and signed in',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      // Two sign-ins' worth of pages and axe at two widths: slow on a busy machine without JavaScript.
      test.slow()
      const url = brandUrl(testInfo, 1, '/error/500')
      let response = await page.goto(url)
      expect(response?.status()).toBe(500)
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1, name: SERVER_ERROR })).toBeVisible()
      await expect(page.getByText('Error code: 500 Internal server error')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0)

      await login(page, testInfo, 'avery')
      response = await page.goto(url)
      expect(response?.status()).toBe(500)
      await expect(page.getByRole('heading', { level: 1, name: SERVER_ERROR })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible()
      await expectNoAxeViolations(page)

      // A status the catalogue does not know shows the generic texts, not the 404 page (decision 153).
      response = await page.goto(brandUrl(testInfo, 1, '/error/not-a-status'))
      expect(response?.status()).toBe(400)
      await expect(page.getByRole('heading', { level: 1, name: GENERIC })).toBeVisible()
      await expect(page.getByText('Error code: 404 Not found')).toHaveCount(0)
    },
  )

  test(
    'every page has a real favicon, so no request fails',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      const failed: string[] = []
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
      })
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(brandUrl(testInfo, 5, '/login'))
      await expect(page.getByRole('heading', { name: 'Log in to your Member Dashboard' })).toBeVisible()
      // Node resolves only localhost itself (Chromium resolves every *.localhost): the icon is the same on every host.
      const icon = await page.request.get(brandUrl(testInfo, 1, '/favicon.ico'))
      expect(icon.status()).toBe(200)
      expect(icon.headers()['content-type']).toMatch(/icon/)
      expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico')
      expect(failed).toEqual([])
      expect(errors).toEqual([])
    },
  )

  test(
    'liveness and readiness answer 200 while the gateway answers',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      for (const path of ['/healthz', '/readyz']) {
        const response = await page.request.get(brandUrl(testInfo, 1, path))
        expect(response.status(), path).toBe(200)
        expect(response.headers()['cache-control']).toBe('no-store')
      }
    },
  )

  test(
    "each brand's theme colours its links, in the footer too",
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await page.goto(brandUrl(testInfo, 2, '/login'))
      // indigo.9, the Medicare-type brand's colour (not the main brand's teal nor a fixed blue).
      const indigo = 'rgb(54, 79, 199)'
      await expect(page.locator('header').first()).toHaveCSS('background-color', indigo)
      await expect(page.getByRole('link', { name: /Privacy centre/ })).toHaveCSS('color', indigo)
      await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCSS('color', indigo)
    },
  )
})
