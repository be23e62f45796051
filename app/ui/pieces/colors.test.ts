import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { brands } from '~/platform/config/brands'
import { NOTICE_STYLE } from '~/ui/notice'
import { cssVariablesResolver, themeFor } from '~/ui/theme'
import { COLORS } from './colors'
import { SNACKBAR_COLORS } from './snackbar'

/** Each brand's light-scheme CSS variables, as MantineProvider writes them (Mantine's, then ours). */
function variablesOf(primaryColor: (typeof brands)[1]['primaryColor']) {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(primaryColor))
  const mantine = defaultCssVariablesResolver(theme)
  const ours = cssVariablesResolver(theme)
  return { ...mantine.variables, ...mantine.light, ...ours.variables, ...ours.light } as Record<
    string,
    string
  >
}

/** The [r, g, b] a colour value comes to: var(--x) resolved, then #rgb, #rrggbb or rgba(r, g, b, a). */
function rgbOf(value: string, variables: Record<string, string>): number[] {
  const reference = /^var\((--[\w-]+)\)$/.exec(value)
  if (reference) {
    expect(variables, `${reference[1]} is a theme variable`).toHaveProperty([reference[1]])
    return rgbOf(variables[reference[1]], variables)
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!
    return digits.map((d) => parseInt(d, 16))
  }
  const rgba = /^rgba?\((\d+), (\d+), (\d+)(?:, 1)?\)$/.exec(value)
  if (rgba) return rgba.slice(1, 4).map(Number)
  throw new Error(`not an opaque colour: ${value}`)
}

/** WCAG 2.x contrast ratio of two colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb
      .map((v) => v / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe.each(Object.values(brands).map((brand) => [brand.productDisplayName, brand.primaryColor] as const))(
  "colours meet WCAG 2.2 AA in %s's theme",
  (_, primaryColor) => {
    const variables = variablesOf(primaryColor)
    const ratio = (foreground: string, background: string) =>
      contrast(rgbOf(foreground, variables), rgbOf(background, variables))

    it.each(['primary', 'primaryDarker', 'success', 'successDarker', 'error', 'text', 'muted'] as const)(
      '%s text on white and on the light fill is at least 4.5:1',
      (name) => {
        expect(ratio(COLORS[name], COLORS.white)).toBeGreaterThanOrEqual(4.5)
        expect(ratio(COLORS[name], COLORS.fill)).toBeGreaterThanOrEqual(4.5)
      },
    )

    it('filled buttons, the header, step circles: white on primary (and its hover), success, error at least 4.5:1', () => {
      for (const fill of [
        COLORS.primary,
        'var(--mantine-primary-color-filled-hover)',
        COLORS.success,
        COLORS.error,
      ]) {
        expect(ratio(COLORS.white, fill)).toBeGreaterThanOrEqual(4.5)
      }
    })

    it('notices: text and links on every fill at least 4.5:1', () => {
      for (const style of Object.values(NOTICE_STYLE)) {
        expect(ratio(COLORS.text, style.fill)).toBeGreaterThanOrEqual(4.5)
        expect(ratio(COLORS.primary, style.fill)).toBeGreaterThanOrEqual(4.5)
      }
    })

    it.each(Object.entries(SNACKBAR_COLORS))('snackbar %s text is at least 4.5:1', (_status, pair) => {
      expect(ratio(pair.color, pair.background)).toBeGreaterThanOrEqual(4.5)
    })

    it('non-text: bar fill on its track, borders on white at least 3:1', () => {
      expect(ratio(COLORS.primary, COLORS.track)).toBeGreaterThanOrEqual(3)
      expect(ratio(COLORS.border, COLORS.white)).toBeGreaterThanOrEqual(3)
    })
  },
)

describe('colours come from the theme', () => {
  it("every colour of the pieces, notices and snackbar is a theme variable, so each brand's theme applies", () => {
    const colours = [
      ...Object.values(COLORS),
      ...Object.values(NOTICE_STYLE).flatMap((style) => [style.bar, style.fill]),
      ...Object.values(SNACKBAR_COLORS).flatMap((pair) => [pair.background, pair.color]),
    ]
    for (const colour of colours) expect(colour).toMatch(/^var\(--(mantine|app)-[\w-]+\)$/)
  })
})
