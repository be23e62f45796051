/**
 * Attempt limits for the sign-in doors (decision 074), as pure rules. The gateway locks an
 * account after 5 wrong passwords in a row and forgets them only on a success: the limits stop
 * one client (an address) after 3 failures for a username within a day, and any number of clients
 * after 4 failures for a username within 15 minutes, so an outsider cannot spend the owner's
 * attempts; an address is also stopped after 20 failed logins of any usernames in 15 minutes.
 * Recovery counts every attempt (each may send an e-mail). Pure: no I/O.
 */
export type LimitedAction = 'login' | 'login-as' | 'recovery' | 'registration'
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
const DAY = 24 * 60 * MINUTE

export const limitPolicies: Record<LimitedAction, LimitPolicy> = {
  login: {
    counts: 'failures',
    reserve: true,
    rules: [
      { scope: 'address+subject', max: 3, windowMs: DAY },
      { scope: 'subject', max: 4, windowMs: 15 * MINUTE },
      { scope: 'address', max: 20, windowMs: 15 * MINUTE },
    ],
  },
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

function describeWait(seconds: number) {
  if (seconds >= 2 * 3600) return `${Math.ceil(seconds / 3600)} hours`
  if (seconds > 60) return `${Math.ceil(seconds / 60)} minutes`
  return seconds <= 1 ? '1 second' : `${seconds} seconds`
}

/** The member's message when a limit is reached (shown on the form, with a 429 and Retry-After). */
export function limitMessage(action: LimitedAction, retryAfterSeconds: number) {
  const wait = describeWait(retryAfterSeconds)
  if (action === 'login') {
    return `Too many sign-in attempts. To protect your account, please wait ${wait} before trying again, or select Forgot password.`
  }
  if (action === 'login-as')
    return `Too many searches that found no member. Please wait ${wait} before trying again.`
  if (action === 'recovery') return `Too many requests. Please wait ${wait} before trying again.`
  return `Too many attempts. Please wait ${wait} before trying again.`
}
