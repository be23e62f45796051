/**
 * How the pages look in each engine (issue 52, decision 252): /login, /home and a benefits page at
 * 390 and 1280 px, whole pages, against each engine's own images (e2e/engines/screenshots/<project>/:
 * engines draw text and edges each their own way). With JavaScript on, as e2e/screenshots.spec.ts
 * (the same server HTML without it). Written only with `--update-snapshots` (README, Tests).
 */
import { markWhatChanges } from '../screenshot-masks'
import { budgetForPages } from '../support'
import type { EngineBrowser } from './drivers'
import { expect, test } from './fixtures'
import { PAGE_WITHOUT_FORM, signIn, waitFor, waitForPage } from './journey'
import { at } from './stack'

/** The page hydrated (React's fiber on the footer), its fonts in and the browser idle. */
async function settled(member: EngineBrowser) {
  await waitFor(member, 'the page hydrated', () =>
    member.evaluate(() => {
      const last = document.querySelector('footer') ?? document.querySelector('main')
      return last !== null && Object.keys(last).some((key) => key.startsWith('__reactFiber$'))
    }),
  )
  await member.evaluate(() =>
    Promise.all([
      document.fonts.ready,
      new Promise((resolve) =>
        'requestIdleCallback' in window
          ? requestIdleCallback(resolve, { timeout: 2_000 })
          : setTimeout(resolve, 50),
      ),
    ]).then(() => true),
  )
}

async function expectLook(member: EngineBrowser, name: string) {
  await settled(member)
  // No focus ring or caret left by the sign-in; dates and the staff notice left out, painted over.
  await member.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await member.evaluate(markWhatChanges, true)
  expect
    .soft(await member.screenshot(), `${member.engine}: ${name} looks as its image`)
    // As tight as decision 224: not one pixel whose colour moved by more than 0.05.
    .toMatchSnapshot(`${name}.png`, { threshold: 0.05, maxDiffPixels: 0 })
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(
    `/login, /home and the medical benefits look as their images at ${width} px`,
    PAGE_WITHOUT_FORM,
    async ({ member }) => {
      // Three pages and a sign-in, each settled and drawn whole: a budget by the work (decision 229).
      budgetForPages(4)
      await member.resize(width, height)
      await member.open(at(1, '/login'))
      await waitForPage(member, '/login', /Log in/)
      await expectLook(member, `login-${width}`)
      await signIn(member, 1, 'avery')
      await waitForPage(member, '/home', /Avery/)
      await expectLook(member, `home-${width}`)
      await member.open(at(1, '/benefits/medical'))
      await waitForPage(member, '/benefits/medical', /Medical benefits/)
      await expectLook(member, `benefits-${width}`)
    },
  )
}
