/**
 * The money format (section 5 'Formats', section 9 'Defaults'). Pure, no I/O, and no date library:
 * a page that shows amounts but no date does not load it (decision 181).
 */
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './i18n/languages'

/** "Defaults: English (United States) locale and US dollar currency" (the locale: `DEFAULT_LANGUAGE`). */
const CURRENCY = 'USD'

/** Intl's formatter, for the amounts the plain path below does not write (not finite, huge). */
const usd = (language: Language) =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
const formatters = new Map<Language, Intl.NumberFormat>()
function intlUsd(amount: number, language: Language): string {
  let formatter = formatters.get(language)
  if (!formatter) formatters.set(language, (formatter = usd(language)))
  return formatter.format(amount)
}

/**
 * "currency USD, narrow symbol, exactly two decimals": 1100 -> '$1,100.00'. In Spanish the same
 * dollars through the es-US locale (issue 26: currency follows the language), which writes them as
 * en-US does. Written without Intl for the amounts a page shows (decision 204): a browser's first
 * `Intl.NumberFormat` loads the locale data, 35-74 ms on this machine, inside the page's
 * hydration. Same text as Intl's (`currency.test.ts` compares them): half a cent rounds away from
 * zero on the amount's decimal form, a negative amount (even one that rounds to zero) has its
 * minus sign before the symbol.
 */
export function formatUsd(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  const size = String(Math.abs(amount))
  const cents = Math.round(Number(`${size}e2`))
  if (size.includes('e') || !Number.isSafeInteger(cents)) return intlUsd(amount, language)
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`
}
