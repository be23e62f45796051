/**
 * Field vitals (issue 45, decision 220): a member's browser measures LCP, INP, CLS, FCP and TTFB
 * with web-vitals (loaded once the page is idle) and posts them once per page view when the page
 * is hidden; the app's metrics port then shows each vital's histogram grown for the page's route
 * id and brand. Without JavaScript nothing is posted.
 */
import { expect, test, type Page } from '@playwright/test'
import { apps } from './stacks'
import { brandUrl, jsEnabled, login } from './support'

const VITALS = ['lcp_seconds', 'inp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds']
const PAGES = [
  { route: 'routes/login', path: '/login' },
  { route: 'routes/_member.home', path: '/home' },
  { route: 'routes/_member.benefits.$category', path: '/benefits/medical' },
]

/** The count of every vital's histogram for `route` on the main brand, from the app's metrics port. */
async function counts(metricsPort: number, route: string) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
  return Object.fromEntries(
    VITALS.map((vital) => {
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith(`dashboard_web_vitals_${vital}_count{`) &&
            l.includes(`route="${route}"`) &&
            l.includes('brand="main"'),
        )
      return [vital, line ? Number(line.split(' ').at(-1)) : 0]
    }),
  )
}

/** A tap the browser has timed (its first-input entry is there), so the page has an INP to send. */
async function tap(page: Page, target: ReturnType<Page['getByRole']>) {
  await target.click()
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
  // The interaction's paint is measured before the page is left: INP counts it only then (the
  // /home tap, with no wait after it, went uncounted in a CI run while the machine was busy).
  await page.waitForTimeout(200)
}

/** Waits until web-vitals has come (the page was idle) and has seen the page's paints. */
async function measuring(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/web-vitals-')),
  )
  await page.waitForTimeout(300)
}

test.describe('field vitals', () => {
  test('a page view posts its vitals when the member leaves it; the metrics count them by route and brand', async ({
    page,
  }, testInfo) => {
    test.skip(!jsEnabled(testInfo), 'JavaScript off: the next test')
    const metricsPort = apps.on.metricsPort!
    const before = Object.fromEntries(
      await Promise.all(PAGES.map(async (p) => [p.route, await counts(metricsPort, p.route)] as const)),
    )
    const beacons: string[] = []
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname === '/resources/vitals') beacons.push(request.postData() ?? '')
    })

    await page.goto(brandUrl(testInfo, 1, '/login'))
    await measuring(page)
    await tap(page, page.getByRole('textbox', { name: 'Username' }))
    // Leaving /login (the sign-in loads the next page): the login page's beacon.
    await login(page, testInfo, 'avery', { open: '/home' })
    await page.goto(brandUrl(testInfo, 1, '/home'))
    await measuring(page)
    await tap(page, page.getByRole('heading', { level: 1 }))
    await page.goto(brandUrl(testInfo, 1, '/benefits/medical'))
    await measuring(page)
    await tap(page, page.getByRole('heading', { level: 1 }))
    await page.goto(brandUrl(testInfo, 1, '/home'))

    // Whatever of the beacons the browser reports (one sent while a page unloads may not be):
    // route id and numbers only, no address, query, user or anything else.
    for (const body of beacons) {
      expect(body).not.toMatch(/avery|%2Fhome|%2Fbenefits|http|%3F/i)
    }
    for (const { route } of PAGES) {
      await expect
        .poll(
          async () => {
            const now = await counts(metricsPort, route)
            return VITALS.filter((vital) => now[vital] <= before[route][vital])
          },
          { timeout: 10_000, message: `${route}: the vitals whose count did not grow` },
        )
        .toEqual([])
    }
  })

  test('without JavaScript nothing is measured or posted', async ({ page }, testInfo) => {
    test.skip(jsEnabled(testInfo), 'JavaScript on: the test above')
    const posted: string[] = []
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname === '/resources/vitals') posted.push(request.method())
    })
    await page.goto(brandUrl(testInfo, 1, '/login'))
    await page.getByLabel('Username').click()
    await login(page, testInfo, 'avery', { open: '/home' })
    await page.goto(brandUrl(testInfo, 1, '/home'))
    await page.getByRole('heading', { level: 1 }).click()
    await page.goto('about:blank')
    await page.waitForTimeout(500)
    expect(posted).toEqual([])
    for (const { route } of PAGES) {
      expect(await counts(apps.off.metricsPort!, route)).toEqual(
        Object.fromEntries(VITALS.map((vital) => [vital, 0])),
      )
    }
  })
})
