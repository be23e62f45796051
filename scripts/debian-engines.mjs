// The other engines of the cross-engine suite (decision 242): Debian's Firefox ESR, driven over
// WebDriver BiDi by puppeteer-core, and WebKitGTK's MiniBrowser, driven by WebKitWebDriver under
// Xvfb. Chromium and the fonts come from scripts/debian-chromium.mjs.
import { existsSync } from 'node:fs'

/** Debian's Firefox ESR binary. */
export const FIREFOX_ESR = '/usr/bin/firefox-esr'
/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, pulled in by webkit2gtk-driver). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/**
 * The packages the engines runner installs (scripts/engines.mjs), about 110 MB to download; `.ci/run`
 * fetches them with its other packages when TEST_BUILT_ENGINES is set (`node
 * scripts/debian-engines.mjs` prints them).
 */
export const DEBIAN_ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb']

const FILES = [FIREFOX_ESR, MINIBROWSER, '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb']

/** Whether every engine's binary is installed. */
export function debianEnginesInstalled() {
  return FILES.every((path) => existsSync(path))
}

/** The engines `TEST_BUILT_ENGINES` may name: the end-to-end suite is Chromium's already. */
const ENGINES = ['chromium', 'firefox', 'webkit']

/**
 * The command that runs the cross-engine suite's lanes of `list` (comma-separated engines, e.g.
 * `firefox,webkit`), JavaScript on and off, one worker, on the build there is (decision 253);
 * undefined when the list is empty. An unknown engine is refused, not skipped.
 */
export function enginesCommand(list) {
  const engines = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = engines.filter((name) => !ENGINES.includes(name))
  if (unknown.length > 0)
    throw new Error(`TEST_BUILT_ENGINES: unknown ${unknown.join(', ')} (one of ${ENGINES.join(', ')})`)
  if (engines.length === 0) return undefined
  const projects = engines.flatMap((name) => ['--project', name, '--project', `${name}-js-off`])
  return ['node scripts/engines.mjs', ...projects, '--workers', '1'].join(' ')
}

// `node scripts/debian-engines.mjs`: the packages, one line, for `.ci/run`'s apt-get.
if (process.argv[1] === new URL(import.meta.url).pathname) console.log(DEBIAN_ENGINE_PACKAGES.join(' '))
