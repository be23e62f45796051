/**
 * Session lifetime rules (spec section 9 "2 hours"; HIPAA automatic logoff; WCAG 2.2.1 timing
 * adjustable): an absolute end counted from sign-in and an idle end counted from the last request.
 * Pure: no I/O, times in milliseconds.
 */
import { message } from '~/platform/i18n/message'

export type SessionTimes = { createdAt: number; lastSeenAt: number }
export type SessionLimits = { idleMs: number; absoluteMs: number }
/** How a session ended by itself, or 'elsewhere': the member signed it out from another session. */
export type SessionEnd = 'idle' | 'absolute' | 'elsewhere'

/** Why a stored session may no longer be used at `now`, or null while it is live. */
export function sessionEnd(
  times: SessionTimes,
  limits: SessionLimits,
  now: number,
): Exclude<SessionEnd, 'elsewhere'> | null {
  if (now - times.createdAt >= limits.absoluteMs) return 'absolute'
  if (now - times.lastSeenAt >= limits.idleMs) return 'idle'
  return null
}

/** The moment the session ends unless the member does something: the earlier of the two ends. */
export function sessionEndsAt(times: SessionTimes, limits: SessionLimits) {
  return Math.min(times.createdAt + limits.absoluteMs, times.lastSeenAt + limits.idleMs)
}

/**
 * Whether a request should move `lastSeenAt` forward. Writes are spaced by `touchEveryMs` so a
 * page with several loaders writes the store at most once; the idle end is then counted from at
 * most that much earlier than the real last request.
 */
export function shouldTouch(times: SessionTimes, now: number, touchEveryMs: number) {
  return now - times.lastSeenAt >= touchEveryMs
}

/**
 * How long the store keeps a record: until its absolute end (an idle end is checked on read), and
 * a little longer, so the next request can still tell the member why the session ended.
 */
export const ENDED_GRACE_MS = 10 * 60_000

export function storeTtlMs(times: SessionTimes, limits: SessionLimits, now: number) {
  return Math.max(1, times.createdAt + limits.absoluteMs + ENDED_GRACE_MS - now)
}

/**
 * The message /login shows after a session ended by itself or was signed out from another
 * session: a `common:signedOut` message (decision 225), translated by the root loader.
 */
export function signedOutMessage(reason: SessionEnd, limits: SessionLimits) {
  if (reason === 'elsewhere') return message('common:signedOut.elsewhere')
  const ms = reason === 'idle' ? limits.idleMs : limits.absoluteMs
  return message(`common:signedOut.${reason}`, { duration: durationMessage(ms) })
}

/** A session limit in words ('15 minutes', '2 hours'), a `common:signedOut.duration` message. */
function durationMessage(ms: number) {
  const minutes = Math.round(ms / 60_000)
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60
    return hours === 1
      ? message('common:signedOut.duration.hour')
      : message('common:signedOut.duration.hours', { n: hours })
  }
  if (minutes >= 1)
    return minutes === 1
      ? message('common:signedOut.duration.minute')
      : message('common:signedOut.duration.minutes', { n: minutes })
  const seconds = Math.round(ms / 1000)
  return seconds === 1
    ? message('common:signedOut.duration.second')
    : message('common:signedOut.duration.seconds', { n: seconds })
}
