/**
 * The cross-engine suite's test function (decision 242): `test` gives each test `member`, a fresh
 * browser of its project's engine (cookies of no other test), driven through `EngineBrowser`
 * (./drivers.ts). One browser per worker and project: Firefox ESR takes seconds to start and a
 * WebKit session needs its own Xvfb. After each test, what the engine reports (console errors,
 * CSP violations, failed requests) must be nothing; what it cannot report is said once per run.
 */
import { test as base, expect, type Browser as PlaywrightBrowser } from '@playwright/test'
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core'
import { CHROMIUM_ARGS, debianChromium } from '../../scripts/debian-chromium.mjs'
import { FIREFOX_ESR } from '../../scripts/debian-engines.mjs'
import { engines, WebKitSession, type Engine, type EngineBrowser } from './drivers'

export type EngineOptions = { engine: Engine; javaScript: boolean }

/** The browser of the worker's engine: only that one is started. */
type Started =
  | { engine: 'chromium'; browser: PlaywrightBrowser }
  | { engine: 'firefox'; browser: PuppeteerBrowser }
  | { engine: 'webkit'; browser: WebKitSession }

type WorkerFixtures = EngineOptions & { started: Started }

export const test = base.extend<{ member: EngineBrowser }, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  javaScript: [true, { option: true, scope: 'worker' }],
  started: [
    async ({ engine, javaScript, playwright }, provide) => {
      let started: Started
      if (engine === 'chromium') {
        const browser = await playwright.chromium.launch({
          executablePath: debianChromium(),
          args: CHROMIUM_ARGS,
        })
        started = { engine, browser }
      } else if (engine === 'firefox') {
        // JavaScript off is a preference of the whole browser: Firefox 153 has no BiDi command for it.
        const browser = await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_ESR,
          headless: true,
          // It waits for Firefox's address on its output: up to the worker's budget, not 30 s.
          timeout: 150_000,
          extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
        })
        started = { engine, browser }
      } else started = { engine, browser: await WebKitSession.start(javaScript) }
      await provide(started)
      if (started.engine === 'webkit') await started.browser.stop()
      else await started.browser.close()
    },
    // Firefox ESR took over 90 s to start on a machine loaded 10 times over its two cores.
    { scope: 'worker', timeout: 180_000 },
  ],
  member: async ({ started, javaScript }, provide, testInfo) => {
    const member =
      started.engine === 'chromium'
        ? await engines.chromium(started.browser, javaScript)
        : started.engine === 'firefox'
          ? await engines.firefox(started.browser, javaScript)
          : await engines.webkit(started.browser, javaScript)
    await provide(member)
    const problems = await member.problems()
    await member.close()
    const unseen = Object.entries(member.reports)
      .filter(([, seen]) => !seen)
      .map(([what]) => what)
    if (unseen.length > 0)
      testInfo.annotations.push({
        type: 'not checked',
        description: `${started.engine}: ${unseen.join(', ')}`,
      })
    if (testInfo.status === testInfo.expectedStatus)
      expect(problems, `${started.engine}: console errors, CSP violations, failed requests`).toEqual([])
  },
})

export { expect }
