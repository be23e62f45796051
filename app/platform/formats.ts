/**
 * Formats of the spec (section 5 'Formats', section 9 'Progress' and 'Defaults'). Pure, no I/O.
 *
 * Dates: an API date 'YYYY-MM-DD' names a calendar day and is read in local time (never as UTC
 * midnight, which `new Date('YYYY-MM-DD')` would do). A `Date`/`Dayjs` is turned into its local
 * calendar day. All rules compare calendar days, so a time of day never changes an outcome.
 */
import dayjs, { type Dayjs } from 'dayjs'

// The locale, the currency and money amounts have their own module, without dayjs
// (`./currency`): a page that shows amounts but no date does not load the date library
// (decision 181).

/** A moment or a day: a JS Date, a dayjs, or an API date string 'YYYY-MM-DD'. */
export type DateInput = Date | Dayjs | string

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Read a DateInput as a local dayjs; API date strings become local midnight of that day. */
export function toDayjs(value: DateInput): Dayjs {
  if (typeof value === 'string') {
    const match = ISO_DAY.exec(value)
    if (match) return dayjs(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    return dayjs(value)
  }
  return dayjs(value)
}

type CalendarDay = { year: number; month: number; day: number }

/**
 * The local calendar day of a `Date` or an API date string, read without dayjs: the dates a page
 * formats nearly all are (issue 25: dayjs's parsing and formatting were 2-3 % of a page's server
 * time). The day is the one `toDayjs` reads (a day past the month's end rolls over, as
 * `new Date` does). Anything else (a Dayjs, another string, an invalid date, a year outside
 * 1000-9999): null, and dayjs formats it.
 */
function calendarDay(value: DateInput): CalendarDay | null {
  let date: Date
  if (typeof value === 'string') {
    const match = ISO_DAY.exec(value)
    if (!match) return null
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
    if (year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= 28) return { year, month, day }
    date = new Date(year, month - 1, day)
  } else if (value instanceof Date) date = value
  else return null
  const year = date.getFullYear()
  if (Number.isNaN(year) || year < 1000 || year > 9999) return null
  return { year, month: date.getMonth() + 1, day: date.getDate() }
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`)
const monthDayYear = ({ year, month, day }: CalendarDay) => `${twoDigits(month)}/${twoDigits(day)}/${year}`

/** "Dates are sent as yyyy-mm-dd." Also the calendar-day key every rule compares. */
export function toApiDate(value: DateInput): string {
  const day = calendarDay(value)
  return day
    ? `${day.year}-${twoDigits(day.month)}-${twoDigits(day.day)}`
    : toDayjs(value).format('YYYY-MM-DD')
}

/** "PCP dates are sent as MM/DD/YYYY (en-US)." */
export function toPcpDate(value: DateInput): string {
  const day = calendarDay(value)
  return day ? monthDayYear(day) : toDayjs(value).format('MM/DD/YYYY')
}

/** The date shown to members everywhere: 'MM/DD/YYYY' (en-US, as the date pickers: "month/day/year"). */
export function formatDisplayDate(value: DateInput): string {
  const day = calendarDay(value)
  return day ? monthDayYear(day) : toDayjs(value).format('MM/DD/YYYY')
}

/**
 * Age in whole years on the calendar day of `now`. A birthday counts from its day on; someone
 * born on 29 February turns a year older on 1 March in non-leap years.
 */
export function ageInYears(dateOfBirth: DateInput, now: Date | Dayjs): number {
  const birth = toDayjs(dateOfBirth)
  const today = toDayjs(now)
  let age = today.year() - birth.year()
  const beforeBirthday =
    today.month() < birth.month() || (today.month() === birth.month() && today.date() < birth.date())
  if (beforeBirthday) age -= 1
  return age
}

/** Server preference flags travel as Y/N and become booleans in the dashboard (spec section 3). */
export const fromYesNo = (value: 'Y' | 'N') => value === 'Y'
export const toYesNo = (value: boolean | undefined): 'Y' | 'N' => (value ? 'Y' : 'N')
