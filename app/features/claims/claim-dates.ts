/**
 * The claims' date rules (decision 060). Pure: no I/O; they take `now`. Apart from `claims.ts`, so
 * that the list's components, which show dates the loader already wrote out, do not bring the
 * date library into /claims (decision 181).
 */
import type { Now } from '~/platform/plan/eligibility'
import { formatDisplayDate, toDayjs } from '~/platform/formats'

/** 'MM/DD/YYYY', or 'MM/DD/YYYY to MM/DD/YYYY' for a claim over several days. */
export function serviceDatesText(start: string, end: string): string {
  return start === end ? formatDisplayDate(start) : `${formatDisplayDate(start)} to ${formatDisplayDate(end)}`
}

/** The earliest start date the range check accepts (today minus two years), 'YYYY-MM-DD'. */
export function earliestStartDate(now: Now): string {
  return toDayjs(now).subtract(2, 'year').format('YYYY-MM-DD')
}
