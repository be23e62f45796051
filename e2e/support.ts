/** Shared helpers for the end-to-end tests (see scripts/e2e.mjs for the two stacks). */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

export const PASSWORD = 'Dashboard#2026'
export type Domain = 1 | 2 | 5
const hostFor: Record<Domain, string> = { 1: 'localhost', 2: 'medicare.localhost', 5: 'partner.localhost' }

/** An absolute URL on the brand's host, on this project's stack. */
export function brandUrl(testInfo: TestInfo, domain: Domain, path: string) {
  const base = new URL(String(testInfo.project.use.baseURL))
  base.hostname = hostFor[domain]
  return new URL(path, base).toString()
}

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false

/** Signs in through the real login form and waits for the page that follows. */
export async function login(
  page: Page,
  testInfo: TestInfo,
  username: string,
  options: { domain?: Domain; password?: string } = {},
) {
  await page.goto(brandUrl(testInfo, options.domain ?? 1, '/login'))
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? PASSWORD)
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login' || url.search !== ''),
    page.getByRole('button', { name: 'Log in' }).click(),
  ])
}

/** Zero axe violations (WCAG 2.2 AA) at phone (390 px) and desktop (1280 px) widths. */
export async function expectNoAxeViolations(page: Page, widths: number[] = [390, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const summary = results.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
    expect(summary, `axe violations at ${width}px on ${page.url()}`).toEqual([])
  }
}

/** No horizontal scrolling at the current viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
}

/** Restarts this project's sandbox gateway (same database file) and waits for it. */
export async function restartGateway(testInfo: TestInfo) {
  const stack = jsEnabled(testInfo) ? 'on' : 'off'
  const response = await fetch(
    `http://127.0.0.1:${3399 + Number(process.env.E2E_PORT_OFFSET ?? 0)}/restart-gateway?stack=${stack}`,
    { method: 'POST' },
  )
  expect(response.status).toBe(204)
}
