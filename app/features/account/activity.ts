/**
 * Account activity rules (issue 23): what the page says about sessions, sign-ins and staff
 * access (the schema of its sign-out forms is in `account-schemas.ts`). Pure: no I/O; times are
 * epoch milliseconds or the gateway's ISO instants, shown in the server's time zone like every date
 * of the dashboard. Used on the server only: its texts come from the `account` catalogue in the
 * member's language (`Words`), the spec's English by default.
 */
import {
  ACCOUNT_ACTIVITY_DAYS,
  type AccountActivityType,
  type StaffAccess,
  type StaffRole,
} from '@member-dashboard/contract'
import english from '~/platform/i18n/catalogues/en/account.json'
import { LOCALES, type Language } from '~/platform/i18n/languages'
import { createTranslate, type Translate } from '~/platform/i18n/translate'
import { toApiDate } from '~/platform/formats'

/** How many sign-in events the page shows (the newest of the last 90 days). */
export const SIGN_IN_EVENTS_SHOWN = 50
/** Staff access sessions shown (a member has few; the newest first). */
export const STAFF_ACCESS_SHOWN = 50

export const SIGN_IN_TYPES = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'LOCKED_OUT',
  'PASSWORD_CHANGED',
  // Two-step verification and passkeys (issue 51): each verification and factor change.
  'TWO_STEP_PASSED',
  'TWO_STEP_FAILED',
  'RECOVERY_CODE_USED',
  'TWO_STEP_ON',
  'TWO_STEP_OFF',
  'PASSKEY_SIGN_IN',
  'PASSKEY_ADDED',
  'PASSKEY_REMOVED',
  // A browser proving itself by a code to the e-mail on file (issue 51).
  'DEVICE_CODE_SENT',
  'DEVICE_VERIFIED',
  'DEVICE_VERIFICATION_FAILED',
] as const satisfies readonly AccountActivityType[]

/** The first day of the history asked for: 90 days back. */
export function activitySince(now: Date): string {
  return toApiDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - ACCOUNT_ACTIVITY_DAYS))
}

/**
 * The texts the server writes on the activity page, in one language: `t` over the `account`
 * namespace; without one, the spec's English.
 */
export type Words = { language: Language; t: Translate }
export const ENGLISH: Words = { language: 'en', t: createTranslate({ account: english }, 'en', 'account') }

export function signInEventText(type: AccountActivityType, { t }: Words = ENGLISH): string {
  return t(`activityWords.events.${type}`)
}

/** Whether the device was trusted; the gateway may not know (null). */
export function trustedDeviceText(trusted: boolean | null, { t }: Words = ENGLISH): string {
  if (trusted === null) return t('activityWords.trusted.unknown')
  return t(trusted ? 'activityWords.trusted.yes' : 'activityWords.trusted.no')
}

/** The staff role in the member's words (issue 23: "Login as anyone / non-employee"). */
export function staffRoleText(role: StaffRole, { t }: Words = ENGLISH): string {
  return t(`activityWords.roles.${role}`)
}

const DATE_TIME: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
const formats = new Map<Language, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()

/**
 * '03/10/2026, 3:05 PM UTC'; in Spanish '03/10/2026, 3:05 p.m. UTC': the date month/day/year in
 * every language (es-US's own numeric order is day/month), the time in the language's words.
 */
export function formatDateTime(value: number | string, { language }: Words = ENGLISH): string {
  let format = formats.get(language)
  if (!format) {
    const locale = LOCALES[language]
    format = { date: new Intl.DateTimeFormat(locale, DATE_TIME), time: new Intl.DateTimeFormat(locale, TIME) }
    formats.set(language, format)
  }
  const at = new Date(value)
  const part = Object.fromEntries(format.date.formatToParts(at).map((p) => [p.type, p.value]))
  return `${part.month}/${part.day}/${part.year}, ${format.time.format(at)}`
}

/** '1 hour 5 minutes', '12 minutes', 'less than a minute'. */
export function durationText(fromMs: number, toMs: number, { t }: Words = ENGLISH): string {
  const minutes = Math.floor(Math.max(0, toMs - fromMs) / 60_000)
  if (minutes < 1) return t('activityWords.lessThanAMinute')
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return t('activityWords.minutes', { count: rest })
  const hoursText = t('activityWords.hours', { count: hours })
  if (rest === 0) return hoursText
  return t('activityWords.hoursAndMinutes', {
    hours: hoursText,
    minutes: t('activityWords.minutes', { count: rest }),
  })
}

/** How long a staff access session lasted, or that it is still open and when it was last active. */
export function staffAccessDurationText(
  startedAt: string,
  access: StaffAccess,
  words: Words = ENGLISH,
): string {
  const started = Date.parse(startedAt)
  if (access.endedAt) return durationText(started, Date.parse(access.endedAt), words)
  return words.t('activityWords.stillOpen', { time: formatDateTime(access.lastActiveAt, words) })
}

/** The notice after a sign-out form: how many sessions ended. */
export function signedOutNotice(
  intent: 'sign-out-session' | 'sign-out-others',
  count: number,
  { t }: Words = ENGLISH,
): string {
  if (count === 0) {
    return t(
      intent === 'sign-out-others'
        ? 'activityWords.notSignedInElsewhere'
        : 'activityWords.sessionAlreadyEnded',
    )
  }
  return t('activityWords.signedOut', { count })
}
