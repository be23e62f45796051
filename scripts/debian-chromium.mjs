// Which Chromium the browser tools run (decisions 200, 212): Debian's headless shell (package
// chromium-headless-shell) when it is installed, else Debian's full chromium. Shared by the
// end-to-end runner (scripts/e2e.mjs), Playwright (playwright.config.ts) and `npm run lighthouse`.
import { existsSync } from 'node:fs'

/** Debian's Chromium binaries, the one to prefer first. */
export const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/** The first of DEBIAN_CHROMIUMS that is installed, or undefined when none is. */
export function installedDebianChromium() {
  return DEBIAN_CHROMIUMS.find((path) => existsSync(path))
}

/** The installed Debian Chromium to run (the full browser's path when none is). */
export function debianChromium() {
  return installedDebianChromium() ?? '/usr/bin/chromium'
}
