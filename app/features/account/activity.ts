/**
 * Account activity rules (issue 23): what the page says about sessions, sign-ins and staff
 * access (the schema of its sign-out forms is in `account-schemas.ts`). Pure: no I/O; times are
 * epoch milliseconds or the gateway's ISO instants, shown in the server's time zone like every date
 * of the dashboard.
 */
import {
  ACCOUNT_ACTIVITY_DAYS,
  type AccountActivityType,
  type StaffAccess,
  type StaffRole,
} from '@member-dashboard/contract'
import { LOCALE } from '~/platform/currency'
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
] as const satisfies readonly AccountActivityType[]

/** The first day of the history asked for: 90 days back. */
export function activitySince(now: Date): string {
  return toApiDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - ACCOUNT_ACTIVITY_DAYS))
}

const EVENT_TEXT: Record<(typeof SIGN_IN_TYPES)[number], string> = {
  SIGN_IN: 'Signed in',
  SIGN_IN_FAILED: 'Failed sign-in attempt',
  LOCKED_OUT: 'Account locked after too many attempts',
  PASSWORD_CHANGED: 'Password changed',
}

export function signInEventText(type: AccountActivityType): string {
  return type === 'STAFF_ACCESS' ? 'Member services access' : EVENT_TEXT[type]
}

/** Whether the device was trusted; the gateway may not know (null). */
export function trustedDeviceText(trusted: boolean | null): string {
  if (trusted === null) return 'Not known'
  return trusted ? 'Yes' : 'No'
}

/** The staff role in the member's words (issue 23: "Login as anyone / non-employee"). */
export function staffRoleText(role: StaffRole): string {
  return role === 'logInAsAnyone' ? 'Login as anyone' : 'Login as non-employee'
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** '03/10/2026, 3:05 PM UTC'. */
export function formatDateTime(value: number | string): string {
  return dateTime.format(new Date(value))
}

/** '1 hour 5 minutes', '12 minutes', 'less than a minute'. */
export function durationText(fromMs: number, toMs: number): string {
  const minutes = Math.floor(Math.max(0, toMs - fromMs) / 60_000)
  if (minutes < 1) return 'less than a minute'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (hours === 0) return part(rest, 'minute')
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`
}

/** How long a staff access session lasted, or that it is still open and when it was last active. */
export function staffAccessDurationText(startedAt: string, access: StaffAccess): string {
  const started = Date.parse(startedAt)
  if (access.endedAt) return durationText(started, Date.parse(access.endedAt))
  return `Still open, last active ${formatDateTime(access.lastActiveAt)}`
}

/** The notice after a sign-out form: how many sessions ended. */
export function signedOutNotice(intent: 'sign-out-session' | 'sign-out-others', count: number): string {
  if (count === 0) {
    return intent === 'sign-out-others'
      ? 'You are not signed in anywhere else.'
      : 'That session had already ended.'
  }
  return count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`
}
