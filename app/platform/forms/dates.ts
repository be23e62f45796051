/**
 * Typed dates and the spec's date-range rules (section 5), without zod: the date field reads a
 * typed date with them on every form page, and the schemas check with them (`validators.ts`
 * re-exports them). No I/O; rules that need "today" take `now`.
 */

/** A date as the rules take it: a Date, 'YYYY-MM-DD', or 'MM/DD/YYYY'. */
export type DateValue = Date | string | null | undefined

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function pad(value: number, width = 2) {
  return String(value).padStart(width, '0')
}

/** The local calendar day of a moment, 'YYYY-MM-DD'. */
export function localDay(moment: Date): string {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/** 'YYYY-MM-DD' when year, month and day name a real calendar day, else null. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > daysInMonth) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/**
 * Strict parse of a typed date: exactly 'MM/DD/YYYY' (the date pickers' month/day/year format) or
 * 'YYYY-MM-DD' (what a native date input posts), naming a real calendar day. Returns 'YYYY-MM-DD'
 * ("Dates are sent as yyyy-mm-dd") or null. A Date gives its local calendar day.
 */
export function parseDateInput(value: DateValue): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : localDay(value)
  const us = US_DATE.exec(value)
  if (us) return calendarDay(Number(us[3]), Number(us[1]), Number(us[2]))
  const iso = ISO_DATE.exec(value)
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  return null
}

/** Today minus two calendar years ('YYYY-MM-DD'); 29 February becomes 28 February. */
function twoYearsBefore(now: Date): string {
  const year = now.getFullYear() - 2
  const month = now.getMonth() + 1
  const day = Math.min(now.getDate(), new Date(Date.UTC(year, month, 0)).getUTCDate())
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

function isEmpty(value: DateValue) {
  return value === null || value === undefined || value === ''
}

/**
 * "Date range invalid if end is not after start." Compares calendar days: an end on the start day is
 * invalid. When either end is empty there is no range to check (true; required-ness is a separate
 * rule); a value that is not a date makes the range invalid.
 */
export function dateRangeValid(start: DateValue, end: DateValue): boolean {
  if (isEmpty(start) || isEmpty(end)) return true
  const from = parseDateInput(start)
  const to = parseDateInput(end)
  if (from === null || to === null) return false
  return to > from
}

/**
 * "A second date-range check also requires start not before today minus two years." Today is the
 * local calendar day of `now`.
 */
export function recentDateRangeValid(start: DateValue, end: DateValue, now: Date): boolean {
  if (!dateRangeValid(start, end)) return false
  if (isEmpty(start)) return true
  const from = parseDateInput(start)
  return from !== null && from >= twoYearsBefore(now)
}
