/**
 * The member's own sessions (issue 23, decision 161): every live session of the signed-in user,
 * read from the session store's per-user index (file or Redis, so every instance sees the same),
 * and signing them out. Only sessions of the user behind the current session's token are ever
 * listed or ended: the user key is derived from that token on the server, never from the form.
 * A session is named to the browser by a reference derived from its store key (a hash of a hash of
 * its id): it opens nothing.
 */
import { createHash } from 'node:crypto'
import type { Session } from '@remix-run/node'
import { endToken } from './revocation.server'
import { sessionStore } from './shared-state.server'
import { sessionLimits, userKeyOf, type SessionData } from './session.server'
import { hashId, type StoredSession, type UserSession } from './store.server'
import { sessionEnd } from './timeouts'

export type MemberSession = {
  reference: string
  createdAt: number
  lastSeenAt: number
  userAgent: string | null
  /** The session of this request ('This device'). */
  current: boolean
}

const referenceOf = (key: string) =>
  createHash('sha256').update(`session-reference:${key}`).digest('base64url').slice(0, 22)

async function ownSessions(session: Session<SessionData>): Promise<UserSession[]> {
  const userKey = userKeyOf(session.data)
  if (!userKey) return []
  const now = Date.now()
  return (await sessionStore().listUser(userKey)).filter(
    ({ record }) => Boolean(record.data.token) && !sessionEnd(record, sessionLimits, now),
  )
}

/** Every live session of the signed-in user, this one first, then the most recently active. */
export async function listMemberSessions(session: Session<SessionData>): Promise<MemberSession[]> {
  const currentKey = session.id ? hashId(session.id) : null
  return (await ownSessions(session))
    .map(({ key, record }) => ({
      reference: referenceOf(key),
      createdAt: record.createdAt,
      lastSeenAt: record.lastSeenAt,
      userAgent: record.userAgent ?? null,
      current: key === currentKey,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt)
}

/**
 * The one place where sessions signed out from the account activity page are let go of beyond
 * the session store (which has already ended them for every instance): their cached gateway
 * answers are dropped and their tokens revoked (decision 137: the dashboard's list, and the
 * gateway's `POST auth/revoke` where it has the call).
 */
async function releaseEndedSessions(records: StoredSession[]) {
  for (const record of records) {
    const token = typeof record.data.token === 'string' ? record.data.token : null
    await endToken(token)
  }
}

async function signOut(ending: UserSession[]) {
  await sessionStore().endElsewhere(ending.map(({ key }) => key))
  await releaseEndedSessions(ending.map(({ record }) => record))
  return ending.length
}

/**
 * Signs out one of the user's other sessions by its reference; answers how many ended (0 when
 * the reference names no other live session of this user, e.g. one already ended).
 */
export async function signOutMemberSession(session: Session<SessionData>, reference: string) {
  const currentKey = session.id ? hashId(session.id) : null
  const own = await ownSessions(session)
  return signOut(own.filter(({ key }) => key !== currentKey && referenceOf(key) === reference))
}

/** Signs out every session of the user but this one; answers how many ended. */
export async function signOutOtherMemberSessions(session: Session<SessionData>) {
  const currentKey = session.id ? hashId(session.id) : null
  return signOut((await ownSessions(session)).filter(({ key }) => key !== currentKey))
}
