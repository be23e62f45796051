// The other engines of the cross-engine suite (decision 242): Debian's Firefox ESR, driven over
// WebDriver BiDi by puppeteer-core, and WebKitGTK's MiniBrowser, driven by WebKitWebDriver under
// Xvfb. Chromium and the fonts come from scripts/debian-chromium.mjs.
import { existsSync } from 'node:fs'

/** Debian's Firefox ESR binary. */
export const FIREFOX_ESR = '/usr/bin/firefox-esr'
/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, pulled in by webkit2gtk-driver). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** The packages the engines runner installs (scripts/engines.mjs), about 110 MB to download. */
export const DEBIAN_ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb']

const FILES = [FIREFOX_ESR, MINIBROWSER, '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb']

/** Whether every engine's binary is installed. */
export function debianEnginesInstalled() {
  return FILES.every((path) => existsSync(path))
}
