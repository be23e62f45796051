import { describe, expect, it } from 'vitest'
import { limitMessage, limitPolicies, limitReached } from './rate-limit'

const MINUTE = 60_000

describe('login limits against the gateway lock-out (5 wrong passwords)', () => {
  const rules = limitPolicies.login.rules
  it('one address stops a username after 3 failures, any addresses after 4: never 5', () => {
    const perAddressAndUser = rules.find((r) => r.scope === 'address+subject')!
    const perUser = rules.find((r) => r.scope === 'subject')!
    expect(perAddressAndUser.max).toBeLessThanOrEqual(3)
    expect(perUser.max).toBeLessThan(5)
    expect(limitPolicies.login.counts).toBe('failures')
  })
  it('is reached when a counter is spent and not yet reset, with the longest wait', () => {
    const now = 1_000_000
    const counters = [
      { count: 3, resetAt: now + 60 * MINUTE },
      { count: 4, resetAt: now + 5 * MINUTE },
      { count: 1, resetAt: now + MINUTE },
    ]
    expect(limitReached(rules, counters, now)).toEqual({ rule: rules[0], retryAfterSeconds: 3600 })
    expect(limitReached(rules, [{ count: 2, resetAt: now + MINUTE }, null, null], now)).toBeNull()
    expect(limitReached(rules, [{ count: 9, resetAt: now - 1 }, null, null], now)).toBeNull()
  })
})

describe('limitMessage', () => {
  it('says how long to wait and what else to do', () => {
    expect(limitMessage('login', 600)).toBe(
      'Too many sign-in attempts. To protect your account, please wait 10 minutes before trying again, or select Forgot password.',
    )
    expect(limitMessage('recovery', 30)).toBe(
      'Too many requests. Please wait 30 seconds before trying again.',
    )
    expect(limitMessage('login', 20 * 3600)).toContain('20 hours')
  })
})
