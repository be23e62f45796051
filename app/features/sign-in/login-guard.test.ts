import { describe, expect, it } from 'vitest'
import { loginErrorMessage, loginAttemptsRemainingMessage } from './login-errors'
import {
  attemptOutcome,
  attemptsLeftForClient,
  loginSubject,
  ownerReserve,
  reserveAttempt,
  untrustedRefusal,
  settleAttempt,
  sprayMessage,
  untrustedAllowance,
  untrustedShareSpentMessage,
  type AttemptRecord,
} from './login-guard'
import { inEnglish } from '../../../tests/schema'

const SPENT = untrustedShareSpentMessage('1-888-555-0110')

const attempts = (attemptsRemaining: number) => ({
  errorType: 'LOGIN_ATTEMPTS_REMAINING',
  errorData: { attemptsRemaining },
})

describe('attemptsLeftForClient: what this client can really still try', () => {
  it('a trusted device: the gateway count', () => {
    expect(attemptsLeftForClient(4, null)).toBe(4)
  })
  it('an untrusted client: the smaller of the gateway count and its share', () => {
    expect(attemptsLeftForClient(4, 2)).toBe(2)
    expect(attemptsLeftForClient(1, 2)).toBe(1)
    expect(attemptsLeftForClient(3, -1)).toBe(0)
  })
})

describe('loginErrorMessage with a share', () => {
  const untrusted = (shareLeft: number) => ({ shareLeft, spentMessage: SPENT })
  it('shows the truthful count', () => {
    expect(loginErrorMessage(attempts(4), untrusted(2))).toBe(loginAttemptsRemainingMessage(2))
    expect(loginErrorMessage(attempts(4))).toBe(loginAttemptsRemainingMessage(4))
  })
  it('an untrusted client that spent its share is told what works, with the phone', () => {
    expect(loginErrorMessage(attempts(2), untrusted(0))).toBe(SPENT)
    expect(inEnglish(SPENT)).toBe(
      'For your security, this account cannot be signed in to from this device right now. Log in on a device you have signed in on before, or have a code sent to the e-mail address on file: either lifts this block. For help, call Customer Service at 1-888-555-0110.',
    )
  })
  it('the gateway at 0 keeps its own words', () => {
    expect(loginErrorMessage(attempts(0), untrusted(0))).toBe(loginAttemptsRemainingMessage(0))
  })
})

/** The reserve rule (decision 216), rule by rule. */
describe('untrustedAllowance: what untrusted clients may still spend', () => {
  const reserve = ownerReserve(3)
  const record = (left: number | null, pending = 0, promised: number | null = null): AttemptRecord => ({
    left,
    pending,
    promised,
  })
  it('the reserve is what UNTRUSTED_LOGIN_ATTEMPTS leaves of the gateway 5: 2 by default', () => {
    expect(ownerReserve(3)).toBe(2)
    expect(ownerReserve(1)).toBe(4)
    expect(ownerReserve(4)).toBe(1)
  })
  it('nothing known: the share (5 - reserve)', () => {
    expect(untrustedAllowance(null, reserve)).toBe(3)
    expect(untrustedAllowance(record(null), reserve)).toBe(3)
  })
  it("counts what the gateway has left, not only untrusted failures: the owner's typos count", () => {
    expect(untrustedAllowance(record(4), reserve)).toBe(2)
    expect(untrustedAllowance(record(3), reserve)).toBe(1)
    expect(untrustedAllowance(record(2), reserve)).toBe(0)
    expect(untrustedAllowance(record(1), reserve)).toBe(0)
  })
  it('calls under way count as failures until they end', () => {
    expect(untrustedAllowance(record(5, 2), reserve)).toBe(1)
    expect(untrustedAllowance(record(5, 3), reserve)).toBe(0)
  })
  it('a count shown to a trusted browser is kept for the owner: strangers leave what she was shown', () => {
    expect(untrustedAllowance(record(4, 0, 4), reserve)).toBe(0)
    expect(untrustedAllowance(record(3, 0, 3), reserve)).toBe(0)
    // Below the reserve a shown count changes nothing: the reserve holds anyway.
    expect(untrustedAllowance(record(5, 0, 1), reserve)).toBe(3)
  })
})

describe('reserveAttempt: before the call', () => {
  it('an untrusted client is let through only with an allowance, counted as under way', () => {
    expect(reserveAttempt(null, 2, false)).toEqual({
      allowed: true,
      record: { left: null, pending: 1, promised: null },
    })
    const full = { left: 2, pending: 0, promised: null }
    expect(reserveAttempt(full, 2, false)).toEqual({ allowed: false, refusal: 'device', record: full })
  })
  // Issue 51: quinn (DLG) got the device text on her second new browser; a known device does not
  // lift a lock.
  it('an untrusted client refused where the gateway has nothing left is told the account is locked', () => {
    const locked = { left: 0, pending: 0, promised: null }
    expect(reserveAttempt(locked, 2, false)).toEqual({ allowed: false, refusal: 'locked', record: locked })
  })
  it('a trusted browser always tries (the spec flow), its call counted as under way too', () => {
    expect(reserveAttempt({ left: 1, pending: 0, promised: 1 }, 2, true)).toEqual({
      allowed: true,
      record: { left: 1, pending: 1, promised: 1 },
    })
  })
})

describe('untrustedRefusal: locked says locked', () => {
  it("is 'locked' once the gateway's count is 0, whether its lock or its count said so", () => {
    expect(untrustedRefusal(settleAttempt(null, { kind: 'remaining', remaining: 0 }, false))).toBe('locked')
  })
  it("is 'device' while the gateway has attempts left, whatever the reserve", () => {
    expect(untrustedRefusal({ left: 2, pending: 0, promised: null })).toBe('device')
    expect(untrustedRefusal({ left: 1, pending: 0, promised: 1 })).toBe('device')
    expect(untrustedRefusal(null)).toBe('device')
  })
  it('quinn on three new browsers: the first learns the lock from the gateway, the next two are told it', () => {
    const reserve = ownerReserve(3)
    const first = reserveAttempt(null, reserve, false)
    expect(first.allowed).toBe(true)
    let record: AttemptRecord | null = settleAttempt(first.record, { kind: 'remaining', remaining: 0 }, false)
    const refusals = [2, 3].map(() => {
      const step = reserveAttempt(record, reserve, false)
      record = step.record
      return step.allowed ? 'allowed' : step.refusal
    })
    expect(refusals).toEqual(['locked', 'locked'])
  })
})

describe('attemptOutcome: what a failed call tells the count', () => {
  const failure = (status: number, body: object | null, unanswered: 'not-sent' | 'cut' | null = null) =>
    attemptOutcome({ status, body, unanswered })
  it("the gateway's count, and 0 for its lock", () => {
    expect(failure(401, attempts(3))).toEqual({ kind: 'remaining', remaining: 3 })
    expect(failure(401, { errorType: 'ACCOUNT_LOCKED' })).toEqual({ kind: 'remaining', remaining: 0 })
  })
  it('a time-out, a cut connection, an answer cut or off contract, a proxy that gave up: counted', () => {
    expect(failure(408, null)).toEqual({ kind: 'counted' })
    expect(failure(503, null, 'cut')).toEqual({ kind: 'counted' })
    expect(failure(502, null)).toEqual({ kind: 'counted' })
    expect(failure(504, null)).toEqual({ kind: 'counted' })
  })
  it('a refusal without a count (unknown username) is counted, as for an existing one', () => {
    expect(failure(401, { errorType: 'BAD_CREDENTIALS' })).toEqual({ kind: 'counted' })
  })
  it('never sent, or the gateway answering that it failed: released', () => {
    expect(failure(503, null, 'not-sent')).toEqual({ kind: 'released' })
    expect(failure(503, null)).toEqual({ kind: 'released' })
    expect(failure(500, { message: 'oops' })).toEqual({ kind: 'released' })
  })
})

describe('settleAttempt: after the call', () => {
  it("the gateway's count replaces what was known, also after calls counted as failures", () => {
    expect(
      settleAttempt({ left: 2, pending: 1, promised: null }, { kind: 'remaining', remaining: 4 }, false),
    ).toEqual({
      left: 4,
      pending: 0,
      promised: null,
    })
  })
  it('a time-out takes one off what was known; nothing known starts from 5', () => {
    expect(settleAttempt({ left: null, pending: 1, promised: null }, { kind: 'counted' }, false)).toEqual({
      left: 4,
      pending: 0,
      promised: null,
    })
    expect(settleAttempt({ left: 0, pending: 1, promised: null }, { kind: 'counted' }, false).left).toBe(0)
  })
  it('a released call only ends', () => {
    expect(settleAttempt({ left: 3, pending: 2, promised: null }, { kind: 'released' }, false)).toEqual({
      left: 3,
      pending: 1,
      promised: null,
    })
  })
  it('a count shown to a trusted browser becomes the promise; an untrusted one does not', () => {
    const before = { left: 5, pending: 1, promised: null }
    expect(settleAttempt(before, { kind: 'remaining', remaining: 4 }, true).promised).toBe(4)
    expect(settleAttempt(before, { kind: 'remaining', remaining: 4 }, false).promised).toBeNull()
  })
  it('a record cleared meanwhile (a sign-in) ends the call without going below 0', () => {
    expect(settleAttempt(null, { kind: 'released' }, false)).toEqual({
      left: null,
      pending: 0,
      promised: null,
    })
  })
})

describe('replays of issue 42 on the rule', () => {
  const reserve = ownerReserve(3)
  /** Runs one call to its end: allowed or refused, and the record after. */
  function call(
    record: AttemptRecord | null,
    trusted: boolean,
    outcome: Parameters<typeof settleAttempt>[1],
  ) {
    const step = reserveAttempt(record, reserve, trusted)
    if (!step.allowed) return { allowed: false, record }
    return { allowed: true, record: settleAttempt(step.record, outcome, trusted) }
  }
  it("the owner's two typos, then three strangers: none gets through, the owner keeps 3", () => {
    let record: AttemptRecord | null = null
    record = call(record, true, { kind: 'remaining', remaining: 4 }).record
    record = call(record, true, { kind: 'remaining', remaining: 3 }).record
    const strangers = [1, 2, 3].map(() => call(record, false, { kind: 'remaining', remaining: 2 }).allowed)
    expect(strangers).toEqual([false, false, false])
    expect(record?.left).toBe(3)
  })
  it('six time-outs from untrusted clients: three reach the gateway, the owner keeps 2', () => {
    let record: AttemptRecord | null = null
    const allowed = []
    for (let i = 0; i < 6; i += 1) {
      const next = call(record, false, { kind: 'counted' })
      allowed.push(next.allowed)
      record = next.record
    }
    expect(allowed).toEqual([true, true, true, false, false, false])
    expect(record?.left).toBe(2)
  })
})

describe('sprayMessage and loginSubject', () => {
  it('says what happened and when to try again', () => {
    expect(inEnglish(sprayMessage(840))).toBe(
      'Sign-in failed for many different usernames from your network. Please wait 14 minutes before trying again.',
    )
  })
  it('reads the username as the gateway does', () => {
    expect(loginSubject(1, ' LEE ')).toBe(loginSubject(1, 'lee'))
    expect(loginSubject(2, 'lee')).not.toBe(loginSubject(1, 'lee'))
  })
})
