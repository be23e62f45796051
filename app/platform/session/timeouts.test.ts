import { describe, expect, it } from 'vitest'
import {
  sessionEnd,
  sessionEndsAt,
  shouldTouch,
  signedOutMessage,
  storeTtlMs,
  ENDED_GRACE_MS,
} from './timeouts'
import { inEnglish } from '../../../tests/schema'

const limits = { idleMs: 15 * 60_000, absoluteMs: 2 * 3600_000 }

describe('session time-outs', () => {
  const start = 1_000_000_000
  it('ends after 15 minutes without a request, and 2 hours after sign-in whatever happens', () => {
    expect(sessionEnd({ createdAt: start, lastSeenAt: start }, limits, start + 14 * 60_000)).toBeNull()
    expect(sessionEnd({ createdAt: start, lastSeenAt: start }, limits, start + 15 * 60_000)).toBe('idle')
    const active = { createdAt: start, lastSeenAt: start + 2 * 3600_000 - 1000 }
    expect(sessionEnd(active, limits, start + 2 * 3600_000)).toBe('absolute')
  })
  it('ends at the earlier of the two', () => {
    expect(sessionEndsAt({ createdAt: start, lastSeenAt: start }, limits)).toBe(start + limits.idleMs)
    expect(sessionEndsAt({ createdAt: start, lastSeenAt: start + 110 * 60_000 }, limits)).toBe(
      start + limits.absoluteMs,
    )
  })
  it('moves the idle clock at most every interval', () => {
    expect(shouldTouch({ createdAt: start, lastSeenAt: start }, start + 14_999, 15_000)).toBe(false)
    expect(shouldTouch({ createdAt: start, lastSeenAt: start }, start + 15_000, 15_000)).toBe(true)
  })
  it('keeps the record a little past its absolute end, to tell the member why', () => {
    expect(storeTtlMs({ createdAt: start, lastSeenAt: start }, limits, start)).toBe(
      limits.absoluteMs + ENDED_GRACE_MS,
    )
  })
  it('tells the member why the session ended', () => {
    expect(inEnglish(signedOutMessage('idle', limits))).toBe(
      'You were signed out after 15 minutes of inactivity, to protect your information. Please log in again.',
    )
    expect(inEnglish(signedOutMessage('absolute', limits))).toBe(
      'Your session ended after 2 hours, to protect your information. Please log in again.',
    )
    expect(inEnglish(signedOutMessage('elsewhere', limits))).toBe(
      'This session was signed out from another device or browser, to protect your information. Please log in again.',
    )
  })
})
