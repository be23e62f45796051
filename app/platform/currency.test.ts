import { describe, expect, it } from 'vitest'
import { formatUsd } from './currency'
import { LANGUAGES, LOCALES } from './i18n/languages'

/** What Intl writes (the spec's format, decision 204): the reference the plain path must match. */
const intl = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)

const EDGES = [
  0, -0, 1, 5, 12.345, 50.5, 999.995, 1000, 1100, 1234567.891, 99999999.999, 1.005, 2.675, 0.125, 0.004,
  0.005, 0.015, 1.115, 4.35, 8.345, 1e15, 90071992547409.9, 1e-7, 5e-3, 123456789012345.67, 1e21,
]

describe('formatUsd writes what Intl writes, without Intl (decision 204)', () => {
  for (const language of LANGUAGES)
    it(`in ${LOCALES[language]}: edges, half cents, signs, huge and tiny amounts`, () => {
      for (const amount of [...EDGES, ...EDGES.map((a) => -a), NaN, Infinity, -Infinity])
        expect(formatUsd(amount, language), String(amount)).toBe(intl(amount, LOCALES[language]))
    })

  it('in both languages: 20 000 amounts in cents and fractions of cents', () => {
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let i = 0; i < 20_000; i++) {
      const amount = Math.round((next() - 0.3) * 10 ** Math.floor(next() * 9) * 1000) / 1000
      for (const language of LANGUAGES)
        expect(formatUsd(amount, language), String(amount)).toBe(intl(amount, LOCALES[language]))
    }
  })
})
