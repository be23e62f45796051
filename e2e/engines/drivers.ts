/**
 * The cross-engine suite's one way to drive a browser (decision 242): the journeys are written
 * once against `EngineBrowser`, and each engine answers it through the one client that can drive
 * Debian's build of it here:
 * - Chromium (Debian's headless shell): Playwright, as the rest of the end-to-end suite.
 * - Firefox ESR: puppeteer-core over WebDriver BiDi. Playwright 1.65 can launch a stock Firefox
 *   (`channel: 'moz-firefox'`) but cannot open a context in 153 ESR (it sends
 *   `emulation.setMediaFeaturesOverride`, which 153 does not know) and has no JavaScript-off over
 *   BiDi; no geckodriver is packaged for Debian, so Selenium cannot drive it either.
 * - WebKitGTK (Safari's engine): selenium-webdriver through WebKitWebDriver, which drives
 *   MiniBrowser under Xvfb (no Playwright WebKit build can be downloaded here).
 * The interface is what the journeys need and no more: addresses, CSS selectors, the keyboard,
 * script evaluated in the page (which every engine allows with the page's own scripts off), a
 * screenshot, the cookies, and what went wrong (where the engine can tell).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { Browser as PlaywrightBrowser, BrowserContext, Page } from '@playwright/test'
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { MINIBROWSER } from '../../scripts/debian-engines.mjs'

export type Engine = 'chromium' | 'firefox' | 'webkit'
export type KeyName = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space'

/** What an engine's driver can report about a page, for the suite to say what was not checked. */
export type Reports = { consoleErrors: boolean; cspViolations: boolean; failedRequests: boolean }

export interface EngineBrowser {
  readonly engine: Engine
  readonly javaScript: boolean
  readonly reports: Reports
  /** Opens an address and waits for its load event. */
  open(url: string): Promise<void>
  url(): Promise<URL>
  /** Runs `fn` in the page (a plain function: no closure over the test's variables) with `arg`. */
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<R>
  /** A native click on the first element `selector` matches. */
  click(selector: string): Promise<void>
  /** Types `value` into the field `selector` matches, after emptying it. */
  fill(selector: string, value: string): Promise<void>
  press(key: KeyName): Promise<void>
  /** Types text into the element that has the focus, key by key. */
  type(text: string): Promise<void>
  /** The viewport's size in CSS px. */
  resize(width: number, height: number): Promise<void>
  /** The whole page. */
  screenshot(): Promise<Buffer>
  /** The cookies the browser keeps for the current page's host. */
  cookies(): Promise<{ name: string; secure: boolean }[]>
  /** Console errors, CSP violations and failed requests since the last call (as `reports` says). */
  problems(): Promise<string[]>
  close(): Promise<void>
}

/** Records CSP violations in the page, for the engines whose driver does not report them. */
const recordViolations = () => {
  const w = window as unknown as { __cspViolations?: string[] }
  w.__cspViolations = []
  document.addEventListener('securitypolicyviolation', (event) =>
    w.__cspViolations!.push(`CSP ${event.violatedDirective}: ${event.blockedURI}`),
  )
}

/**
 * What counts as a problem of a page, the same for every engine that reports it:
 * - a console error, unless it repeats a response status (counted below), comes from an error
 *   page (a document answered 4xx/5xx: the router logs the error it shows), or is Remix's word on
 *   a request cancelled because the member is leaving the page;
 * - a request that failed, unless it was abandoned because the member went on (aborted) or was a
 *   script the browser did not run because JavaScript is off;
 * - a file the page loaded (not a document, not a route's `.data`, whose status is the page's
 *   answer: a refused sign-in's 401) that answered 4xx or 5xx.
 */
class Problems {
  private seen: string[] = []
  private documentStatus = 200
  /** Remix's word on a request it lost, which counts unless the page was being left (below). */
  private lost: string[] = []
  constructor(private readonly javaScript: boolean) {}
  /** A document of the main frame answered: what the page before it lost was lost by leaving. */
  document(status: number) {
    this.documentStatus = status
    this.lost = []
  }
  consoleError(text: string) {
    if (/^Failed to load resource/.test(text) || this.documentStatus >= 400) return
    // Firefox cancels the requests of the page being left as soon as the next document is asked
    // for (Chromium once it arrives), and Remix logs the route discovery and the route module it
    // lost (decision 250): those count only if no next document came. The requests' own failures
    // are judged by the network rules below.
    if (/^(Failed to fetch manifest patches|Error loading route module)/.test(text))
      return void this.lost.push(`console: ${text}`)
    this.seen.push(`console: ${text}`)
  }
  pageError(text: string) {
    // Firefox rejects a module import the member's next page cut short (the file's own status is
    // checked as a response below).
    if (/error loading dynamically imported module/.test(text)) return
    this.seen.push(`page error: ${text}`)
  }
  requestFailed(url: string, reason: string, script: boolean) {
    if (/ABORTED/i.test(reason) || (script && !this.javaScript)) return
    this.seen.push(`request failed: ${url} ${reason}`)
  }
  response(url: string, status: number, navigation: boolean) {
    if (navigation || status < 400 || new URL(url).pathname.endsWith('.data')) return
    this.seen.push(`${status}: ${url}`)
  }
  add(texts: string[]) {
    this.seen.push(...texts)
  }
  take() {
    return [...this.seen.splice(0), ...this.lost.splice(0)]
  }
  /**
   * Listens to a page of Playwright or puppeteer (their events have the same shape): Chromium
   * writes CSP violations to the console as errors; puppeteer writes an object of the console
   * as `JSHandle@error` (Firefox's BiDi sends no more of an error logged: its type is shown) and
   * its BiDi requests have no resource type, so a script is told by its address in both.
   */
  watch(client: Page | PuppeteerPage) {
    // The two clients' typings of `on` differ in form only (overloads, an event map).
    const page = client as unknown as WatchedPage
    page.on('console', (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') this.consoleError(message.text().replace(/JSHandle@(\w+)/g, '[$1]'))
    })
    page.on('pageerror', (error: unknown) =>
      this.pageError(error instanceof Error ? error.message : String(error)),
    )
    const mainDocument = (request: WatchedRequest) =>
      request.isNavigationRequest() && request.frame() === page.mainFrame()
    page.on('requestfailed', (request: WatchedRequest) =>
      this.requestFailed(request.url(), request.failure()?.errorText ?? '', /\.js(\?|$)/.test(request.url())),
    )
    page.on('response', (response: { url(): string; status(): number; request(): WatchedRequest }) => {
      const navigation = mainDocument(response.request())
      if (navigation) this.document(response.status())
      this.response(response.url(), response.status(), navigation)
    })
    return this
  }
}

/** What `Problems.watch` uses of a Playwright or puppeteer request. */
type WatchedRequest = {
  url(): string
  failure(): { errorText: string } | null
  isNavigationRequest(): boolean
  frame(): unknown
}
/** What `Problems.watch` uses of a Playwright or puppeteer page (one shape for both). */
type WatchedPage = {
  mainFrame(): unknown
  on(event: string, listener: (value: never) => void): unknown
}

// ----- Chromium: Playwright -----

class PlaywrightEngine implements EngineBrowser {
  readonly engine = 'chromium'
  readonly reports = { consoleErrors: true, cspViolations: true, failedRequests: true }
  private readonly seen: Problems
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    readonly javaScript: boolean,
  ) {
    this.seen = new Problems(javaScript).watch(page)
  }
  static async open(browser: PlaywrightBrowser, javaScript: boolean) {
    // The clipboard as a member's browser allows it after a key press (the copy button's snackbar).
    const context = await browser.newContext({
      javaScriptEnabled: javaScript,
      locale: 'en-US',
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    return new PlaywrightEngine(context, await context.newPage(), javaScript)
  }
  async open(url: string) {
    await this.page.goto(url)
  }
  async url() {
    return new URL(this.page.url())
  }
  evaluate<R, A>(fn: (arg: A) => R, arg?: A) {
    return this.page.evaluate(fn as never, arg) as Promise<R>
  }
  async click(selector: string) {
    await this.page.locator(selector).first().click()
  }
  async fill(selector: string, value: string) {
    await this.page.locator(selector).first().fill(value)
  }
  async press(key: KeyName) {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key)
  }
  async type(text: string) {
    await this.page.keyboard.type(text)
  }
  async resize(width: number, height: number) {
    await this.page.setViewportSize({ width, height })
  }
  screenshot() {
    return this.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
  }
  async cookies() {
    const host = new URL(this.page.url()).hostname
    return (await this.context.cookies())
      .filter((cookie) => cookie.domain.replace(/^\./, '') === host)
      .map(({ name, secure }) => ({ name, secure }))
  }
  async problems() {
    return this.seen.take()
  }
  async close() {
    await this.context.close()
  }
}

// ----- Firefox: puppeteer-core over WebDriver BiDi -----

class PuppeteerEngine implements EngineBrowser {
  readonly engine = 'firefox'
  readonly reports: Reports
  private readonly seen: Problems
  constructor(
    private readonly page: PuppeteerPage,
    private readonly done: () => Promise<void>,
    readonly javaScript: boolean,
  ) {
    // Firefox does not send CSP violations over BiDi: a listener in the page records them (with
    // the page's scripts on only). Console errors and page errors are the page's own scripts'.
    this.reports = { consoleErrors: javaScript, cspViolations: javaScript, failedRequests: true }
    this.seen = new Problems(javaScript).watch(page)
  }
  static async open(browser: PuppeteerBrowser, javaScript: boolean) {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    if (javaScript) await page.evaluateOnNewDocument(recordViolations)
    return new PuppeteerEngine(page, () => context.close(), javaScript)
  }
  async open(url: string) {
    await this.page.goto(url, { waitUntil: 'load' })
  }
  async url() {
    return new URL(this.page.url())
  }
  evaluate<R, A>(fn: (arg: A) => R, arg?: A) {
    return this.page.evaluate(fn as never, arg) as Promise<R>
  }
  // Element handles, not locators: a locator waits by polling in the page, which never runs in a
  // Firefox whose JavaScript is off.
  private async element(selector: string) {
    const element = await this.page.$(selector)
    if (!element) throw new Error(`firefox: nothing matches ${selector}`)
    return element
  }
  // With Firefox's JavaScript off, puppeteer's native input on an element never returns (seen with
  // 153 ESR): the field is filled and the button pressed by a script of the driver instead (the
  // browser still submits the form and loads the answer itself).
  async click(selector: string) {
    if (!this.javaScript)
      return void (await this.page.$eval(selector, (element) => (element as HTMLElement).click()))
    await (await this.element(selector)).click()
  }
  async fill(selector: string, value: string) {
    if (!this.javaScript)
      return void (await this.page.$eval(
        selector,
        (input, text) => ((input as HTMLInputElement).value = text),
        value,
      ))
    const field = await this.element(selector)
    await field.evaluate((input) => {
      ;(input as HTMLInputElement).value = ''
      ;(input as HTMLInputElement).focus()
    })
    await this.page.keyboard.type(value)
  }
  async press(key: KeyName) {
    if (key === 'Shift+Tab') {
      await this.page.keyboard.down('Shift')
      await this.page.keyboard.press('Tab')
      await this.page.keyboard.up('Shift')
    } else await this.page.keyboard.press(key === 'Space' ? ' ' : key)
  }
  async type(text: string) {
    await this.page.keyboard.type(text)
  }
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height })
  }
  async screenshot() {
    return Buffer.from(await this.page.screenshot({ fullPage: true }))
  }
  async cookies() {
    const host = new URL(this.page.url()).hostname
    return (await this.page.browserContext().cookies())
      .filter((cookie) => cookie.domain.replace(/^\./, '') === host)
      .map(({ name, secure }) => ({ name, secure }))
  }
  async problems() {
    if (this.javaScript) {
      const violations = await this.page
        .evaluate(
          () => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [],
        )
        .catch(() => [])
      this.seen.add(violations)
    }
    return this.seen.take()
  }
  async close() {
    await this.done()
  }
}

// ----- WebKitGTK: selenium-webdriver, WebKitWebDriver, MiniBrowser under Xvfb -----

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Xvfb on the first free display (it writes the number it took), stopped with the worker. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const display = await new Promise<string>((resolve, reject) => {
    let text = ''
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(`:${text.trim()}`)
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
  })
  return { display, process: xvfb }
}

/** One MiniBrowser per worker and JavaScript setting (a WebDriver session opens in seconds). */
export class WebKitSession {
  /** The origins the last test opened, whose cookies the next test starts without. */
  readonly visited = new Set<string>()
  private constructor(
    readonly driver: WebDriver,
    private readonly children: ChildProcess[],
  ) {}
  static async start(javaScript: boolean) {
    const xvfb = await startXvfb()
    const port = await freePort()
    const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: 'ignore',
    })
    const children = [driverProcess, xvfb.process]
    try {
      for (let tries = 0; ; tries += 1) {
        try {
          const status = await fetch(`http://127.0.0.1:${port}/status`)
          if (status.ok) break
        } catch (error) {
          if (tries > 100) throw error
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // JavaScript off: the page's scripts do not run (`enable-javascript-markup`), while the
      // driver's own scripts still do (`enable-javascript` would stop those too). Full screen
      // hides MiniBrowser's toolbar: the window is the viewport, which can then be 390 px wide
      // (with the toolbar it cannot be narrower than 447; without, 334), and no window manager
      // runs in Xvfb to make it the screen's size.
      const args = [
        '--automation',
        '--full-screen',
        ...(javaScript ? [] : ['--enable-javascript-markup=false']),
      ]
      const driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
        })
        .build()
      return new WebKitSession(driver, children)
    } catch (error) {
      for (const child of children) child.kill()
      throw error
    }
  }
  async stop() {
    await this.driver.quit().catch(() => {})
    for (const child of this.children) child.kill()
  }
}

class SeleniumEngine implements EngineBrowser {
  readonly engine = 'webkit'
  // WebKitWebDriver has no log endpoint and no BiDi: console errors and CSP violations are not
  // seen. The resources a page loaded (Resource Timing; WebKit gives no status) are asked for
  // again by the runner: one that fails there failed in the page too.
  readonly reports = { consoleErrors: false, cspViolations: false, failedRequests: true }
  constructor(
    private readonly session: WebKitSession,
    readonly javaScript: boolean,
  ) {}
  private get driver() {
    return this.session.driver
  }
  static async open(session: WebKitSession, javaScript: boolean) {
    // A fresh member: no cookie left by the previous test on the hosts it opened (WebDriver deletes
    // the cookies of the current document's host only).
    for (const origin of session.visited) {
      await session.driver.get(`${origin}/healthz`)
      await session.driver.manage().deleteAllCookies()
    }
    session.visited.clear()
    return new SeleniumEngine(session, javaScript)
  }
  async open(url: string) {
    this.session.visited.add(new URL(url).origin)
    await this.driver.get(url)
  }
  async url() {
    return new URL(await this.driver.getCurrentUrl())
  }
  evaluate<R, A>(fn: (arg: A) => R, arg?: A) {
    return this.driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, arg) as Promise<R>
  }
  async click(selector: string) {
    await (await this.driver.findElement(By.css(selector))).click()
  }
  async fill(selector: string, value: string) {
    const field = await this.driver.findElement(By.css(selector))
    await field.clear()
    await field.sendKeys(value)
  }
  async press(key: KeyName) {
    const actions = this.driver.actions()
    if (key === 'Shift+Tab') await actions.keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform()
    else
      await actions
        .sendKeys({ Tab: Key.TAB, Enter: Key.ENTER, Escape: Key.ESCAPE, Space: Key.SPACE }[key])
        .perform()
  }
  async type(text: string) {
    await this.driver.actions().sendKeys(text).perform()
  }
  async resize(width: number, height: number) {
    // Full screen, the window is the viewport (WebKitSession.start).
    await this.driver.manage().window().setRect({ width, height })
    const inner = await this.evaluate(() => [window.innerWidth, window.innerHeight])
    if (inner[0] !== width || inner[1] !== height)
      throw new Error(`webkit: a ${width} x ${height} window shows a ${inner.join(' x ')} viewport`)
  }
  async screenshot() {
    // WebDriver's screenshot is the viewport's: the window grows to the page's height for it (a
    // window may be taller than Xvfb's screen), then gets its size back.
    const frame = this.driver.manage().window()
    const { width, height } = await frame.getRect()
    const whole = await this.evaluate(() => document.documentElement.scrollHeight)
    if (whole > height) await frame.setRect({ width, height: whole })
    try {
      return Buffer.from(await this.driver.takeScreenshot(), 'base64')
    } finally {
      if (whole > height) await frame.setRect({ width, height })
    }
  }
  async cookies() {
    return (await this.driver.manage().getCookies()).map(({ name, secure }) => ({
      name,
      secure: Boolean(secure),
    }))
  }
  async problems() {
    const resources = await this.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'beacon')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(location.origin)),
    )
    const failed: string[] = []
    for (const resource of new Set(resources)) {
      const address = new URL(resource)
      const host = address.host
      address.hostname = '127.0.0.1'
      const answer = await fetch(address, { headers: { host }, redirect: 'manual' })
      if (answer.status >= 400) failed.push(`${answer.status}: ${resource}`)
      await answer.body?.cancel()
    }
    return failed
  }
  async close() {}
}

export const engines = {
  chromium: (browser: PlaywrightBrowser, javaScript: boolean) => PlaywrightEngine.open(browser, javaScript),
  firefox: (browser: PuppeteerBrowser, javaScript: boolean) => PuppeteerEngine.open(browser, javaScript),
  webkit: (session: WebKitSession, javaScript: boolean) => SeleniumEngine.open(session, javaScript),
}
