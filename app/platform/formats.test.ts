import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { formatUsd } from './currency'
import { ageInYears, formatDisplayDate, toApiDate, toDayjs, toPcpDate } from './formats'

describe('formatUsd (USD, narrow symbol, exactly two decimals)', () => {
  it('formats thousands with a comma and two decimals', () => {
    expect(formatUsd(1100)).toBe('$1,100.00')
  })
  it('pads cents to two decimals and rounds extra ones', () => {
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(50.5)).toBe('$50.50')
    expect(formatUsd(12.345)).toBe('$12.35')
  })
  it('shows a minus sign before the symbol for negative amounts', () => {
    expect(formatUsd(-5)).toBe('-$5.00')
  })

  it('writes the same US dollars in Spanish (es-US), not a European 1.100,00 US$', () => {
    expect(formatUsd(1100, 'es')).toBe('$1,100.00')
    expect(formatUsd(12.345, 'es')).toBe('$12.35')
  })
})

describe('dates', () => {
  it('toApiDate sends yyyy-mm-dd of the local calendar day', () => {
    expect(toApiDate(new Date(2025, 2, 31, 23, 59))).toBe('2025-03-31')
    expect(toApiDate(new Date(2025, 0, 5, 0, 0))).toBe('2025-01-05')
    expect(toApiDate(dayjs(new Date(2024, 1, 29, 12)))).toBe('2024-02-29')
  })
  it('an API date string keeps its calendar day (not shifted by a UTC reading)', () => {
    expect(toApiDate('2025-03-31')).toBe('2025-03-31')
    expect(toDayjs('2025-03-31').date()).toBe(31)
  })
  it('toPcpDate sends MM/DD/YYYY', () => {
    expect(toPcpDate('2025-03-09')).toBe('03/09/2025')
    expect(toPcpDate(new Date(2025, 11, 1, 8))).toBe('12/01/2025')
  })
  it('formatDisplayDate shows MM/DD/YYYY', () => {
    expect(formatDisplayDate('2026-01-15')).toBe('01/15/2026')
  })
  it('a day past the end of its month rolls over as the date library reads it', () => {
    expect(toApiDate('2025-02-30')).toBe('2025-03-02')
    expect(formatDisplayDate('2024-02-30')).toBe('03/01/2024')
    expect(toApiDate('2025-13-01')).toBe('2026-01-01')
  })
  it('writes every day of four years, leap day included, as the date library does', () => {
    const days = Array.from({ length: 4 * 366 }, (_, i) => new Date(2023, 0, 1 + i, 13, 30))
    for (const date of days) {
      const day = dayjs(date)
      const api = day.format('YYYY-MM-DD')
      expect([toApiDate(date), toApiDate(api), toApiDate(day)]).toEqual([api, api, api])
      const shown = day.format('MM/DD/YYYY')
      expect([formatDisplayDate(date), formatDisplayDate(api), toPcpDate(api)]).toEqual([shown, shown, shown])
    }
  })
  it('a date it cannot read stays the date library\'s "Invalid Date"', () => {
    expect(formatDisplayDate('not a date')).toBe('Invalid Date')
    expect(toApiDate(new Date(Number.NaN))).toBe('Invalid Date')
  })
})

describe('ageInYears', () => {
  const dob = '2007-06-15'
  it('the day before the birthday', () => {
    expect(ageInYears(dob, new Date(2025, 5, 14, 12))).toBe(17)
  })
  it('on the birthday', () => {
    expect(ageInYears(dob, new Date(2025, 5, 15, 0, 1))).toBe(18)
  })
  it('the day after the birthday', () => {
    expect(ageInYears(dob, new Date(2025, 5, 16, 12))).toBe(18)
  })
  it('a 29 February birthday counts from 1 March in a non-leap year', () => {
    expect(ageInYears('2004-02-29', new Date(2022, 1, 28, 12))).toBe(17)
    expect(ageInYears('2004-02-29', new Date(2022, 2, 1, 12))).toBe(18)
  })
})
