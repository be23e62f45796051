import { describe, expect, it } from 'vitest'
import { COLORS } from './colors'
import { SNACKBAR_COLORS } from './snackbar'

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe('piece colours meet WCAG 2.2 AA', () => {
  it.each([
    ['primary', COLORS.primary],
    ['primaryDarker', COLORS.primaryDarker],
    ['success', COLORS.success],
    ['successDarker', COLORS.successDarker],
    ['error', COLORS.error],
    ['text', COLORS.text],
    ['muted', COLORS.muted],
  ])('%s text on white is at least 4.5:1', (_name, colour) => {
    expect(contrast(colour, COLORS.white)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(Object.entries(SNACKBAR_COLORS))('snackbar %s text is at least 4.5:1', (_status, pair) => {
    expect(contrast(pair.color, pair.background)).toBeGreaterThanOrEqual(4.5)
  })

  it('filled buttons and step circles: white on primary/success at least 4.5:1', () => {
    expect(contrast(COLORS.white, COLORS.primary)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(COLORS.white, COLORS.success)).toBeGreaterThanOrEqual(4.5)
  })

  it('non-text: bar fill on its track, borders on white at least 3:1', () => {
    expect(contrast(COLORS.primary, COLORS.track)).toBeGreaterThanOrEqual(3)
    expect(contrast(COLORS.border, COLORS.white)).toBeGreaterThanOrEqual(3)
  })
})
