/**
 * Issue 52 (decision 243): the pages in Windows' high contrast (forced colours) and at 200 % zoom
 * of a 1280 px window (a 640 px CSS viewport drawn at twice the pixels): every control the Tab key
 * reaches stays visible with its focus outline (forced colours keep outlines, and drop the
 * backgrounds and shadows a focus could otherwise rest on), and nothing scrolls sideways or hides
 * the menus.
 */
import { expect, test, type Page } from '@playwright/test'
import { brandUrl, expectNoHorizontalScroll, login, PAGE_WITHOUT_FORM } from './support'

/** Each control Tab reaches: visible, with a drawn outline of 2 px or more while focused. */
async function everyStopVisibleWithOutline(page: Page, where: string) {
  const faint: string[] = []
  const seen = new Set<string>()
  for (let press = 0; press < 150; press += 1) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null
      if (!e || e === document.body) return null
      const style = getComputedStyle(e)
      const box = e.getBoundingClientRect()
      return {
        key: `${e.tagName} ${e.textContent?.trim().slice(0, 30)} ${Math.round(box.x + scrollX)},${Math.round(box.y + scrollY)}`,
        visible:
          box.width > 0 &&
          box.height > 0 &&
          e.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        outline: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
      }
    })
    if (!stop || seen.has(stop.key)) break
    seen.add(stop.key)
    if (!stop.visible || stop.outline < 2)
      faint.push(`${stop.key}: visible ${stop.visible}, outline ${stop.outline}px`)
  }
  expect(seen.size, `${where}: controls reached`).toBeGreaterThan(3)
  expect(faint, `${where}: every focused control visible with its outline in forced colours`).toEqual([])
}

test.describe('forced colours', () => {
  test.use({ forcedColors: 'active' })
  test(
    '/login and /home: every control visible with its focus outline',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await page.goto(brandUrl(testInfo, 1, '/login'))
      await everyStopVisibleWithOutline(page, '/login')
      await login(page, testInfo, 'avery')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Avery')
      await everyStopVisibleWithOutline(page, '/home')
    },
  )
})

test.describe('200 % zoom at 1280 px', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })
  test(
    '/login, /home and a benefits page: no sideways scroll, the menu opens',
    PAGE_WITHOUT_FORM,
    async ({ page }, testInfo) => {
      await page.goto(brandUrl(testInfo, 1, '/login'))
      await expectNoHorizontalScroll(page)
      await login(page, testInfo, 'avery')
      for (const path of ['/home', '/benefits/medical']) {
        await page.goto(brandUrl(testInfo, 1, path))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoHorizontalScroll(page)
      }
      // At 640 px the header's menus are one 'Menu' disclosure: it opens and its links are on screen.
      const menu = page.getByTestId('phone-menu')
      await menu.locator('summary').click()
      const links = menu.getByRole('link')
      expect(await links.count()).toBeGreaterThan(3)
      await expect(links.first()).toBeVisible()
      await expectNoHorizontalScroll(page)
    },
  )
})
