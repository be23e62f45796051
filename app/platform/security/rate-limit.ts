/**
 * Attempt limits for the sign-in doors (decision 074), as pure rules: login-as, recovery (every
 * attempt counts: each may send an e-mail), registration and the current password on change-password. The login has its own rules, with
 * device trust (decision 135, `app/features/sign-in/login-guard.ts`). Pure: no I/O.
 */
import { message } from '~/platform/i18n/message'

export type LimitedAction =
  'login-as' | 'recovery' | 'registration' | 'current-password' | 'device-code' | 'device-code-verify'
/** What a rule counts by: the client address, the subject (username...), or both together. */
export type LimitScope = 'address' | 'subject' | 'address+subject'
export type LimitRule = { scope: LimitScope; max: number; windowMs: number }
export type LimitPolicy = {
  rules: LimitRule[]
  /** 'failures': only refused attempts count (a success clears the subject's counts); 'attempts': all. */
  counts: 'failures' | 'attempts'
  /**
   * Count each attempt before the gateway call, atomically with the check (taken back on a
   * success): concurrent attempts cannot all pass the check. The caller must call `failed()` or
   * `succeeded()` on every path. For the doors where a burst costs the member (lock-out, mails).
   */
  reserve?: boolean
}

const MINUTE = 60_000

export const limitPolicies: Record<LimitedAction, LimitPolicy> = {
  // Staff searching for members: the subject is the staff user.
  'login-as': {
    counts: 'failures',
    rules: [
      { scope: 'subject', max: 30, windowMs: 15 * MINUTE },
      { scope: 'address', max: 60, windowMs: 15 * MINUTE },
    ],
  },
  recovery: {
    counts: 'attempts',
    reserve: true,
    rules: [
      { scope: 'subject', max: 3, windowMs: 15 * MINUTE },
      { scope: 'address', max: 10, windowMs: 15 * MINUTE },
    ],
  },
  // Change password: wrong current passwords per signed-in user (the gateway does not count them).
  'current-password': {
    counts: 'failures',
    reserve: true,
    rules: [{ scope: 'subject', max: 5, windowMs: 15 * MINUTE }],
  },
  // A code to the e-mail on file (issue 51): every request counts, as recovery's (each may send
  // a mail; the gateway also sends at most 3 per account in 15 minutes, across restarts).
  'device-code': {
    counts: 'attempts',
    reserve: true,
    rules: [
      { scope: 'subject', max: 3, windowMs: 15 * MINUTE },
      { scope: 'address', max: 10, windowMs: 15 * MINUTE },
    ],
  },
  // Wrong codes, limited like sign-ins: per username and per address, on top of the gateway's
  // 5 tries per code (with REDIS_URL, every instance counts together).
  'device-code-verify': {
    counts: 'failures',
    reserve: true,
    rules: [
      { scope: 'subject', max: 10, windowMs: 15 * MINUTE },
      { scope: 'address', max: 20, windowMs: 15 * MINUTE },
    ],
  },
  registration: {
    counts: 'failures',
    rules: [
      { scope: 'subject', max: 5, windowMs: 15 * MINUTE },
      { scope: 'address', max: 10, windowMs: 15 * MINUTE },
    ],
  },
}

export type Counter = { count: number; resetAt: number }

/** The first rule whose counter is spent, with the seconds until it resets; null when none is. */
export function limitReached(
  rules: LimitRule[],
  counters: (Counter | null)[],
  now: number,
): { rule: LimitRule; retryAfterSeconds: number } | null {
  let worst: { rule: LimitRule; retryAfterSeconds: number } | null = null
  rules.forEach((rule, i) => {
    const counter = counters[i]
    if (!counter || counter.resetAt <= now || counter.count < rule.max) return
    const retryAfterSeconds = Math.max(1, Math.ceil((counter.resetAt - now) / 1000))
    if (!worst || retryAfterSeconds > worst.retryAfterSeconds) worst = { rule, retryAfterSeconds }
  })
  return worst
}

/**
 * A wait in words ('1 second', '45 seconds', '10 minutes', '24 hours') as a message (decision
 * 225) of a catalogue's `wait` section: the `validation`
 * catalogue's `limits.wait` unless another is given (the sign-in refusals' `sign-in:errors.wait`).
 */
export function waitMessage(
  seconds: number,
  section: 'validation:limits.wait' | 'sign-in:errors.wait' = 'validation:limits.wait',
) {
  if (seconds >= 2 * 3600) return message(`${section}.hours`, { n: Math.ceil(seconds / 3600) })
  if (seconds > 60) return message(`${section}.minutes`, { n: Math.ceil(seconds / 60) })
  return seconds <= 1 ? message(`${section}.second`) : message(`${section}.seconds`, { n: seconds })
}

/**
 * The member's message when a limit is reached (shown on the form, with a 429 and Retry-After), as
 * the `validation` catalogue's key and values: the page writes it in the member's language.
 */
export function limitMessage(action: LimitedAction, retryAfterSeconds: number) {
  const key =
    action === 'login-as'
      ? 'tooManySearches'
      : action === 'recovery' || action === 'device-code'
        ? 'tooManyRequests'
        : 'tooManyAttempts'
  return message(`validation:limits.${key}`, { wait: waitMessage(retryAfterSeconds) })
}
