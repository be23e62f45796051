/**
 * The claims' date rules (decision 060). Pure: no I/O; they take `now`. Apart from `claims.ts`, so
 * that the list's components, which show dates the loader already wrote out, do not bring the
 * date library into /claims (decision 181).
 */
import type { Now } from '~/platform/plan/eligibility'
import { formatDisplayDate, toDayjs } from '~/platform/formats'

/** A claim's service dates as the page shows them ('MM/DD/YYYY'): one day has no end. */
export type ServiceDates = { start: string; end: string | null }

/** A claim's first and last day of service as the page shows them ('MM/DD/YYYY'); one day has no end. */
export function serviceDates(start: string, end: string): ServiceDates {
  return { start: formatDisplayDate(start), end: start === end ? null : formatDisplayDate(end) }
}

/** The earliest start date the range check accepts (today minus two years), 'YYYY-MM-DD'. */
export function earliestStartDate(now: Now): string {
  return toDayjs(now).subtract(2, 'year').format('YYYY-MM-DD')
}
