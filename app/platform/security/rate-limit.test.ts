import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../../tests/schema'
import { limitMessage, limitPolicies, limitReached, waitMessage } from './rate-limit'

const MINUTE = 60_000

describe('limitReached', () => {
  const rules = limitPolicies.recovery.rules
  it('is reached when a counter is spent and not yet reset, with the longest wait', () => {
    const now = 1_000_000
    const counters = [
      { count: 3, resetAt: now + 10 * MINUTE },
      { count: 10, resetAt: now + 5 * MINUTE },
    ]
    expect(limitReached(rules, counters, now)).toEqual({ rule: rules[0], retryAfterSeconds: 600 })
    expect(limitReached(rules, [{ count: 2, resetAt: now + MINUTE }, null], now)).toBeNull()
    expect(limitReached(rules, [{ count: 9, resetAt: now - 1 }, null], now)).toBeNull()
  })
})

describe('limitMessage', () => {
  it('says how long to wait', () => {
    expect(inEnglish(limitMessage('recovery', 30))).toBe(
      'Too many requests. Please wait 30 seconds before trying again.',
    )
    expect(inEnglish(limitMessage('login-as', 600))).toContain('wait 10 minutes')
  })
  it('words a wait in seconds, minutes or hours', () => {
    expect(inEnglish(waitMessage(1))).toBe('1 second')
    expect(inEnglish(waitMessage(45))).toBe('45 seconds')
    expect(inEnglish(waitMessage(601))).toBe('11 minutes')
    expect(inEnglish(waitMessage(20 * 3600))).toBe('20 hours')
  })
  it("the sign-in refusals' wait: the same words from their own section", () => {
    for (const seconds of [1, 45, 601, 20 * 3600])
      expect(inEnglish(waitMessage(seconds, 'sign-in:errors.wait'))).toBe(inEnglish(waitMessage(seconds)))
  })
})
