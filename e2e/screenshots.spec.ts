/**
 * Issue 43 ('Drawn one way', decision 224): how the pages look, as images kept in the repository.
 * /login, /home and one form page (the change-password form) per brand, language and width, and
 * the pages of the look-alikes (a benefits page's limit bars, the claims table, find care) per
 * brand and width in English, with JavaScript on (the page as most members see it; the same server HTML without it). The next change
 * of a border, a colour, a font or a cut label fails `toHaveScreenshot` against the committed image
 * (e2e/screenshots.spec.ts-snapshots/). After a look changed on purpose, the images are written
 * again with `npx playwright test e2e/screenshots.spec.ts --project=js-on --update-snapshots`
 * (README, Tests) and looked at before committing.
 *
 * Stable by construction: the fonts are the machine's (the pages ask for system-ui; CI installs the
 * same Debian font packages, scripts/debian-chromium.mjs), animations and the caret are off, the
 * page has loaded, hydrated and its fonts are in; what changes from day to day or with the other
 * tests is masked (dates: the persona data is seeded relative to today, the footer's year) or left
 * out (the staff-access notice, shown at a member's first sign-in after a staff 'login as' by
 * another test).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { markWhatChanges } from './screenshot-masks'
import { brandUrl, budgetForPages, hydrated, login, type Domain } from './support'

/** `areas`: the brand's pages that draw its look-alikes (decision 228): limit bars, a table, find care. */
type Brand = {
  name: string
  domain: Domain
  signIn: (page: Page, testInfo: TestInfo) => Promise<void>
  areas: string[]
}

const BRANDS: Brand[] = [
  {
    name: 'main',
    domain: 1,
    signIn: (page, testInfo) => login(page, testInfo, 'avery', { domain: 1 }),
    areas: ['/benefits/medical', '/claims', '/find-care'],
  },
  {
    name: 'medicare',
    domain: 2,
    signIn: (page, testInfo) => login(page, testInfo, 'mia', { domain: 2 }),
    areas: ['/benefits/summary', '/claims', '/find-care'],
  },
  // harper's own sign-in stops at the unsigned policy page (signing it is a write): staff opens
  // harper's dashboard, as the other read-only tests do (e2e/shell-helpers.ts `loginAs`, whose
  // button name is English: here in either language).
  {
    name: 'partner',
    domain: 5,
    signIn: async (page, testInfo) => {
      await login(page, testInfo, 'staff.any', { domain: 5 })
      await page.waitForURL(/\/login-as/)
      await page.locator('input[name="subscriberId"]').fill('PD5000051')
      await Promise.all([
        page.waitForURL((url) => !url.pathname.startsWith('/login-as')),
        page.getByRole('button', { name: /^(Continue as subscriber|Continuar como suscriptor)$/ }).click(),
      ])
    },
    areas: ['/benefits/dental', '/claims', '/find-care'],
  },
]

const LANGUAGES = [
  { code: 'en', locale: 'en-US', lang: 'en-US' },
  { code: 'es', locale: 'es-MX', lang: 'es-US' },
] as const

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

const FORM_PAGE = '/account/settings/change-password'

async function expectLook(
  page: Page,
  testInfo: TestInfo,
  lang: string,
  domain: Domain,
  path: string,
  name: string,
) {
  const response = await page.goto(brandUrl(testInfo, domain, path))
  expect(response?.status(), `${path} answers`).toBeLessThan(400)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  // Hydrated before the page is touched (React would redraw a document that differs from the
  // server's): the footer, the document's last part, has React's fiber; then the browser is idle
  // (the hydration's commit and its effects done) and the fonts are in.
  await hydrated(page)
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(markWhatChanges, false)
  await expect.soft(page, `${name} looks as its image`).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // Tight: a pixel whose colour moved by more than 0.05 (pixelmatch's YIQ distance, about 13 grey
    // levels; the default 0.2 lets a grey border change by up to 52 levels) fails, and not one such
    // pixel is allowed. Anti-aliased edges are still told apart from changes (pixelmatch).
    threshold: 0.05,
    maxDiffPixels: 0,
    mask: [page.locator('[data-screenshot-mask]')],
  })
}

for (const brand of BRANDS) {
  for (const language of LANGUAGES) {
    for (const size of WIDTHS) {
      test.describe(`${brand.name} ${language.code} ${size.width}`, () => {
        test.use({ locale: language.locale, viewport: size })
        test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'JavaScript on only')

        test(`login, home and ${FORM_PAGE}`, async ({ page }, testInfo) => {
          const at = `${brand.name}-${language.code}-${size.width}`
          await expectLook(page, testInfo, language.lang, brand.domain, '/login', `login-${at}`)
          await brand.signIn(page, testInfo)
          await expectLook(page, testInfo, language.lang, brand.domain, '/home', `home-${at}`)
          await expectLook(page, testInfo, language.lang, brand.domain, FORM_PAGE, `form-${at}`)
          // The pages of the look-alikes (issue 53): the benefit limits' bars, the claims table and
          // find care, in English (the Spanish walk checks their labels for clipping), on the same
          // sign-in.
          if (language.code !== 'en') return
          budgetForPages(3 + brand.areas.length)
          for (const path of brand.areas) {
            const name = `${path.slice(1).replaceAll('/', '-')}-${at}`
            await expectLook(page, testInfo, language.lang, brand.domain, path, name)
          }
        })
      })
    }
  }
}
