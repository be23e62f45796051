/**
 * The staff access notice on home (issue 23, decision 162): at the member's next sign-in after a
 * member services representative signed in as them, home says so until dismissed. Pure.
 */
import type { AccountActivityEvent } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { message } from '~/platform/i18n/message'

export const STAFF_ACCESS_NOTICE_INTENT = 'dismiss-staff-access-notice'
/** The events the rule reads, newest first; the two latest sign-ins and what lies between them fit. */
export const STAFF_ACCESS_NOTICE_TYPES = 'SIGN_IN,STAFF_ACCESS'
export const STAFF_ACCESS_NOTICE_EVENTS = 20

/** `text`: a `home:staffAccess.text` message (decision 225), translated by the home loader. */
export type StaffAccessNotice = { reference: string; text: string }

/**
 * The newest staff access that started after the member's previous sign-in and before their
 * latest one (this sign-in): shown at the first sign-in after it, not again at the next. None once
 * the member dismissed that one (`dismissed`: its reference).
 */
export function staffAccessNotice(
  events: AccountActivityEvent[],
  dismissed: string | null,
): StaffAccessNotice | null {
  const signIns = events.filter((e) => e.type === 'SIGN_IN').sort((a, b) => b.at.localeCompare(a.at))
  const [latest, previous] = signIns
  if (!latest) return null
  const access = events
    .filter((e) => e.type === 'STAFF_ACCESS' && e.staffAccess)
    .filter((e) => e.at < latest.at && (!previous || e.at > previous.at))
    .sort((a, b) => b.at.localeCompare(a.at))[0]
  if (!access?.staffAccess || access.staffAccess.reference === dismissed) return null
  return {
    reference: access.staffAccess.reference,
    text: message('home:staffAccess.text', { date: formatDisplayDate(new Date(access.at)) }),
  }
}
