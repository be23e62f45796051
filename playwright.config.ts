import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests: the real production build against the sandbox gateway, in Debian's Chromium,
 * in two projects (JavaScript on and off). `scripts/e2e.mjs` builds, seeds a fresh database and
 * starts both servers before Playwright runs.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const writes = /\.writes\.spec\.ts$/
const restart = /\.restart\.spec\.ts$/
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

const on = {
  ...devices['Desktop Chrome'],
  launchOptions,
  javaScriptEnabled: true,
  baseURL: `http://localhost:${3300 + offset}`,
}
const off = {
  ...devices['Desktop Chrome'],
  launchOptions,
  javaScriptEnabled: false,
  baseURL: `http://localhost:${3301 + offset}`,
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report${offset ? `-${offset}` : ''}` }],
  ],
  outputDir: `test-results${offset ? `-${offset}` : ''}`,
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Two stacks (see scripts/e2e.mjs): JavaScript on talks to :3300, off to :3301. Tests that write
  // persona data live in *.writes.spec.ts and run after the read-only tests of their stack;
  // *.restart.spec.ts (gateway restarts) run after those.
  projects: [
    { name: 'js-on', testIgnore: [writes, restart], use: { ...on } },
    { name: 'js-off', testIgnore: [writes, restart], use: { ...off } },
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
