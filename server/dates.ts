/**
 * Calendar dates as 'YYYY-MM-DD' strings (the contract's wire format). "Today" is the local calendar
 * day of the gateway's clock; ISO strings compare correctly with < and >.
 */
export type IsoDate = string

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export function isoDay(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function fromIso(iso: IsoDate): Date {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y, m - 1, d)
}

/** A valid calendar date in YYYY-MM-DD form (rejects 2025-02-30). */
export function isValidIso(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  return isoDay(fromIso(value)) === value
}

export function ymd(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const d = fromIso(iso)
  d.setDate(d.getDate() + days)
  return isoDay(d)
}

/** Same month and day `years` later (Feb 29 becomes Feb 28 in a common year). */
export function addYears(iso: IsoDate, years: number): IsoDate {
  const [y, m, d] = iso.split('-').map(Number)
  const lastDay = new Date(y + years, m, 0).getDate()
  return ymd(y + years, m, Math.min(d, lastDay))
}

export function yearOf(iso: IsoDate): number {
  return Number(iso.slice(0, 4))
}

/** Whole years between a birth date and a day. */
export function ageOn(dateOfBirth: IsoDate, day: IsoDate): number {
  const age = yearOf(day) - yearOf(dateOfBirth)
  return day.slice(5) >= dateOfBirth.slice(5) ? age : age - 1
}

/** Accepts YYYY-MM-DD or the en-US MM/DD/YYYY the dashboard sends for PCP dates. */
export function normalizeDate(value: string): IsoDate | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim())
  const iso = us ? ymd(Number(us[3]), Number(us[1]), Number(us[2])) : value.trim()
  return isValidIso(iso) ? iso : null
}

/** The n-th (1-based) weekday (0 = Sunday) of a month, or the last one when n is -1. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n === -1) {
    const last = new Date(year, month, 0)
    const back = (last.getDay() - weekday + 7) % 7
    return ymd(year, month, last.getDate() - back)
  }
  const first = new Date(year, month - 1, 1)
  const offset = (weekday - first.getDay() + 7) % 7
  return ymd(year, month, 1 + offset + (n - 1) * 7)
}
