/**
 * Pages and menus agree per brand (issue 43): for a member of each brand, every page of the member
 * area that opens for them is reached by following links from home and the menus (the walk), and
 * no link of the walk answers 404. A page only some members reach (another persona's data) does not
 * open for this one, or it is named below with the reason.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { fetchPage, pathsIn } from './crawl'
import { loginAs } from './shell-helpers'
import { root } from './stacks'
import { brandUrl, login, PAGE_WITHOUT_FORM, type Domain } from './support'

/** The contract's benefit categories (`benefitCategories`), for `/benefits/$category`. */
const CATEGORIES = ['medical', 'dental', 'vision', 'pharmacy']

/**
 * Every page of the member area (`app/routes/_member.*`), as an address: the parameter-free ones,
 * and `/benefits/{category}` for each category. Pages with other parameters (a claim, a program,
 * a service) are reached from their lists, which are here.
 */
function memberPages(): string[] {
  return readdirSync(join(root, 'app/routes'))
    .filter((file) => file.startsWith('_member.'))
    .map((file) =>
      file
        .replace(/\.tsx?$/, '')
        .split('.')
        .slice(1),
    )
    .filter((segments) => segments.length > 0 && !segments.includes('$') && !segments.includes('error'))
    .flatMap((segments) => {
      const path = `/${segments.filter((s) => s !== '_index').join('/')}`
      if (path === '/benefits/$category') return CATEGORIES.map((c) => `/benefits/${c}`)
      return path.includes('$') ? [] : [path]
    })
    .sort()
}

/** Follows the links of home and the menus, breadth first: each page reached, and what it answered. */
async function walk(page: Page, testInfo: TestInfo, domain: Domain, limit = 150) {
  const statuses = new Map<string, number>()
  const queue = ['/home']
  while (queue.length > 0 && statuses.size < limit) {
    const path = queue.shift()!
    const key = new URL(path, 'http://x').pathname
    if (statuses.has(key)) continue
    const answer = await fetchPage(page, new URL(brandUrl(testInfo, domain, path)))
    statuses.set(key, answer.status)
    // Files and hand-offs are reached, not read; a page is read for its links.
    if (answer.status === 200 && answer.url.pathname === key && !key.startsWith('/resources/')) {
      for (const next of pathsIn(answer.html)) queue.push(next)
    }
  }
  return statuses
}

/** Pages that open but are reached otherwise than by a link, with the reason. */
const REACHED_OTHERWISE: Record<string, string> = {
  // Their Benefits menu entries show only when the member has one; a member who opens the page
  // otherwise gets its empty state ('Medicare materials: 403 gives an empty list', spec section 8).
  '/benefits/certificate-of-coverage': 'menu entry only with a certificate; the page says when there is none',
  '/benefits/prior-authorization': 'menu entry only with requests; the page says when there are none',
  '/benefits/medicare-materials': 'menu entry only when eligible; the page shows an empty list otherwise',
  '/account/settings/two-step/app':
    "reached by two-step settings' 'Set up an authenticator app' button: a POST starts the set-up (decision 235)",
}

async function pagesAndMenusAgree(page: Page, testInfo: TestInfo, domain: Domain, who: string) {
  const reached = await walk(page, testInfo, domain)
  const broken = [...reached].filter(([, status]) => status === 404).map(([path]) => path)
  const unreached: string[] = []
  for (const path of memberPages()) {
    if (reached.has(path) || path in REACHED_OTHERWISE) continue
    const answer = await fetchPage(page, new URL(brandUrl(testInfo, domain, path)))
    // A page that opens where it was asked (not a redirect elsewhere, not a refusal).
    if (answer.status === 200 && answer.url.pathname === path) unreached.push(path)
  }
  await testInfo.attach(`pages reached by ${who}`, {
    body: [...reached].map(([path, status]) => `${status} ${path}`).join('\n'),
    contentType: 'text/plain',
  })
  expect(reached.size).toBeGreaterThan(15)
  expect(broken, `links of ${who}'s walk answering 404`).toEqual([])
  expect(unreached, `pages that open for ${who} but no menu or page reaches`).toEqual([])
}

test.describe('every page that opens is reached from the menus, per brand', () => {
  test('avery (main brand)', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'avery')
    await pagesAndMenusAgree(page, testInfo, 1, 'avery')
  })

  test('mia (Medicare-type brand)', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    await login(page, testInfo, 'mia', { domain: 2 })
    await pagesAndMenusAgree(page, testInfo, 2, 'mia')
  })

  test('harper (partner brand)', PAGE_WITHOUT_FORM, async ({ page }, testInfo) => {
    // harper's own sign-in stops at the unsigned policies page; staff 'login as' opens her dashboard.
    await loginAs(page, testInfo, 'staff.any', 'PD5000051', 5)
    await pagesAndMenusAgree(page, testInfo, 5, 'harper')
  })
})
