/**
 * The spec's defaults and the money format (section 5 'Formats', section 9 'Defaults'). Pure, no
 * I/O, and no date library: `formats.ts` re-exports these beside the date formats.
 */
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './i18n/languages'

/** "Defaults: English (United States) locale and US dollar currency." */
export const LOCALE = LOCALES[DEFAULT_LANGUAGE]
export const CURRENCY = 'USD'

const usd = (language: Language) =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
const formatters = new Map<Language, Intl.NumberFormat>()

/**
 * "currency USD, narrow symbol, exactly two decimals": 1100 -> '$1,100.00'. In Spanish the same
 * dollars through the es-US locale (issue 26: currency follows the language).
 */
export function formatUsd(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  let formatter = formatters.get(language)
  if (!formatter) formatters.set(language, (formatter = usd(language)))
  return formatter.format(amount)
}
