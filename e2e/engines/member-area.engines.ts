/**
 * The member area in every engine (decision 242): the shell and its menus on each brand, home,
 * benefits, find care, claims, account, the ID card's wallet links and an error page. These pages
 * submit no form (signing in aside, which e2e/engines/sign-in.engines.ts runs both ways), so they
 * run with JavaScript on (decision 131).
 */
import type { EngineBrowser } from './drivers'
import { expect, test } from './fixtures'
import { PAGE_WITHOUT_FORM, partnerMember, signIn, waitFor, waitForPage } from './journey'
import { at, type Domain } from './stack'

/**
 * Opens each menu of the header (wide screen) and follows its first link to a page of its own,
 * from home each time.
 */
async function everyMenuLeadsSomewhere(member: EngineBrowser, domain: Domain) {
  await member.resize(1280, 800)
  await member.open(at(domain, '/home'))
  const menus = await member.evaluate(
    () => document.querySelectorAll('header nav.shell-wide details > summary').length,
  )
  expect(menus, `${member.engine}: the header has menus`).toBeGreaterThan(1)
  for (let index = 0; index < menus; index += 1) {
    // The n-th menu of the header, whichever nav holds it.
    await member.evaluate((n) => {
      document.querySelectorAll('[data-engine-menu]').forEach((e) => e.removeAttribute('data-engine-menu'))
      document.querySelectorAll('header nav.shell-wide details')[n].setAttribute('data-engine-menu', '')
    }, index)
    await member.click('[data-engine-menu] > summary')
    await waitFor(member, `menu ${index} opens`, () =>
      member.evaluate(() => (document.querySelector('[data-engine-menu]') as HTMLDetailsElement).open),
    )
    const target = await member.evaluate(() => {
      const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-engine-menu] a')).find(
        (a) => a.offsetParent !== null && !a.href.includes('/resources/') && !a.href.endsWith('/logout'),
      )
      link?.setAttribute('data-engine-link', '')
      return link ? new URL(link.href).pathname : null
    })
    expect(target, `${member.engine}: menu ${index} has a page link`).toBeTruthy()
    await member.click('[data-engine-link]')
    await waitForPage(member, target!, /./)
    await member.open(at(domain, '/home'))
  }
}

test('main brand: every header menu opens and leads to its page', PAGE_WITHOUT_FORM, async ({ member }) => {
  await signIn(member, 1, 'avery')
  await everyMenuLeadsSomewhere(member, 1)
})

test(
  'Medicare brand: every header menu opens and leads to its page',
  PAGE_WITHOUT_FORM,
  async ({ member }) => {
    await signIn(member, 2, 'mia')
    await everyMenuLeadsSomewhere(member, 2)
  },
)

test(
  'partner brand: every header menu opens and leads to its page',
  PAGE_WITHOUT_FORM,
  async ({ member }) => {
    await partnerMember(member)
    await everyMenuLeadsSomewhere(member, 5)
  },
)

test("avery's home, benefits, find care, claims and account", PAGE_WITHOUT_FORM, async ({ member }) => {
  await signIn(member, 1, 'avery')
  await waitForPage(member, '/home', /Avery/)
  for (const [path, title] of [
    ['/benefits/medical', /Medical benefits/],
    ['/find-care', /Find care/],
    ['/account/summary', /Account summary/],
    ['/claims', /Claims/],
  ] as const) {
    await member.open(at(1, path))
    await waitForPage(member, path, title)
  }
  // A claim of the list opens (by its link: a client-side navigation with JavaScript).
  await member.click('main a[href^="/claims/CL"]')
  await waitForPage(member, /^\/claims\/CL/, /./)
})

test("the ID card's wallet links", PAGE_WITHOUT_FORM, async ({ member }) => {
  await signIn(member, 1, 'avery')
  await member.open(at(1, '/id-card'))
  await waitForPage(member, '/id-card', /ID card/)
  const links = await member.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-wallet]')).map((a) => [
      a.dataset.wallet,
      a.href,
    ]),
  )
  expect(links.filter(([wallet]) => wallet === 'apple')[0]?.[1]).toMatch(/\/resources\/id-card-apple-wallet/)
  expect(links.filter(([wallet]) => wallet === 'google')[0]?.[1]).toMatch(
    /^https:\/\/pay\.google\.com\/gp\/v\/save\//,
  )
  // The Apple pass downloads with the member's session (the browser's own request).
  const pass = await member.evaluate(
    async (href) => {
      const answer = await fetch(href)
      return [answer.status, answer.headers.get('content-type')]
    },
    links.find(([wallet]) => wallet === 'apple')![1],
  )
  expect(pass).toEqual([200, 'application/vnd.apple.pkpass'])
})

test(
  'the error pages inside the shell: not found, a system problem',
  PAGE_WITHOUT_FORM,
  async ({ member }) => {
    await signIn(member, 1, 'avery')
    await member.open(at(1, '/no-such-member-page'))
    await waitForPage(member, '/no-such-member-page', /can.t find that page/)
    expect(await member.evaluate(() => document.querySelector('header nav') !== null)).toBe(true)
    await member.open(at(1, '/error/500'))
    await waitForPage(member, '/error/500', /having a problem with our system/)
  },
)
