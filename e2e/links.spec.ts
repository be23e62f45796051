import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { loginAs } from './shell-helpers'
import { statusOf } from './crawl'
import { brandUrl, type Domain, login, PAGE_WITHOUT_FORM } from './support'

/**
 * Every internal link of the home page and the menus (header menus, home tiles, alerts, footer)
 * opens a page: none answers 404. Log out is left out (it would end the session); downloads and
 * hand-offs are followed like any other link.
 */
async function internalLinks(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''))
  return [...new Set(hrefs)].filter((href) => !href.startsWith('//') && !/^\/logout\b/.test(href)).sort()
}

/**
 * The links of home and the menus, plus those of the pages they reach that issue 24 added (care
 * reminders, forms and documents: their find-care links and PDF downloads).
 */
async function brokenLinks(page: Page, testInfo: TestInfo, domain: Domain) {
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible()
  const found = new Set(await internalLinks(page))
  for (const newPage of ['/find-care/care-reminders', '/forms']) {
    if (!found.has(newPage)) continue
    await page.goto(brandUrl(testInfo, domain, newPage))
    for (const href of await internalLinks(page)) found.add(href)
  }
  const links = [...found].sort()
  expect(links.length).toBeGreaterThan(5)
  const broken: string[] = []
  for (const href of links) {
    if ((await statusOf(page, new URL(brandUrl(testInfo, domain, href)))) === 404) broken.push(href)
  }
  await testInfo.attach('internal links checked', { body: links.join('\n'), contentType: 'text/plain' })
  return { links, broken }
}

test.describe('no internal link of the home page or the menus leads to a 404', () => {
  test('avery (main brand)', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    const { links, broken } = await brokenLinks(page, testInfo, 1)
    for (const target of [
      '/benefits/programs',
      '/benefits/referrals',
      '/benefits/handbooks',
      '/benefits/programs/41',
      '/resources/chat-hand-off',
      '/find-care/care-reminders',
      '/forms',
      '/resources/forms/medical-claim-form',
      '/find-care/find-a-dentist',
    ])
      expect(links).toContain(target)
    expect(broken, `links answering 404 for avery`).toEqual([])
  })

  test(
    'mia (Medicare-type brand), with the Medicare alert',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await login(page, testInfo, 'mia', { domain: 2 })
      const { links, broken } = await brokenLinks(page, testInfo, 2)
      expect(links).toContain('/benefits/medicare-materials')
      expect(links).toContain('/resources/forms/change-of-address')
      expect(broken, `links answering 404 for mia`).toEqual([])
    },
  )

  test('harper (partner brand)', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    // harper's own sign-in stops at the unsigned policies page (signing would write persona
    // data); staff 'login as' skips that check and opens harper's dashboard.
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    const { links, broken } = await brokenLinks(page, testInfo, 5)
    expect(links).toContain('/resources/forms/dental-claim-form')
    expect(broken, `links answering 404 for harper`).toEqual([])
  })
})
