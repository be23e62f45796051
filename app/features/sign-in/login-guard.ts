/**
 * The login's attempt rules (decisions 135 and 216), pure. The gateway locks an account after 5
 * wrong passwords and forgets them only on a success (or a password reset). A browser that signed
 * in as a username before (it holds the device cookie for it) is trusted for that username: it
 * sees the spec's flow exactly. The dashboard keeps, per username, what the gateway has left (as
 * its answers say), the calls under way, and the last count a trusted browser was shown; untrusted
 * clients may spend only what lies above the owner's reserve, so nobody else can lock the member
 * out. An address failing on many different usernames (spraying) waits.
 */
import { message } from '~/platform/i18n/message'
import { waitMessage } from '~/platform/security/rate-limit'

/** Spraying: an address may fail on at most this many different usernames in the window. */
export const SPRAY_RULE = { maxUsernames: 10, windowMs: 15 * 60_000 } as const

/**
 * Untrusted clients have spent their share: only what lifts it (decision 216; a password reset
 * does not, as the dashboard does not see it), and the phone for help.
 */
export function untrustedShareSpentMessage(phone: string) {
  return message('sign-in:errors.shareSpent', { phone })
}

/** An address that failed on many different usernames: what happened and when to try again. */
export function sprayMessage(retryAfterSeconds: number) {
  return message('sign-in:errors.spray', { wait: waitMessage(retryAfterSeconds, 'sign-in:errors.wait') })
}

/** The gateway's login attempts (spec: lee has 5): what it has left while nothing else is known. */
const GATEWAY_LOGIN_ATTEMPTS = 5

/** What the dashboard knows of one username's attempts at the gateway (decision 216). */
export type AttemptRecord = {
  /** The gateway's remaining count as last learned; null: nothing learned (GATEWAY_LOGIN_ATTEMPTS). */
  left: number | null
  /** Login calls under way: each may yet be a failure. */
  pending: number
  /** The last count a trusted browser was shown since the last sign-in; null: none. */
  promised: number | null
}

/** What the owner always keeps: the attempts untrusted clients may never spend (default 5 - 3 = 2). */
export function ownerReserve(untrustedShare: number) {
  return GATEWAY_LOGIN_ATTEMPTS - untrustedShare
}

/**
 * How many attempts untrusted clients may still spend: what the gateway has left, less the calls
 * under way, above the floor. The floor is the owner's reserve, or the count a trusted browser was
 * last shown when that is higher: a member told '3 attempt(s) remaining' still has 3.
 */
export function untrustedAllowance(record: AttemptRecord | null, reserve: number) {
  if (!record) return GATEWAY_LOGIN_ATTEMPTS - reserve
  const left = record.left ?? GATEWAY_LOGIN_ATTEMPTS
  const floor = Math.max(reserve, record.promised ?? 0)
  return Math.max(0, left - record.pending - floor)
}

/**
 * Why an untrusted client is refused (issue 51, 'locked says locked'): 'locked' when the gateway
 * has nothing left (its last answer was the lock, or its count reached 0: status DLG), which no
 * device and no code lifts; else 'device', the device block a known device or a code lifts.
 */
export type UntrustedRefusal = 'locked' | 'device'
export function untrustedRefusal(record: AttemptRecord | null): UntrustedRefusal {
  return record?.left === 0 ? 'locked' : 'device'
}

/**
 * Before the call: a trusted browser always tries; an untrusted client only while the allowance
 * is above 0. An allowed call is counted as under way in the same step.
 */
export function reserveAttempt(
  record: AttemptRecord | null,
  reserve: number,
  trusted: boolean,
):
  | { allowed: true; record: AttemptRecord }
  | { allowed: false; refusal: UntrustedRefusal; record: AttemptRecord | null } {
  if (!trusted && untrustedAllowance(record, reserve) <= 0)
    return { allowed: false, refusal: untrustedRefusal(record), record }
  const before = record ?? { left: null, pending: 0, promised: null }
  return { allowed: true, record: { ...before, pending: before.pending + 1 } }
}

/**
 * How a login call ended, for the count:
 * - `remaining`: the gateway said what it has left (its refusal's count; 0 for the lock);
 * - `counted`: the gateway may have counted a failure without saying how many are left (a refusal
 *   without a count, a time-out, a call cut in transit, an answer it could not send whole);
 * - `released`: the call did not count (the gateway was not reached, or answered that it failed).
 */
export type AttemptOutcome =
  { kind: 'remaining'; remaining: number } | { kind: 'counted' } | { kind: 'released' }

/**
 * A failed call's outcome from what the dashboard saw: the status (408 time-out, 502 an answer cut
 * or off contract, 503 not reached...), the gateway's error body (null: none), and for a call that
 * got no answer whether it was sent at all.
 */
export function attemptOutcome(failure: {
  status: number
  body: { errorType?: string; errorData?: { attemptsRemaining?: number } } | null
  unanswered: 'not-sent' | 'cut' | null
}): AttemptOutcome {
  const { status, body, unanswered } = failure
  if (body?.errorType === 'ACCOUNT_LOCKED') return { kind: 'remaining', remaining: 0 }
  const remaining = body?.errorData?.attemptsRemaining
  if (body?.errorType === 'LOGIN_ATTEMPTS_REMAINING' && remaining !== undefined && remaining >= 0)
    return { kind: 'remaining', remaining }
  // Never sent, or the gateway answered that it failed (500, 503): nothing was counted.
  if (unanswered === 'not-sent') return { kind: 'released' }
  if (unanswered === null && (status === 500 || status === 503)) return { kind: 'released' }
  // Any other refusal, a time-out (408), an answer cut or off contract (502), a proxy that gave up
  // waiting (504), a connection cut in transit: the gateway may have counted it.
  return { kind: 'counted' }
}

/**
 * After the call: the gateway's count replaces what was known (it has the last word, also after
 * a call counted as a failure); a call that may have counted takes one off; a released call only
 * ends. A count shown to a trusted browser becomes the owner's floor until the next sign-in.
 */
export function settleAttempt(
  record: AttemptRecord | null,
  outcome: AttemptOutcome,
  trusted: boolean,
): AttemptRecord {
  const before = record ?? { left: null, pending: 1, promised: null }
  const pending = Math.max(0, before.pending - 1)
  if (outcome.kind === 'released') return { ...before, pending }
  if (outcome.kind === 'counted')
    return { ...before, pending, left: Math.max(0, (before.left ?? GATEWAY_LOGIN_ATTEMPTS) - 1) }
  const promised = trusted && outcome.remaining > 0 ? outcome.remaining : before.promised
  return { left: outcome.remaining, pending, promised }
}

/**
 * What this client can really still try after a failure: the gateway's count, or for an untrusted
 * client the smaller of that and what is left of the untrusted share (null: trusted).
 */
export function attemptsLeftForClient(gatewayRemaining: number, shareLeft: number | null) {
  return shareLeft === null ? gatewayRemaining : Math.max(0, Math.min(gatewayRemaining, shareLeft))
}

/** The subject the gateway reads: each ':'-part trimmed, lower-cased ('1: ISO-21 ' is '1:iso-21'). */
export function loginSubject(domainId: number, username: string) {
  return `${domainId}:${username.trim().toLowerCase()}`.slice(0, 200)
}
