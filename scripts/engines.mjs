#!/usr/bin/env node
/**
 * The cross-engine runner (`npm run test:engines`, decision 242): the journeys of e2e/engines/,
 * written once, in Chromium, Firefox ESR and WebKitGTK, JavaScript on and off, against the app as
 * `npm start` serves it (playwright.engines.config.ts). Installs what is missing from Debian as
 * root (Chromium's headless shell and the fonts, as scripts/e2e.mjs does, and firefox-esr,
 * webkit2gtk-driver and xvfb), builds unless SKIP_BUILD=true, then runs Playwright with the
 * arguments given (e.g. `--project webkit`).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DEBIAN_BROWSER_PACKAGES, debianFontsInstalled, installedDebianChromium } from './debian-chromium.mjs'
import { DEBIAN_ENGINE_PACKAGES, debianEnginesInstalled } from './debian-engines.mjs'

const root = new URL('..', import.meta.url).pathname
const missing = !installedDebianChromium() || !debianFontsInstalled() || !debianEnginesInstalled()
if (missing) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `[engines] missing browsers: install Debian's ${[...DEBIAN_BROWSER_PACKAGES, ...DEBIAN_ENGINE_PACKAGES].join(' ')}`,
    )
    process.exit(1)
  }
  const packages = [...DEBIAN_BROWSER_PACKAGES, ...DEBIAN_ENGINE_PACKAGES].join(' ')
  console.log(`[engines] installing Debian ${packages}…`)
  const r = spawnSync(
    'bash',
    [
      '-c',
      `apt-get update -qq -o DPkg::Lock::Timeout=600 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 ${packages}`,
    ],
    { stdio: 'inherit' },
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (process.env.SKIP_BUILD !== 'true') {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// The suite's own sandbox database and sessions, fresh for each run.
rmSync(join(root, `data/engines-${Number(process.env.E2E_PORT_OFFSET ?? 0)}`), {
  recursive: true,
  force: true,
})

const playwright = spawn(
  'npx',
  ['playwright', 'test', '--config', 'playwright.engines.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => playwright.kill(signal))
playwright.on('exit', (status) => process.exit(status ?? 1))
