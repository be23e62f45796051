/**
 * The account activity call (issue 23; docs/decisions/160-account-activity-contract.md): the
 * gateway is the system of record for sign-ins from every channel, so it records them and answers
 * a page of one member's events, newest first.
 *
 * Who sees what: the events of the member the token acts for (`memberKey`), never a family
 * member's: a subscriber and an adult dependent each see only their own. Staff access events name
 * the staff role and the brand, never the staff user: `reference` is what the member quotes to
 * Customer Service, who can look the staff user up.
 *
 * The dashboard passes the browser's user agent on its calls in `clientUserAgentHeader`, so the
 * gateway can record the device of a sign-in. On the login call it also passes its verdict on the
 * browser in `clientDeviceTrustedHeader` ('true' when the browser carries the member's device cookie,
 * 'false' when not; decision 135), which the gateway records as `trustedDevice`; null when the
 * caller did not say.
 */
import { z } from 'zod'
import { domainId, isoDate, pageInfo, staffRole } from './api'

/** Paths relative to the gateway prefix. */
export const accountActivityPaths = { accountActivity: 'account/activity' } as const

/** The header carrying the member's browser user agent on the dashboard's calls (512 characters at most). */
export const clientUserAgentHeader = 'x-client-user-agent'
export const CLIENT_USER_AGENT_MAX = 512
/** The header carrying, on the login call, whether the browser is one the member signed in on before. */
export const clientDeviceTrustedHeader = 'x-client-device-trusted'

/** How far back the gateway keeps and answers events. */
export const ACCOUNT_ACTIVITY_DAYS = 90

export const accountActivityTypes = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'LOCKED_OUT',
  'PASSWORD_CHANGED',
  'STAFF_ACCESS',
  // Two-step verification and passkeys (issue 51, decisions 235 and 236).
  'TWO_STEP_PASSED',
  'TWO_STEP_FAILED',
  'RECOVERY_CODE_USED',
  'TWO_STEP_ON',
  'TWO_STEP_OFF',
  'PASSKEY_SIGN_IN',
  'PASSKEY_ADDED',
  'PASSKEY_REMOVED',
  // Device verification by a code to the e-mail on file (issue 51, device-verification.ts).
  'DEVICE_CODE_SENT',
  'DEVICE_VERIFIED',
  'DEVICE_VERIFICATION_FAILED',
] as const
export const accountActivityType = z.enum(accountActivityTypes)
export type AccountActivityType = z.infer<typeof accountActivityType>

const instant = z.string().datetime({ offset: true })

/**
 * A staff member's login-as session on the account: started at the event's `at`, `endedAt` once
 * the gateway knows it ended (the staff user signed out, signed in again, or opened another member,
 * or the token expired: then it ended at its last call), `lastActiveAt` the time of its last call.
 */
export const staffAccess = z.object({
  reference: z.string(),
  staffRole,
  domainId,
  lastActiveAt: instant,
  endedAt: instant.nullable(),
})
export type StaffAccess = z.infer<typeof staffAccess>

export const accountActivityEvent = z.object({
  eventId: z.string(),
  type: accountActivityType,
  at: instant,
  /** The browser's user agent as the gateway received it; null when unknown (and for staff access). */
  userAgent: z.string().nullable(),
  /** Whether the sign-in came from a device the member trusts; null when unknown. */
  trustedDevice: z.boolean().nullable(),
  /** Set for STAFF_ACCESS, null otherwise. */
  staffAccess: staffAccess.nullable(),
})
export type AccountActivityEvent = z.infer<typeof accountActivityEvent>

export const accountActivityPage = pageInfo.extend({ content: z.array(accountActivityEvent) })
export type AccountActivityPage = z.infer<typeof accountActivityPage>

/**
 * GET account/activity query. page is 0-based; `types` a comma list of event types (all when
 * absent); `since` the first day included (at most ACCOUNT_ACTIVITY_DAYS back, the default).
 */
export const accountActivityQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  types: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined
      const list = value.split(',')
      const parsed = z.array(accountActivityType).safeParse(list)
      if (!parsed.success) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: `unknown event type in '${value}'` })
        return z.NEVER
      }
      return parsed.data
    }),
  since: isoDate.optional(),
})
export type AccountActivityQuery = z.input<typeof accountActivityQuery>
