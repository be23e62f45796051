/**
 * The ID card in the phone's wallet (issue 44, decision 219), JavaScript on and off, three brands:
 * 'Add to Apple Wallet' downloads the signed pass (application/vnd.apple.pkpass) and 'Save to
 * Google Wallet' links to Google's save endpoint; both plain links on /id-card, with no axe
 * violation at 390 and 1280 px. The stacks run with the sandbox signing settings `npm start` uses
 * (e2e/stacks.ts `walletEnv`); the rule that hides the buttons without settings is a route test's
 * (app/features/home/wallet.route.test.ts).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { loginAs } from './shell-helpers'
import { brandUrl, expectNoAxeViolations, login, type Domain } from './support'

const GOOGLE_SAVE = /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/

async function expectPassDownload(page: Page, testInfo: TestInfo, domain: Domain, name: string) {
  const apple = page.getByRole('link', { name: `Add to Apple Wallet for ${name}` })
  const href = await apple.getAttribute('href')
  expect(href).toMatch(/^\/resources\/id-card-apple-wallet(\?suffix=\d+)?$/)
  const [download] = await Promise.all([page.waitForEvent('download'), apple.click()])
  expect(download.suggestedFilename()).toBe('id-card.pkpass')
  // Node does not resolve *.localhost as Chromium does: ask 127.0.0.1 with the brand's Host and cookies.
  const address = new URL(brandUrl(testInfo, domain, href!))
  const cookies = await page.context().cookies(address.toString())
  const response = await page.request.get(
    `http://127.0.0.1:${address.port}${address.pathname}${address.search}`,
    {
      headers: { host: address.host, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    },
  )
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/vnd.apple.pkpass')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  // A zip: its first bytes are a local file header.
  expect((await response.body()).subarray(0, 4).toString('hex')).toBe('504b0304')
}

async function expectSaveLink(page: Page, name: string) {
  const google = page.getByRole('link', { name: `Save to Google Wallet for ${name}` })
  const href = (await google.getAttribute('href'))!
  expect(href).toMatch(GOOGLE_SAVE)
  const url = new URL(href)
  expect(url.host).toBe('pay.google.com')
  expect(url.pathname.startsWith('/gp/v/save/')).toBe(true)
}

test.describe('the ID card in the phone wallet', () => {
  for (const { who, domain, name } of [
    { who: 'avery', domain: 1, name: 'Avery' },
    { who: 'mia', domain: 2, name: 'Mia' },
  ] as const) {
    test(`${who} (domain ${domain}): the wallet buttons on /id-card, the pass downloads, the save link is Google's`, async ({
      page,
    }, testInfo) => {
      await login(page, testInfo, who, { domain, open: '/id-card' })
      await expect(
        page.getByRole('heading', { level: 2, name: "Add your card to your phone's wallet" }),
      ).toBeVisible()
      const fullName = (await page
        .getByRole('link', { name: /^Add to Apple Wallet for / })
        .first()
        .textContent())!
        .replace('Add to Apple Wallet for ', '')
        .trim()
      expect(fullName.startsWith(name)).toBe(true)
      await expectSaveLink(page, fullName)
      await expectNoAxeViolations(page)
      await expectPassDownload(page, testInfo, domain, fullName)
    })
  }

  test("avery adds cameron's card too; blake and dana (adults) are not offered", async ({
    page,
  }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/id-card' })
    const names = await page.locator('[data-wallet="apple"] .visually-hidden').allTextContents()
    expect(names.some((n) => n.includes('Cameron'))).toBe(true)
    expect(names.some((n) => n.includes('Blake') || n.includes('Dana'))).toBe(false)
    const cameron = names
      .find((n) => n.includes('Cameron'))!
      .replace('for', '')
      .trim()
    await expectSaveLink(page, cameron)
    await expectPassDownload(page, testInfo, 1, cameron)
    // Blake's card (an adult dependent's) asked for by suffix: the 403 page, no pass.
    const refused = await page.request.get(brandUrl(testInfo, 1, '/resources/id-card-apple-wallet?suffix=1'))
    expect(refused.status()).toBe(403)
    expect(refused.headers()['content-type']).toContain('text/html')
  })

  test("'More ID card options' offers the same buttons", async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery', { open: '/account/member-information' })
    const names = await page.locator('[data-wallet="apple"] .visually-hidden').allTextContents()
    expect(names).toHaveLength(2)
    const avery = names[0].replace('for', '').trim()
    await expectSaveLink(page, avery)
    await expectNoAxeViolations(page)
    await expectPassDownload(page, testInfo, 1, avery)
  })

  test('harper (partner brand, through login-as): the buttons and the pass', async ({ page }, testInfo) => {
    // staff.any's login-as skips harper's unsigned policy (kept for its own test), as find-care.spec does.
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    await page.goto(brandUrl(testInfo, 5, '/id-card'))
    const fullName = (await page
      .getByRole('link', { name: /^Add to Apple Wallet for / })
      .first()
      .textContent())!
      .replace('Add to Apple Wallet for ', '')
      .trim()
    await expectSaveLink(page, fullName)
    await expectNoAxeViolations(page)
    await expectPassDownload(page, testInfo, 5, fullName)
  })
})
