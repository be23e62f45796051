/** Shared helpers for the end-to-end tests (see e2e/stacks.ts for the two stacks). */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { stacks } from './stacks'

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

/**
 * Tag of a test that only reads pages: it signs in and opens addresses or follows links, but
 * submits no form (beyond signing in, which the sign-in tests cover in both projects) and uses
 * nothing that needs script. Such a page is the same server-rendered HTML with JavaScript off, so
 * the test runs in the JavaScript-on projects only (playwright.config.ts, decision 131). Every
 * form and every journey still runs with JavaScript on and off.
 */
export const PAGE_WITHOUT_FORM = { tag: '@page-without-form' }

/** The login form's password input (its label carries a required asterisk). */
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true })

/** Signs in through the real login form and waits for the page that follows. */
export async function login(
  page: Page,
  testInfo: TestInfo,
  username: string,
  options: { domain?: Domain; password?: string } = {},
) {
  await page.goto(brandUrl(testInfo, options.domain ?? 1, '/login'))
  await page.getByLabel('Username').fill(username)
  await passwordField(page).fill(options.password ?? PASSWORD)
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login' || url.search !== ''),
    page.getByRole('button', { name: 'Log in' }).click(),
  ])
}

/**
 * Runs `check` on a page where script can be evaluated. With JavaScript off, Playwright cannot
 * evaluate in the page, so the check runs on the same address in a second context that shares
 * the cookies but blocks every script: it sees the page exactly as a no-JavaScript member does.
 */
async function onScriptablePage(page: Page, check: (target: Page) => Promise<void>) {
  if (test.info().project.use.javaScriptEnabled !== false) return check(page)
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
      viewport: page.viewportSize(),
    })
  try {
    const target = await context.newPage()
    await target.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    )
    await target.goto(page.url())
    await check(target)
  } finally {
    await context.close()
  }
}

/** Zero axe violations (WCAG 2.2 AA) at phone (390 px) and desktop (1280 px) widths. */
export async function expectNoAxeViolations(page: Page, widths: number[] = [390, 1280]) {
  await onScriptablePage(page, async (target) => {
    for (const width of widths) {
      await target.setViewportSize({ width, height: 900 })
      const results = await new AxeBuilder({ page: target })
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
  })
}

/** No horizontal scrolling at the current viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  await onScriptablePage(page, async (target) => {
    const overflow = await target.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal overflow in px on ${page.url()}`).toBeLessThanOrEqual(0)
  })
}

/** Restarts this project's sandbox gateway (same database file) and waits for it. */
export async function restartGateway(testInfo: TestInfo) {
  const stack = stacks[jsEnabled(testInfo) ? 'on' : 'off']
  const response = await fetch(`http://127.0.0.1:${stack.controlPort}/restart-gateway`, { method: 'POST' })
  expect(response.status).toBe(204)
}
