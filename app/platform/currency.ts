/**
 * The spec's defaults and the money format (section 5 'Formats', section 9 'Defaults'). Pure, no
 * I/O, and no date library: `formats.ts` re-exports these beside the date formats.
 */

/** "Defaults: English (United States) locale and US dollar currency." */
export const LOCALE = 'en-US'
export const CURRENCY = 'USD'

const usd = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** "currency USD, narrow symbol, exactly two decimals": 1100 -> '$1,100.00'. */
export function formatUsd(amount: number): string {
  return usd.format(amount)
}
