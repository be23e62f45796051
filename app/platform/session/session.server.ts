/**
 * The dashboard session, kept on the server (decision 071): the `__session` cookie (signed,
 * httpOnly, SameSite=Strict, Secure in production) carries only an opaque random id; the gateway
 * token and the rest stay in the session store (`./store.server.ts`: a file store by default,
 * Redis with REDIS_URL). Logout, a password change and a new sign-in delete the record, so an old
 * cookie opens nothing afterwards. A session ends by itself 15 minutes after the last request
 * (idle) and 2 hours after sign-in (absolute, spec section 9); both are configurable. Its token
 * ends at that moment too (decision 215): a sweep takes the tokens of ended sessions and revokes
 * them (the dashboard's list and the gateway), whether or not the browser comes back.
 */
import { randomBytes, createHash } from 'node:crypto'
import { createCookie, createSession, createSessionStorage, type Session } from '@remix-run/node'
import { brandForRequest } from '~/platform/config/brand.server'
import { env } from '~/platform/config/env.server'
import type { DeviceCodeAnswer, DomainId } from '@member-dashboard/contract'
import {
  isTokenRevoked,
  rememberToken,
  revokeOtherTokens,
  endToken,
  tokenKey,
  wasRemembered,
} from './revocation.server'
import { currentRequest } from '~/platform/security/request-context.server'
import { sessionStore } from './shared-state.server'
import type { StoredSession } from './store.server'
import { readClaims } from './token-claims'
import { sessionEnd, sessionEndsAt, shouldTouch, storeTtlMs, type SessionEnd } from './timeouts'
import type { SignInFacts } from './token-facts.server'

/** 'temporary' while post-login routing is unfinished; 'full' once the member may open member pages. */
import type { TokenStage } from './token-rules'

export type { TokenStage }

export const SESSION_MAX_AGE_SECONDS = env.sessionAbsoluteSeconds
export const SESSION_COOKIE = '__session'

export const sessionLimits = {
  idleMs: env.sessionIdleSeconds * 1000,
  absoluteMs: env.sessionAbsoluteSeconds * 1000,
}
/** The idle clock moves at most this often (one store write per page, not one per loader). */
const TOUCH_EVERY_MS = Math.min(15_000, Math.floor(sessionLimits.idleMs / 10))

/**
 * A device verification under way (issue 51, decision 230): whose, the gateway's last answer (the
 * masked address), what went wrong asking for a code (a message to show), and with
 * NEW_DEVICE_VERIFICATION=always the sign-in waiting for the code (its token opens nothing until then).
 */
export type DeviceCodeState = {
  username: string
  domainId: DomainId
  answer: DeviceCodeAnswer | null
  problem: string | null
  pending: { token: string; redirect: string | null; returnTo: string | null } | null
}

export type SessionData = {
  token: string
  stage: TokenStage
  /** A group was chosen on /group-selection during this sign-in. */
  groupSelected: boolean
  /** Set by a staff login: prevents forwarding to the CRM afterwards (spec section 6). */
  crmPrevented: boolean
  /** The page asked for before signing in, opened once post-login routing is done (decision 097). */
  returnTo: string
  /** The brand (domain) whose host the session was made on: it opens nothing on another (decision 091). */
  domainId: DomainId
  /** The staff access (its reference) whose notice the member dismissed on home (issue 23). */
  staffAccessNoticeDismissed: string
  /** The account status forces a new password (INI, FRC): only change-password opens until it is changed. */
  passwordChangeRequired: boolean
  /** A device verification under way (/verify-device, issue 51): never a token the session opens with. */
  deviceCode: DeviceCodeState
  /** What the forced change is followed by when not /home: the CRM hand-off (issue 51). */
  afterPasswordChange: 'crmHandOff'
  /** Set on read when the stored session has just ended by itself (never stored). */
  ended: SessionEnd
  /** What the sign-in learned about the token for the first pages' calls (issue 45, token-facts.server.ts). */
  signInFacts: SignInFacts
}

const sessionCookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  sameSite: 'strict',
  secure: env.cookieSecure,
  path: '/',
  maxAge: SESSION_MAX_AGE_SECONDS,
  secrets: env.sessionSecrets,
})

/** A hash of the user behind a token (domain and subject), or null for an unreadable token. */
export function userKeyOf(data: Partial<SessionData>): string | null {
  const claims = readClaims(data.token)
  if (!claims) return null
  return createHash('sha256').update(`${claims.domainId}:${claims.sub}`).digest('base64url')
}

/**
 * Whether a session opens anything on this request's host (decision 091): it is bound to the brand
 * it was made on (stored at sign-in; for an older record, its token's domain).
 */
export function sameBrand(data: Partial<SessionData>, brandDomainId: DomainId) {
  const domainId = data.domainId ?? readClaims(data.token)?.domainId
  return domainId !== undefined && domainId === brandDomainId
}

const storable = (data: Partial<SessionData>) => {
  const { ended: _ended, ...rest } = data
  return rest as Record<string, unknown>
}

async function save(id: string, record: StoredSession) {
  const now = Date.now()
  await sessionStore().set(
    id,
    record,
    storeTtlMs(record, sessionLimits, now),
    sessionEndsAt(record, sessionLimits),
  )
}

/** A session's token is remembered for its user, so a password change can revoke it (decision 137). */
async function remember(record: StoredSession) {
  const token = record.data.token
  if (record.userKey && typeof token === 'string') await rememberToken(record.userKey, token)
}

export const sessionStorage = createSessionStorage<SessionData>({
  cookie: sessionCookie,
  async createData(data) {
    const id = randomBytes(32).toString('base64url')
    const now = Date.now()
    const userAgent = currentRequest()?.userAgent ?? null
    const record = {
      data: storable(data),
      createdAt: now,
      lastSeenAt: now,
      userKey: userKeyOf(data),
      userAgent,
    }
    await save(id, record)
    await remember(record)
    return id
  },
  async readData(id) {
    if (typeof id !== 'string' || id.length === 0) return null
    const store = sessionStore()
    const record = await store.get(id)
    if (!record) return null
    const now = Date.now()
    const ended = sessionEnd(record, sessionLimits, now)
    if (ended) {
      // A time-out ends the token too (decisions 137, 247), not only the session.
      await store.delete(id)
      await endToken(typeof record.data.token === 'string' ? record.data.token : null)
      return { ended }
    }
    // Signed out from another session (issue 23): this request is told so once.
    if (record.data.signedOutElsewhere) {
      await store.delete(id)
      return { ended: 'elsewhere' }
    }
    if (shouldTouch(record, now, TOUCH_EVERY_MS)) await save(id, { ...record, lastSeenAt: now })
    return record.data
  },
  async updateData(id, data) {
    const store = sessionStore()
    const record = await store.get(id)
    // A record deleted meanwhile (logout elsewhere, a password change) is never brought back.
    if (!record || record.data.signedOutElsewhere || sessionEnd(record, sessionLimits, Date.now())) return
    const updated = { ...record, data: storable(data), lastSeenAt: Date.now(), userKey: userKeyOf(data) }
    await save(id, updated)
    if (updated.data.token !== record.data.token) await remember(updated)
  },
  async deleteData(id) {
    if (typeof id === 'string' && id) await sessionStore().delete(id)
  },
})

/**
 * A page's loaders run side by side and each asks for the session (root, member layout, page):
 * the cookie's signature, the store read and the idle touch happen once per request (issue 25,
 * decision 185), and each caller gets its own copy (a loader that sets or reads a flash does not
 * change what another sees, as when each read the store). Only for GET and HEAD: the loaders after
 * an action get a request of their own, so they read what the action wrote.
 */
const sessionReads = new WeakMap<Request, Promise<Session<SessionData>>>()

export function getSession(request: Request): Promise<Session<SessionData>> {
  const cookie = request.headers.get('cookie')
  if (request.method !== 'GET' && request.method !== 'HEAD') return sessionStorage.getSession(cookie)
  let read = sessionReads.get(request)
  if (!read) {
    read = sessionStorage.getSession(cookie)
    sessionReads.set(request, read)
  }
  return read.then((session) => createSession({ ...session.data } as SessionData, session.id))
}

export const { commitSession, destroySession } = sessionStorage

/** Deletes the stored session (the cookie may stay in the browser: it opens nothing any more). */
export async function revokeSession(session: Session<SessionData>) {
  if (session.id) await sessionStore().delete(session.id)
}

/**
 * A new id for the same session (after a password change): the old id is deleted, and with
 * `endOtherSessions` every other session of the same user ends too. Answers the new cookie.
 */
export async function rotateSession(request: Request, options: { endOtherSessions?: boolean } = {}) {
  const old = await getSession(request)
  const fresh = await sessionStorage.getSession()
  // The password has just changed: a change it owed is paid (and what was to follow it is the
  // caller's to do, with the old session's data).
  const paid = ['ended', 'passwordChangeRequired', 'afterPasswordChange']
  for (const [key, value] of Object.entries(old.data))
    if (!paid.includes(key)) fresh.set(key as 'token', value as string)
  const cookie = await commitSession(fresh)
  await revokeSession(old)
  const userKey = userKeyOf(old.data)
  if (options.endOtherSessions && userKey) {
    const id = await sessionCookie.parse(cookie.split(';')[0])
    const kept = old.get('token') ?? null
    const others = await sessionStore().listUser(userKey)
    await sessionStore().deleteUser(userKey, typeof id === 'string' ? id : undefined)
    // Their tokens end with them (decisions 137, 247): a copy handed to another site opens nothing,
    // and the gateway is told; a token of theirs that ended before is still listed as revoked.
    for (const { record } of others)
      if (typeof record.data.token === 'string' && record.data.token !== kept)
        await endToken(record.data.token)
    await revokeOtherTokens(userKey, kept)
  }
  return cookie
}

export type SessionStatus = { signedIn: false } | { signedIn: true; endsAt: number; idleEndsAt: number }

/**
 * The session's times without moving the idle clock (for the idle warning's check); with
 * `touch`, the member chose 'Stay signed in': the idle clock starts again now.
 */
export async function sessionStatus(
  request: Request,
  options: { touch?: boolean } = {},
): Promise<SessionStatus> {
  const id = await sessionCookie.parse(request.headers.get('cookie'))
  if (typeof id !== 'string' || !id) return { signedIn: false }
  const store = sessionStore()
  let record = await store.get(id)
  const now = Date.now()
  if (!record || typeof record.data.token !== 'string' || sessionEnd(record, sessionLimits, now))
    return { signedIn: false }
  if (await isTokenRevoked(record.data.token)) return { signedIn: false }
  if (!sameBrand(record.data as Partial<SessionData>, brandForRequest(request).domainId))
    return { signedIn: false }
  if (options.touch) {
    record = { ...record, lastSeenAt: now }
    await save(id, record)
  }
  return {
    signedIn: true,
    endsAt: sessionEndsAt(record, sessionLimits),
    idleEndsAt: record.lastSeenAt + sessionLimits.idleMs,
  }
}

/** How many ended sessions one sweep takes at most (the next sweep takes the rest). */
const SWEEP_MAX = 200
/** How often the sweep runs: a quarter of the idle time-out, between 1 and 30 seconds. */
export const SWEEP_EVERY_MS = Math.min(30_000, Math.max(1_000, Math.floor(sessionLimits.idleMs / 4)))
let sweeping: Promise<number> | null = null

/**
 * Every end of a session ends its token at that moment (decision 215): the sessions that ended by
 * themselves (idle or absolute time-out) since the last sweep give up their tokens, which are
 * revoked (the dashboard's list, and the gateway told with `POST auth/revoke`), so a copy handed
 * to another site opens nothing even if the browser never comes back. Each session is taken by
 * one sweep only (one instance, with Redis). Answers how many tokens it revoked.
 */
export function sweepEndedSessions(now = Date.now()): Promise<number> {
  sweeping ??= (async () => {
    const ended = await sessionStore().sweepEnded(now, SWEEP_MAX, (record) =>
      sessionEndsAt(record, sessionLimits),
    )
    for (const record of ended) {
      const token = typeof record.data.token === 'string' ? record.data.token : null
      // One that fails (Redis down) does not keep the others from being revoked; /sso-landing
      // still refuses it (`tokenSessionEnded`), and the gateway's own expiry ends it.
      await endToken(token).catch(() => {})
    }
    return ended.length
  })().finally(() => {
    sweeping = null
  })
  return sweeping
}

/**
 * Whether a token's dashboard session has ended (decision 215): a session of its user was made
 * with it, and no live session holds it any more. For /sso-landing, which refuses such a token
 * even before the sweep has revoked it. A token no session was made with (one another site got
 * from the gateway itself) has not ended here.
 */
export async function tokenSessionEnded(token: string): Promise<boolean> {
  const userKey = userKeyOf({ token })
  if (!userKey || !(await wasRemembered(userKey, token))) return false
  const key = tokenKey(token)
  const now = Date.now()
  const live = (await sessionStore().listUser(userKey)).some(
    ({ record }) =>
      typeof record.data.token === 'string' &&
      tokenKey(record.data.token) === key &&
      !sessionEnd(record, sessionLimits, now),
  )
  return !live
}

// Created at start-up, so this instance listens for cache invalidations from its first request.
sessionStore()
// The sweep of ended sessions (not in tests: they call sweepEndedSessions themselves).
if (env.nodeEnv !== 'test') {
  const sweep = setInterval(() => void sweepEndedSessions().catch(() => {}), SWEEP_EVERY_MS)
  sweep.unref()
}
