/**
 * Issue 52 (decision 241): every control the keyboard reaches on /login and /home shows a focus
 * indicator a member with low vision can find, on each brand's theme: an outline (or a box-shadow
 * ring) at least 2 px wide whose colour has 3:1 contrast against the pixels it is drawn over (WCAG
 * 2.2's 2.4.13 Focus Appearance: the same pixels focused and unfocused). Measured from the computed
 * styles of each element the Tab key reaches, in the order a member meets them.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { loginAs } from './shell-helpers'
import { brandUrl, login, type Domain } from './support'

type Stop = { what: string; width: number; contrast: number; colour: string; behind: string }

/** Presses Tab until the focus comes back round (or leaves the page), measuring each stop. */
async function tabStops(page: Page): Promise<Stop[]> {
  const stops: Stop[] = []
  const seen = new Set<string>()
  for (let press = 0; press < 200; press += 1) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(measureFocus)
    if (!stop || seen.has(stop.key)) break
    seen.add(stop.key)
    stops.push(stop)
  }
  return stops
}

/** Runs in the page: the focused element's indicator, as its computed styles draw it. */
function measureFocus() {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) return null
  const parse = (colour: string) => {
    const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?/.exec(colour)
    return m ? { rgb: [+m[1], +m[2], +m[3]], alpha: m[4] === undefined ? 1 : +m[4] } : null
  }
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * R + 0.7152 * G + 0.0722 * B
  }
  /** The opaque colour an element's box shows: its own background or the first behind it. */
  const backgroundOf = (from: Element | null) => {
    for (let node = from; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor)
      if (colour && colour.alpha > 0.5) return colour.rgb
    }
    return [255, 255, 255]
  }
  const style = getComputedStyle(element)
  let width = 0
  let colour = 'none'
  let offset = 0
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
    width = parseFloat(style.outlineWidth)
    colour = style.outlineColor
    offset = parseFloat(style.outlineOffset)
  } else if (style.boxShadow !== 'none') {
    // A ring: `rgb(…) 0px 0px 0px 2px` (the spread is the ring's width).
    const ring = /(rgba?\([^)]*\))\s+0px\s+0px\s+(?:[\d.]+px\s+)?([\d.]+)px/.exec(style.boxShadow)
    if (ring) [, colour, width] = [ring[0], ring[1], parseFloat(ring[2])]
  }
  // Drawn outside the box (offset 0 or more): over what is behind the element; inside: over the
  // element's own background.
  const behind = offset >= 0 ? backgroundOf(element.parentElement) : backgroundOf(element)
  const drawn = parse(colour)
  const [a, b] = drawn ? [luminance(drawn.rgb), luminance(behind)] : [0, 0]
  const contrast = drawn ? (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) : 0
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
  const what = `${element.tagName.toLowerCase()}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''} '${name}'`
  const rect = element.getBoundingClientRect()
  return {
    key: `${what}@${Math.round(rect.x + scrollX)},${Math.round(rect.y + scrollY)}`,
    what,
    width,
    contrast: Math.round(contrast * 100) / 100,
    colour,
    behind: `rgb(${behind.join(', ')})`,
  }
}

async function expectVisibleFocus(page: Page, where: string) {
  const stops = await tabStops(page)
  expect(stops.length, `${where}: the keyboard reaches its controls`).toBeGreaterThan(3)
  const faint = stops.filter((stop) => stop.width < 2 || stop.contrast < 3)
  expect(faint, `${where}: every focus indicator 2 px or more at 3:1`).toEqual([])
}

const BRANDS: { name: string; domain: Domain; signIn: (page: Page, testInfo: TestInfo) => Promise<void> }[] =
  [
    { name: 'main', domain: 1, signIn: (page, testInfo) => login(page, testInfo, 'avery', { domain: 1 }) },
    { name: 'medicare', domain: 2, signIn: (page, testInfo) => login(page, testInfo, 'mia', { domain: 2 }) },
    {
      name: 'partner',
      domain: 5,
      signIn: (page, testInfo) => loginAs(page, testInfo, 'staff.any', 'PD5000051', 5),
    },
  ]

for (const brand of BRANDS) {
  test(`${brand.name}: /login and /home show every focus at 2 px and 3:1`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, 'the same styles without JavaScript')
    await page.goto(brandUrl(testInfo, brand.domain, '/login'))
    await expectVisibleFocus(page, `${brand.name} /login`)
    await brand.signIn(page, testInfo)
    await page.goto(brandUrl(testInfo, brand.domain, '/home'))
    await expectVisibleFocus(page, `${brand.name} /home`)
  })
}
