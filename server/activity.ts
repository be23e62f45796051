/**
 * The account activity log (issue 23, decision 160): the gateway records what happens to a
 * member's account as it happens (sign-ins, failed attempts, lock-outs, password changes, and
 * staff login-as sessions with their start, last call and end) and answers it a page at a time.
 */
import { createHash, randomInt } from 'node:crypto'
import {
  ACCOUNT_ACTIVITY_DAYS,
  CLIENT_USER_AGENT_MAX,
  clientDeviceTrustedHeader,
  clientUserAgentHeader,
  type AccountActivityEvent,
  type AccountActivityPage,
  type AccountActivityType,
  type DomainId,
  type StaffRole,
} from '@member-dashboard/contract'
import type { FastifyRequest } from 'fastify'
import { addDays, isoDay } from './dates'
import type { Db } from './db'
import { TOKEN_LIFETIME_SECONDS } from './tokens'

type Row = {
  event_id: number
  type: AccountActivityType
  at: string
  user_agent: string | null
  trusted_device: number | null
  reference: string | null
  staff_role: StaffRole | null
  domain_id: DomainId | null
  last_active_at: string | null
  ended_at: string | null
}

/** Letters and digits that cannot be misread over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A reference the member can quote to Customer Service: 'SA-' and 8 characters. */
export function newStaffAccessReference(): string {
  let code = ''
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `SA-${code}`
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

/** The member's browser as the dashboard passed it on (bounded, printable), or null. */
function clientUserAgent(request: FastifyRequest): string | null {
  const value = request.headers[clientUserAgentHeader]
  if (typeof value !== 'string') return null
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return clean ? clean.slice(0, CLIENT_USER_AGENT_MAX) : null
}

/** The member's browser and the dashboard's verdict on it (sent on the login call), as recorded. */
export type ClientDevice = { userAgent: string | null; trustedDevice: boolean | null }

export function clientDevice(request: FastifyRequest): ClientDevice {
  const verdict = request.headers[clientDeviceTrustedHeader]
  const trustedDevice = verdict === 'true' ? true : verdict === 'false' ? false : null
  return { userAgent: clientUserAgent(request), trustedDevice }
}

export type ActivityLog = ReturnType<typeof createActivityLog>

export function createActivityLog(db: Db, now: () => Date) {
  const insert = db.prepare<{
    member_key: string
    type: AccountActivityType
    at: string
    user_agent: string | null
    trusted_device: number | null
  }>(
    `INSERT INTO account_activity (member_key, type, at, user_agent, trusted_device)
     VALUES (@member_key, @type, @at, @user_agent, @trusted_device)`,
  )
  const insertStaff = db.prepare<{
    member_key: string
    at: string
    reference: string
    staff_user_id: number
    staff_role: StaffRole
    domain_id: DomainId
    token_hash: string
  }>(
    `INSERT INTO account_activity (member_key, type, at, reference, staff_user_id, staff_role, domain_id,
       token_hash, last_active_at)
     VALUES (@member_key, 'STAFF_ACCESS', @at, @reference, @staff_user_id, @staff_role, @domain_id,
       @token_hash, @at)`,
  )
  const touch = db.prepare<[string, string]>(
    `UPDATE account_activity SET last_active_at = ? WHERE token_hash = ? AND ended_at IS NULL`,
  )
  const endOfStaff = db.prepare<[string, number]>(
    `UPDATE account_activity SET ended_at = ? WHERE staff_user_id = ? AND ended_at IS NULL`,
  )
  const endOfToken = db.prepare<[string, string]>(
    `UPDATE account_activity SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL`,
  )
  // A login-as token that expired without a sign-out ended at its last call.
  const endExpired = db.prepare<[string]>(
    `UPDATE account_activity SET ended_at = last_active_at
     WHERE type = 'STAFF_ACCESS' AND ended_at IS NULL AND at <= ?`,
  )

  const stamp = () => now().toISOString()

  function page(
    memberKey: string,
    query: { page: number; size: number; types?: AccountActivityType[]; since?: string },
  ): AccountActivityPage {
    endExpired.run(new Date(now().getTime() - TOKEN_LIFETIME_SECONDS * 1000).toISOString())
    const earliest = addDays(isoDay(now()), -ACCOUNT_ACTIVITY_DAYS)
    const since = query.since && query.since > earliest ? query.since : earliest
    // Local calendar day of the gateway's clock, as every date of the sandbox.
    const [y, m, d] = since.split('-').map(Number)
    const from = new Date(y, m - 1, d).toISOString()
    const types = query.types?.length ? query.types : null
    const where = `member_key = ? AND at >= ?${types ? ` AND type IN (${types.map(() => '?').join(', ')})` : ''}`
    const args = [memberKey, from, ...(types ?? [])]
    const total = db.prepare<unknown[], { n: number }>(
      `SELECT count(*) AS n FROM account_activity WHERE ${where}`,
    )
    const rows = db.prepare<unknown[], Row>(
      `SELECT event_id, type, at, user_agent, trusted_device, reference, staff_role, domain_id, last_active_at,
         ended_at FROM account_activity WHERE ${where} ORDER BY at DESC, event_id DESC LIMIT ? OFFSET ?`,
    )
    const totalElements = total.get(...args)!.n
    const content = rows.all(...args, query.size, query.page * query.size).map(eventOf)
    const totalPages = Math.ceil(totalElements / query.size)
    return {
      content,
      number: query.page,
      size: query.size,
      numberOfElements: content.length,
      totalElements,
      totalPages,
      first: query.page === 0,
      last: query.page >= totalPages - 1,
      empty: content.length === 0,
    }
  }

  return {
    /** A sign-in, a failed attempt, a lock-out or a password change of a member's account. */
    record(memberKey: string, type: Exclude<AccountActivityType, 'STAFF_ACCESS'>, device: ClientDevice) {
      const trusted = device.trustedDevice
      insert.run({
        member_key: memberKey,
        type,
        at: stamp(),
        user_agent: device.userAgent,
        trusted_device: trusted === null ? null : trusted ? 1 : 0,
      })
    },
    /** A staff login-as on a member: ends the staff user's earlier login-as sessions (one at a time). */
    staffAccessStarted(input: {
      memberKey: string
      staffUserId: number
      staffRole: StaffRole
      domainId: DomainId
      token: string
    }) {
      const at = stamp()
      db.transaction(() => {
        endOfStaff.run(at, input.staffUserId)
        insertStaff.run({
          member_key: input.memberKey,
          at,
          reference: newStaffAccessReference(),
          staff_user_id: input.staffUserId,
          staff_role: input.staffRole,
          domain_id: input.domainId,
          token_hash: tokenHash(input.token),
        })
      })()
    },
    /** Every call made with a login-as token moves its session's last activity. */
    staffAccessSeen(token: string) {
      touch.run(stamp(), tokenHash(token))
    },
    /** A staff user signed in again: their login-as sessions have ended. */
    staffSignedIn(staffUserId: number) {
      endOfStaff.run(stamp(), staffUserId)
    },
    /** The login-as session of this token has ended (for token revocation, `POST auth/revoke`). */
    staffAccessEnded(token: string) {
      endOfToken.run(stamp(), tokenHash(token))
    },
    page,
  }
}

function eventOf(row: Row): AccountActivityEvent {
  return {
    eventId: String(row.event_id),
    type: row.type,
    at: row.at,
    userAgent: row.user_agent,
    trustedDevice: row.trusted_device === null ? null : row.trusted_device === 1,
    staffAccess:
      row.type === 'STAFF_ACCESS'
        ? {
            reference: row.reference!,
            staffRole: row.staff_role!,
            domainId: row.domain_id!,
            lastActiveAt: row.last_active_at!,
            endedAt: row.ended_at,
          }
        : null,
  }
}
