/**
 * Steps the cross-engine journeys share, on `EngineBrowser` only (decision 242). Each waits by
 * polling what the member would see (no fixed sleep), and names the engine when it gives up.
 */
import type { EngineBrowser } from './drivers'
import { at, type Domain } from './stack'

export const PASSWORD = 'Dashboard#2026'
/** The tag of a journey that submits no form: with JavaScript on only (decision 131). */
export const PAGE_WITHOUT_FORM = { tag: '@page-without-form' }

/** Waits until `check` holds (every 100 ms, up to `timeoutMs`). */
export async function waitFor(
  member: EngineBrowser,
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
) {
  const until = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      if (await check()) return
    } catch (error) {
      last = error // a page between two documents: try again
    }
    if (Date.now() > until)
      throw new Error(
        `${member.engine}${member.javaScript ? '' : ' (JavaScript off)'}: ${what}${last ? ` (${String(last)})` : ''}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The text of the first element `selector` matches ('' when none does). */
export const textOf = (member: EngineBrowser, selector: string) =>
  member.evaluate((s) => document.querySelector(s)?.textContent?.replace(/\s+/g, ' ').trim() ?? '', selector)

/** The page's heading (every page has one `h1#page-heading`, the focus target after a navigation). */
export const heading = (member: EngineBrowser) => textOf(member, 'h1')

/** Waits for a page at `path` (a pathname or a pattern) whose heading matches `title`. */
export async function waitForPage(member: EngineBrowser, path: string | RegExp, title: RegExp) {
  let seen = ''
  await waitFor(member, `a page at ${path} headed ${title} (last: ${seen})`, async () => {
    const url = await member.url()
    seen = `${url.pathname}: ${await heading(member)}`
    const here = typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)
    return (
      here &&
      title.test(await heading(member)) &&
      (await member.evaluate(() => document.readyState)) === 'complete'
    )
  })
}

/**
 * Marks the first element of `selector` whose text matches `name` so a native click can reach it
 * by a selector; returns that selector.
 */
export async function named(member: EngineBrowser, selector: string, name: RegExp) {
  const found = await member.evaluate(
    ({ selector, source, flags }) => {
      const pattern = new RegExp(source, flags)
      document
        .querySelectorAll('[data-engine-target]')
        .forEach((e) => e.removeAttribute('data-engine-target'))
      const element = Array.from(document.querySelectorAll(selector)).find((e) =>
        pattern.test((e.textContent ?? '').replace(/\s+/g, ' ').trim()),
      )
      element?.setAttribute('data-engine-target', '')
      return Boolean(element)
    },
    { selector, source: name.source, flags: name.flags },
  )
  if (!found) throw new Error(`${member.engine}: no ${selector} named ${name}`)
  return '[data-engine-target]'
}

/** Signs in through the login form of a brand and waits for the page the sign-in leads to. */
export async function signIn(member: EngineBrowser, domain: Domain, username: string) {
  await member.open(at(domain, '/login'))
  await member.fill('#login-username', username)
  await member.fill('#login-password', PASSWORD)
  await member.click('#login button[type="submit"]')
  await waitFor(member, `${username} signs in`, async () => (await member.url()).pathname !== '/login')
}

/** Staff opens harper's dashboard on the partner brand ('Continue as subscriber'): harper's own
 * sign-in stops at the unsigned policy page, and signing it is a write. */
export async function partnerMember(member: EngineBrowser) {
  await signIn(member, 5, 'staff.any')
  await waitForPage(member, '/login-as', /./)
  await member.fill('input[name="subscriberId"]', 'PD5000051')
  await member.click(await named(member, 'button', /^Continue as subscriber$/))
  await waitFor(member, 'harper opens', async () => (await member.url()).pathname === '/home')
}
