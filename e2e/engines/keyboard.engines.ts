/**
 * The keyboard alone (issue 52, decision 243), in every engine whose driver sends keys: sign in
 * with Tab and Enter, open each menu of the header and reach one of its pages, submit a form with
 * a mistake and reach the message, dismiss an alert and the snackbar, log out. After each
 * client-side navigation the focus is on the new page's heading. With JavaScript (the focus move
 * and the snackbar are the page's scripts; without them every step is a page load).
 */
import type { EngineBrowser } from './drivers'
import { expect, test } from './fixtures'
import { PAGE_WITHOUT_FORM, PASSWORD, waitFor, waitForPage } from './journey'
import { at } from './stack'

/** What has the focus: `tag#id[aria-label] text`, to match and to show in a failure. */
const focused = (member: EngineBrowser) =>
  member.evaluate(() => {
    const e = document.activeElement as HTMLElement | null
    if (!e || e === document.body) return 'body'
    const label = e.getAttribute('aria-label')
    return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${label ? `[${label}]` : ''} ${(e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}`
  })

/** Presses Tab (or Shift+Tab) until the focus is on what `match` describes (at most `limit` presses). */
async function tabTo(member: EngineBrowser, match: RegExp, limit = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const passed: string[] = []
  for (let press = 0; press < limit; press += 1) {
    await member.press(key)
    const now = await focused(member)
    if (match.test(now)) return
    passed.push(now)
  }
  throw new Error(`${member.engine}: ${key} never reached ${match} (passed ${passed.slice(-8).join(' | ')})`)
}

/** After a client-side navigation, the focus is on the page's heading (use-focus-on-navigation). */
async function focusOnHeading(member: EngineBrowser, path: string | RegExp) {
  await waitForPage(member, path, /./)
  await waitFor(member, `the focus on ${path}'s heading (it is on ${await focused(member)})`, async () =>
    /^h1#page-heading/.test(await focused(member)),
  )
}

test(
  'sign in, the menus, a mistake, an alert, the snackbar and log out, by keyboard',
  PAGE_WITHOUT_FORM,
  async ({ member }) => {
    test.setTimeout(60_000)
    await member.resize(1280, 800)
    await member.open(at(1, '/login'))
    await tabTo(member, /^input#login-username/)
    await member.type('avery')
    await member.press('Tab')
    expect(await focused(member)).toMatch(/^input#login-password/)
    await member.type(PASSWORD)
    await member.press('Enter')
    // Signing in loads /home as a new document (the session changed): the focus starts at the top.
    await waitForPage(member, '/home', /Avery/)

    // The alert's own dismiss button, then the copy button's snackbar and its close button.
    await tabTo(member, /^button\S*\[Dismiss alert: Your benefits summary is ready\]/)
    await member.press('Enter')
    await waitFor(
      member,
      'the alert goes',
      async () =>
        (await member.evaluate(() => document.body.textContent ?? '')).includes(
          'Your benefits summary is ready',
        ) === false,
    )
    await tabTo(member, /Copy subscriber ID/)
    await member.press('Enter')
    await waitFor(member, 'the snackbar', async () =>
      member.evaluate(() => document.querySelector('[aria-label="Dismiss notification"]') !== null),
    )
    await tabTo(member, /\[Dismiss notification\]/, 20)
    await member.press('Enter')
    await waitFor(member, 'the snackbar goes', async () =>
      member.evaluate(() => document.querySelector('[aria-label="Dismiss notification"]') === null),
    )

    // Each menu of the header: back to it with Shift+Tab, open it with Enter, Tab to its first
    // link, Enter.
    const menus = await member.evaluate(() =>
      Array.from(document.querySelectorAll('header nav.shell-wide details > summary')).map((s) =>
        (s.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    )
    for (const menu of menus.filter((name) => !/Avery/.test(name))) {
      await tabTo(member, new RegExp(`^summary ${menu}$`), 80, 'Shift+Tab')
      await member.press('Enter')
      await member.press('Tab')
      const link = await member.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname ?? '')
      expect(link, `${member.engine}: the ${menu} menu's first link takes the focus`).toMatch(/^\//)
      await member.press('Enter')
      await focusOnHeading(member, link)
    }

    // A form with a mistake: the message is reached from the field the focus goes to.
    await member.open(at(1, '/account/settings/change-password'))
    await tabTo(member, /^button\S* Save|^button\S* Change password|^button\S* Submit/)
    await member.press('Enter')
    await waitFor(member, 'the first wrong field takes the focus', async () =>
      /^input/.test(await focused(member)),
    )
    const message = await member.evaluate(() => {
      const field = document.activeElement as HTMLElement
      const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/)
      return ids
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim()
    })
    expect(message, `${member.engine}: the focused field names its mistake`).toMatch(/required|enter/i)

    // Log out from the account menu.
    await tabTo(member, /^summary Avery/, 80, 'Shift+Tab')
    await member.press('Enter')
    await tabTo(member, /^a\S* Log out$/, 20)
    await member.press('Enter')
    await waitFor(
      member,
      'logged out',
      async () => !['/home', '/account/settings/change-password'].includes((await member.url()).pathname),
    )
    await member.open(at(1, '/home'))
    await waitForPage(member, '/login', /Log in/)
  },
)
