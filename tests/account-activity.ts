/** Gateway answers of `account/activity` (issue 23) for the route and unit tests. */
import type { AccountActivityEvent } from '@member-dashboard/contract'

let counter = 0

/** A sign-in (by default) at `at`, with `over` on top. */
export function activityEvent(at: string, over: Partial<AccountActivityEvent> = {}): AccountActivityEvent {
  counter += 1
  return {
    eventId: `E${counter}`,
    type: 'SIGN_IN',
    at,
    userAgent: null,
    trustedDevice: null,
    staffAccess: null,
    ...over,
  }
}

/** A staff login-as session on the account that started at `at` (ended then, unless `access` says). */
export function staffAccessEvent(
  at: string,
  access: Partial<NonNullable<AccountActivityEvent['staffAccess']>> = {},
): AccountActivityEvent {
  return activityEvent(at, {
    type: 'STAFF_ACCESS',
    staffAccess: {
      reference: 'SA-7KQ2M9XD',
      staffRole: 'logInAsAnyone',
      domainId: 1,
      lastActiveAt: at,
      endedAt: at,
      ...access,
    },
  })
}

/** One page holding every event given. */
export function activityPage(content: AccountActivityEvent[]) {
  return {
    content,
    number: 0,
    size: Math.max(content.length, 1),
    numberOfElements: content.length,
    totalElements: content.length,
    totalPages: 1,
    first: true,
    last: true,
    empty: content.length === 0,
  }
}
