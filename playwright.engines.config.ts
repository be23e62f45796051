import { defineConfig } from '@playwright/test'
import type { EngineOptions } from './e2e/engines/fixtures'
import { appPort, dataDir, gatewayPort, offset } from './e2e/engines/stack'

/**
 * The cross-engine suite (decision 242, `npm run test:engines`, scripts/engines.mjs): the journeys
 * of e2e/engines/ (one per area, written once against e2e/engines/drivers.ts) in Chromium, Firefox
 * ESR and WebKitGTK, with JavaScript on and off, against the app as `npm start` runs it. A project
 * per engine and setting, so a failure names its engine (`[webkit-js-off] › …`). A journey that
 * submits no form (tag @page-without-form) runs with JavaScript on only (decision 131).
 */
const node = JSON.stringify(process.execPath)
const lane = (engine: EngineOptions['engine'], javaScript: boolean) => ({
  name: javaScript ? engine : `${engine}-js-off`,
  // Firefox and WebKit driven over WebDriver take longer per step than Playwright's Chromium.
  timeout: engine === 'chromium' ? 30_000 : 60_000,
  ...(javaScript ? {} : { grepInvert: /@page-without-form/ }),
  use: { engine, javaScript } satisfies EngineOptions,
})

export default defineConfig<object, EngineOptions>({
  testDir: 'e2e/engines',
  testMatch: /\.engines\.ts$/,
  webServer: {
    // npm start itself: builds only when the build is stale (the runner builds first).
    command: `${node} scripts/start.mjs`,
    url: `http://127.0.0.1:${appPort}/readyz`,
    env: {
      PORT: String(appPort),
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_DB_PATH: `${dataDir}/gateway.sqlite`,
      SESSION_STORE_DIR: `${dataDir}/sessions`,
      // Every test reaches the app from one address: the vitals beacons of the whole run are one
      // client's (as e2e/stacks.ts raises it for the same reason).
      VITALS_BEACONS_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    timeout: 240_000,
    reuseExistingServer: false,
  },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Each engine's images are its own (e2e/engines/screenshots/<engine>/): fonts and anti-aliasing
  // differ between engines; written only with --update-snapshots.
  updateSnapshots: 'none',
  snapshotPathTemplate: '{testDir}/screenshots/{projectName}/{arg}{ext}',
  reporter: [['list']],
  outputDir: `test-results-engines${offset ? `-${offset}` : ''}`,
  projects: [
    lane('chromium', true),
    lane('chromium', false),
    lane('firefox', true),
    lane('firefox', false),
    lane('webkit', true),
    lane('webkit', false),
  ],
})
