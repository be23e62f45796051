import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, debianChromium } from './scripts/debian-chromium.mjs'
import { appLog, apps, dataDir, gatewayDatabase, offset, stacks, type StackName } from './e2e/stacks'

/**
 * End-to-end tests: the real production build against the sandbox gateway, in Debian's Chromium
 * (its headless shell), in two projects (JavaScript on and off). `scripts/e2e.mjs` installs
 * Chromium when missing and builds; Playwright then starts the two stacks (e2e/stacks.ts: gateways
 * on fresh databases, then the built apps) as its web servers, runs the tests, checks the apps'
 * logs (e2e/global-teardown.ts) and stops the servers (decision 132). After a build,
 * `npx playwright test` alone does the same.
 *
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell, built from the
 * same Chromium source and version as the chromium package), the headless browser Playwright
 * itself runs by default: the same pages and scripts at about half the end-to-end run's CPU of the
 * full browser in headless mode (decision 200). Debian's full chromium when the shell is not
 * installed; CHROMIUM_PATH overrides both.
 */
const chromium = process.env.CHROMIUM_PATH ?? debianChromium()
const node = JSON.stringify(process.execPath)

/** A stack's sandbox gateway on a fresh database, restartable by a test. */
const gatewayServer = (name: StackName) => {
  const ready = `http://127.0.0.1:${stacks[name].gatewayPort}/api/config/chat`
  const database = gatewayDatabase(name)
  return {
    name: `gateway-${name}`,
    command: `${node} scripts/e2e-server.mjs gateway`,
    url: ready,
    env: {
      GATEWAY_PORT: String(stacks[name].gatewayPort),
      GATEWAY_DB_PATH: database,
      GATEWAY_JWT_SECRET: 'e2e-gateway-secret-0123456789abcdef',
      E2E_FRESH: [database, `${database}-wal`, `${database}-shm`].join(','),
      E2E_CONTROL_PORT: String(stacks[name].controlPort),
      E2E_READY_URL: ready,
    },
    reuseExistingServer: false,
  }
}

/** A built app server on its stack's gateway, with fresh sessions; its log goes to a file. */
const appServer = (name: keyof typeof apps) => {
  const app = apps[name]
  const sessions = join(dataDir, `sessions-${name}`)
  return {
    name: `app-${name}`,
    command: `${node} scripts/e2e-server.mjs app`,
    url: `http://localhost:${app.port}/readyz`,
    env: {
      NODE_ENV: 'production',
      PORT: String(app.port),
      GATEWAY_URL: `http://127.0.0.1:${stacks[app.stack].gatewayPort}/api`,
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
      SESSION_STORE_DIR: sessions,
      GATEWAY_TIMEOUT_MS: '5000',
      // The other application of e2e/sign-in.spec.ts that hands a token over (decision 095).
      SSO_ALLOWED_ORIGINS: 'http://other-app.example.test',
      E2E_FRESH: sessions,
      E2E_LOG: appLog(name),
      ...(app.metricsPort ? { METRICS_PORT: String(app.metricsPort) } : {}),
      ...app.env,
    },
    reuseExistingServer: false,
  }
}

const writes = /\.writes\.spec\.ts$/
const restart = /\.restart\.spec\.ts$/
const launchOptions = {
  executablePath: chromium,
  // One renderer process per browser (one browser per worker, one test at a time in it): each
  // test's new context reuses it instead of starting a renderer, and one raster thread, as the two
  // cores are taken by the run already. About a tenth less CPU per test, the same pixels
  // (decision 257).
  args: [...CHROMIUM_ARGS, '--renderer-process-limit=1', '--num-raster-threads=1'],
}

const on = {
  ...devices['Desktop Chrome'],
  launchOptions,
  javaScriptEnabled: true,
  baseURL: `http://localhost:${apps.on.port}`,
}
const off = {
  ...devices['Desktop Chrome'],
  launchOptions,
  javaScriptEnabled: false,
  baseURL: `http://localhost:${apps.off.port}`,
}

export default defineConfig({
  testDir: 'e2e',
  // Started in this order (the apps wait for their gateway), stopped after the log check.
  webServer: [
    gatewayServer('on'),
    gatewayServer('off'),
    appServer('on'),
    appServer('off'),
    appServer('idle'),
  ],
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  // As many workers as the cores this run may use (taskset and cgroup limits included; decision
  // 229): one on one core, two on two. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(availableParallelism(), 4))),
  // A failure is tried once more in CI only for its evidence (the trace of the retry): a test that
  // passes only on its retry is flaky, and a flaky test fails the run (issue 50, decision 229).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The screenshot tests (e2e/screenshots.spec.ts, decision 224): an image missing or different
  // from the committed one fails and nothing is written; only `--update-snapshots` on the command
  // line writes them (never in `npm test`). One image per name, without the project and platform
  // suffixes: the images are of Debian's Chromium with Debian's fonts, on the CI machine as here.
  updateSnapshots: 'none',
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  reporter: [
    ['list'],
    // Tests over half their timeout, and the flaky ones, listed at the end (e2e/timing-reporter.ts).
    ['./e2e/timing-reporter.ts'],
    ['html', { open: 'never', outputFolder: `playwright-report${offset ? `-${offset}` : ''}` }],
  ],
  outputDir: `test-results${offset ? `-${offset}` : ''}`,
  use: {
    // A trace only when a test is retried: recording one for every test (DOM snapshots and a
    // screencast) cost a fifth of the run's time (decision 163).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Two stacks (e2e/stacks.ts): JavaScript on talks to :3300, off to :3301. Tests that write
  // persona data live in *.writes.spec.ts and run after the read-only tests of their stack;
  // *.restart.spec.ts (gateway restarts) run after those.
  projects: [
    { name: 'js-on', testIgnore: [writes, restart], use: { ...on } },
    // A test that only reads pages (tag @page-without-form, e2e/support.ts) runs with JavaScript on
    // only: without a form, the page is the same server-rendered HTML either way (decision 131).
    { name: 'js-off', testIgnore: [writes, restart], grepInvert: /@page-without-form/, use: { ...off } },
    { name: 'js-on-writes', testMatch: writes, dependencies: ['js-on'], use: { ...on } },
    { name: 'js-off-writes', testMatch: writes, dependencies: ['js-off'], use: { ...off } },
    // Tests that restart their stack's gateway run last, alone on their stack and one at a time
    // (two restart specs side by side had one restart the gateway under the other: a 503).
    { name: 'js-on-restart', testMatch: restart, dependencies: ['js-on-writes'], workers: 1, use: { ...on } },
    {
      name: 'js-off-restart',
      testMatch: restart,
      dependencies: ['js-off-writes'],
      workers: 1,
      use: { ...off },
    },
  ],
})
