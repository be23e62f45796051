/** Shared helpers for the end-to-end tests (see e2e/stacks.ts for the two stacks). */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { AxeResults, RunOptions, run as axeRun } from 'axe-core'
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test'
import { stacks } from './stacks'

export const PASSWORD = 'Dashboard#2026'

/**
 * A test that walks several pages is given a budget by its steps (issue 50, decision 229):
 * PAGE_BUDGET_MS for each page (a sign-in counts as one), never less than the suite's timeout. A
 * page takes 0.5 to 2 s on the machine the suite was written on; the budget leaves room for one
 * several times slower, and each step's own waits (the expect timeout) still catch a page that hangs.
 */
export const PAGE_BUDGET_MS = 8_000
export function budgetForPages(pages: number) {
  const info = test.info()
  info.setTimeout(Math.max(info.timeout, pages * PAGE_BUDGET_MS))
}

/**
 * A walk whose length is known only as it goes (a crawl of the links it finds) adds to its budget
 * at each step: `ms` more for this one. Playwright measures the budget from the test's start.
 */
export function extendBudget(ms: number) {
  const info = test.info()
  if (info.timeout > 0) info.setTimeout(info.timeout + ms)
}
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

/**
 * Waits until React has hydrated the page and run its effects: the document's last part (the
 * footer, or main) carries React's fiber, then the browser is idle. Before that a click on a link
 * is the browser's own (a document load, where the focus starts at the top), not the client
 * navigation that moves the focus to the new page's heading; on a busy machine a test is quicker
 * than the hydration (issue 50: the phone menu's focus test, flaky under load).
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => {
    const last = document.querySelector('footer') ?? document.querySelector('main')
    return last !== null && Object.keys(last).some((key) => key.startsWith('__reactFiber$'))
  })
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })))
}

/** The login form's password input (its label carries a required asterisk). */
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true })

/** `open`: a path of the brand to open once signed in (the landing page is then not waited for). */
type LoginOptions = { domain?: Domain; password?: string; open?: string }

/** Signs in through the real login form and waits for the page that follows. */
export async function loginThroughForm(
  page: Page,
  testInfo: TestInfo,
  username: string,
  options: LoginOptions = {},
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
 * Signs in as a journey's first step and opens the page the login sends the member to: the
 * browser sends the login form's own POST (what the form sends without JavaScript, with the
 * browser's cookies and Origin) without rendering the form first. The form itself is tested by the
 * sign-in journeys (`loginThroughForm`); this saves a page load per test (decision 163). With
 * `open`, the landing page is only waited for until its address is known, then `open` is loaded
 * (decision 178): its scripts and styles are not fetched for nothing.
 */
export async function login(page: Page, testInfo: TestInfo, username: string, options: LoginOptions = {}) {
  const address = brandUrl(testInfo, options.domain ?? 1, '/login')
  const form = new URLSearchParams({ username, password: options.password ?? PASSWORD })
  await page.route(
    address,
    (route) =>
      route.continue({
        method: 'POST',
        postData: form.toString(),
        headers: {
          ...route.request().headers(),
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(address).origin,
        },
      }),
    { times: 1 },
  )
  await page.goto(address, { waitUntil: options.open ? 'commit' : 'load' })
  await expect(page, `${username}'s login leads on`).not.toHaveURL(/\/login$/)
  if (options.open) await page.goto(brandUrl(testInfo, options.domain ?? 1, options.open))
}

/** Per browser (one per worker): a context with script on, where no-JavaScript pages are checked. */
const checkContexts = new WeakMap<Browser, Promise<BrowserContext>>()

/**
 * Runs `check` on a page where script can be evaluated. With JavaScript off, Playwright cannot
 * evaluate in the page, so the check runs on a copy: the page's document as the browser parsed it,
 * served at the same address in a context with script on that blocks every script of the page
 * (stylesheets and images still load from the app). It sees what a no-JavaScript member sees,
 * without a second render by the server; the context is kept for the worker (decision 163).
 */
async function onScriptablePage(page: Page, check: (target: Page) => Promise<void>) {
  if (test.info().project.use.javaScriptEnabled !== false) return check(page)
  const browser = page.context().browser()!
  let context = checkContexts.get(browser)
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true })
    checkContexts.set(browser, context)
  }
  // The whole document first: a page still streaming in would be checked half parsed (a checkbox
  // whose label had not arrived yet failed axe's 'label' rule once).
  await page.waitForLoadState('load')
  const address = page.url()
  const html = await page.content()
  const target = await (await context).newPage()
  try {
    await target.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 })
    await target.route('**/*', (route) => {
      const request = route.request()
      if (request.isNavigationRequest() && request.url() === address)
        return route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' })
      return request.resourceType() === 'script' ? route.abort() : route.continue()
    })
    await target.goto(address)
    await check(target)
  } finally {
    await target.close()
  }
}

/**
 * The Mantine classes on a page that no loaded stylesheet has a rule for. The root stylesheet holds
 * only the components every page may render; the others' styles come with the modules that render
 * them (decision 171), so a component shown where its styles were not imported shows up here.
 */
export async function unstyledMantineClasses(page: Page) {
  const { hrefs, inline, classes } = await page.evaluate(() => ({
    hrefs: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
      (link) => link.href,
    ),
    inline: Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? ''),
    classes: [
      ...new Set(
        Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
          Array.from(element.classList).filter((name) => /^m_[0-9a-f]{8}$/.test(name)),
        ),
      ),
    ],
  }))
  // The stylesheets' text, read by the test runner (fingerprinted: once per worker): reading
  // `cssRules` through the JavaScript-off copy's request routing threw a SecurityError once, and
  // the page's own `fetch` of them failed now and then ('Failed to fetch', two flaky tests).
  const sheets = await Promise.all(hrefs.map((href) => stylesheetText(page, href)))
  const text = [...sheets, ...inline].join('\n')
  return classes.filter((name) => !text.includes(`.${name}`))
}

const stylesheets = new Map<string, Promise<string>>()

function stylesheetText(page: Page, href: string) {
  let text = stylesheets.get(href)
  if (!text) {
    // The brands' hosts (medicare.localhost...) resolve in the browser only (its host rules): the
    // runner asks the same server by its address.
    const url = new URL(href)
    const host = url.host
    url.hostname = '127.0.0.1'
    text = page
      .context()
      .request.get(url.href, { headers: { host } })
      .then((response) => {
        if (!response.ok()) throw new Error(`${href}: ${response.status()}`)
        return response.text()
      })
    stylesheets.set(href, text)
    text.catch(() => stylesheets.delete(href))
  }
  return text
}

/** axe-core's browser bundle, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The WCAG 2.2 AA rules, violations only (the passes are not read). */
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
}

/**
 * The documents already found clean, as files named by a hash of the document (its origin, its
 * markup without the per-response nonces) and the width: shared by the run's workers and both
 * projects (the output folder is emptied when a run starts). axe's result and the stylesheet rules
 * depend on nothing else (the stylesheets are fingerprinted in the markup), so the same document
 * at the same width is checked once per run: the JavaScript-off project checks a copy of the
 * server's document, which is most often the very document the JavaScript-on project checked
 * (decision 187).
 */
function cleanDocuments() {
  const folder = join(test.info().project.outputDir, '.axe-clean')
  mkdirSync(folder, { recursive: true })
  return folder
}

async function documentKey(target: Page, width: number) {
  // Scripts, module preloads and hidden inputs are neither rendered nor checked by axe: without
  // them, a page with JavaScript on and its no-JavaScript copy often have the same key.
  const markup = await target.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement
    copy
      .querySelectorAll('script, link[rel="modulepreload"], input[type="hidden"]')
      .forEach((e) => e.remove())
    // Mantine's portal with nothing in it but empty boxes (a closed modal's root, JavaScript on).
    copy
      .querySelectorAll('[data-portal]')
      .forEach((e) => e.querySelector(':not(div)') || e.textContent?.trim() || e.remove())
    return copy.outerHTML
  })
  return `${createHash('sha256')
    .update(markup.replace(/ nonce="[^"]*"/g, ''))
    .digest('hex')}-${width}`
}

/**
 * Zero axe violations (WCAG 2.2 AA) at phone (390 px) and desktop (1280 px) widths, and a
 * stylesheet rule for every Mantine class on the page. axe is injected once and run with `axe.run`
 * at each width: the product renders no frame, so AxeBuilder's per-frame run and its finishing step
 * in a blank page (about a second per page) check nothing more here (decision 178). A document
 * found clean at a width earlier in the run is not checked again (decision 187).
 */
export async function expectNoAxeViolations(page: Page, widths: number[] = [390, 1280]) {
  await onScriptablePage(page, async (target) => {
    const folder = cleanDocuments()
    let injected = false
    for (const width of widths) {
      await target.setViewportSize({ width, height: 900 })
      const clean = join(folder, await documentKey(target, width))
      if (existsSync(clean)) continue
      if (!injected) {
        expect(
          await unstyledMantineClasses(target),
          `Mantine classes with no CSS rule on ${page.url()}`,
        ).toEqual([])
        expect(await target.locator('iframe, frame').count(), 'a frame axe.run would not enter').toBe(0)
        await target.evaluate(axeSource)
        injected = true
      }
      const violations = await target.evaluate(async (options) => {
        const { axe } = window as unknown as { axe: { run: typeof axeRun } }
        const results: AxeResults = await axe.run(document, options)
        return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))
      }, axeOptions)
      const summary = violations.map(
        (v) => `${v.id} (${v.targets.length}): ${v.targets.slice(0, 3).join(', ')}`,
      )
      expect(summary, `axe violations at ${width}px on ${page.url()}`).toEqual([])
      writeFileSync(clean, '')
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
