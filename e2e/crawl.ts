/**
 * Reading the app's pages as a member's browser would, without rendering them: a GET with the
 * member's cookies, redirects followed, and the links a page offers. Node does not resolve
 * *.localhost names as Chromium does, so the request goes to localhost with the brand's Host
 * header and the member's cookies for that host.
 */
import type { Page } from '@playwright/test'
import { extendBudget } from './support'

/**
 * What one page read without rendering may take, added to the test's budget as the walk goes
 * (issue 50): 0.1 to 0.5 s here, so a machine several times slower stays within it.
 */
const FETCH_BUDGET_MS = 2_000

export type Answer = { status: number; url: URL; html: string }

/** The page at `url` for the signed-in member, redirects followed (at most `redirects`). */
export async function fetchPage(page: Page, url: URL, redirects = 5): Promise<Answer> {
  extendBudget(FETCH_BUDGET_MS)
  const cookies = await page.context().cookies(url.toString())
  const direct = new URL(url)
  direct.hostname = 'localhost'
  const response = await page.request.get(direct.toString(), {
    headers: { host: url.host, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    maxRedirects: 0,
  })
  const location = response.headers()['location']
  if (response.status() >= 300 && response.status() < 400 && location && redirects > 0) {
    return fetchPage(page, new URL(location, url), redirects - 1)
  }
  const type = response.headers()['content-type'] ?? ''
  return { status: response.status(), url, html: type.includes('text/html') ? await response.text() : '' }
}

/** The status a link answers for the signed-in member, redirects followed. */
export async function statusOf(page: Page, url: URL): Promise<number> {
  return (await fetchPage(page, url)).status
}

const decode = (href: string) => href.replace(/&amp;/g, '&')

/**
 * The paths of the app a page's HTML leads to: its links (`<a href>`) and its GET forms' actions.
 * Other sites, `//` addresses, log out (it would end the session) and the language switch (it
 * changes the member's language) are left out.
 */
export function pathsIn(html: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decode(m[1]))
  const forms = [...html.matchAll(/<form\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\smethod="post"/i.test(tag))
    .flatMap((tag) => {
      const action = /\saction="([^"]*)"/.exec(tag)
      return action ? [decode(action[1])] : []
    })
  return [...new Set([...links, ...forms])].filter(
    (href) => href.startsWith('/') && !href.startsWith('//') && !/^\/(logout|language)\b/.test(href),
  )
}
