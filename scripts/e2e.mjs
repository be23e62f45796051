#!/usr/bin/env node
/**
 * End-to-end runner (`npm run test:e2e`): makes sure Debian's Chromium and fonts are there (installs
 * its headless shell and the fonts as root on Debian), builds unless SKIP_BUILD=true, then runs Playwright with the
 * arguments given.
 * Playwright itself starts and stops the two stacks (playwright.config.ts `webServer`, e2e/stacks.ts)
 * and checks the apps' logs after the tests (e2e/global-teardown.ts); decision 132.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import {
  DEBIAN_BROWSER_PACKAGES,
  DEBIAN_CHROMIUMS,
  debianFontsInstalled,
  installedDebianChromium,
} from './debian-chromium.mjs'

const root = new URL('..', import.meta.url).pathname
// Debian's Chromium headless shell, else its full chromium (playwright.config.ts picks the one there
// is, decision 200); CHROMIUM_PATH names another binary.
const chromium = process.env.CHROMIUM_PATH

const hasChromium = () => (chromium ? existsSync(chromium) : Boolean(installedDebianChromium()))
// Debian's Chromium (unless CHROMIUM_PATH names one) and the fonts the screenshot tests' images
// were drawn with (decision 224), installed together as root on Debian when either is missing.
if ((!chromium && !hasChromium()) || !debianFontsInstalled()) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const packages = DEBIAN_BROWSER_PACKAGES.join(' ')
    console.log(`[e2e] installing Debian ${packages}…`)
    const r = spawnSync(
      'bash',
      [
        '-c',
        `apt-get update -qq -o DPkg::Lock::Timeout=600 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 ${packages}`,
      ],
      { stdio: 'inherit' },
    )
    if (r.status !== 0) process.exit(r.status ?? 1)
  } else if (!debianFontsInstalled()) {
    console.warn(
      `[e2e] Debian's ${DEBIAN_BROWSER_PACKAGES.slice(1).join(', ')} not installed: the screenshot tests will not match their images.`,
    )
  }
}
if (!hasChromium()) {
  console.error(
    `[e2e] Chromium not found at ${chromium ?? DEBIAN_CHROMIUMS.join(' or ')}. Install Debian's chromium-headless-shell (or chromium), or set CHROMIUM_PATH to a Chromium binary.`,
  )
  process.exit(1)
}

if (process.env.SKIP_BUILD !== 'true') {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => playwright.kill(signal))
playwright.on('exit', (status) => process.exit(status ?? 1))
