// Which Chromium the browser tools run (decisions 200, 212): Debian's headless shell (package
// chromium-headless-shell) when it is installed, else Debian's full chromium. Shared by the
// end-to-end runner (scripts/e2e.mjs), Playwright (playwright.config.ts) and `npm run lighthouse`;
// with the fonts the screenshot tests need (decision 224).
import { existsSync } from 'node:fs'

/** Debian's Chromium binaries, the one to prefer first. */
export const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/**
 * The Debian packages the end-to-end runner installs (scripts/e2e.mjs; .ci/run fetches the same
 * beside its other packages): the headless shell and the fonts the pages are drawn with. The pages
 * ask for system-ui, which fontconfig answers with DejaVu Sans (Arial with Liberation Sans); the
 * screenshot tests' images (e2e/screenshots.spec.ts, decision 224) were drawn with these, so CI
 * installs them by name rather than getting whatever fonts chromium's dependencies bring.
 */
export const DEBIAN_BROWSER_PACKAGES = [
  'chromium-headless-shell',
  'fonts-dejavu-core',
  'fonts-dejavu-extra',
  'fonts-liberation',
]

/**
 * The command-line switches Chromium runs with in the tests (stack.md): no sandbox (root in CI),
 * no GPU, none of the browser's own network traffic, no QUIC.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** One file of each font package above, to tell whether it is installed. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
]

/** Whether the fonts of DEBIAN_BROWSER_PACKAGES are all installed. */
export function debianFontsInstalled() {
  return FONT_FILES.every((path) => existsSync(path))
}

/** The first of DEBIAN_CHROMIUMS that is installed, or undefined when none is. */
export function installedDebianChromium() {
  return DEBIAN_CHROMIUMS.find((path) => existsSync(path))
}

/** The installed Debian Chromium to run (the full browser's path when none is). */
export function debianChromium() {
  return installedDebianChromium() ?? '/usr/bin/chromium'
}
