import { describe, expect, it } from 'vitest'
import {
  activitySince,
  durationText,
  signedOutNotice,
  staffAccessDurationText,
  staffRoleText,
  trustedDeviceText,
} from './activity'
import { signOutSchema } from './account-schemas'
import { deviceInWords } from './device'

describe('account activity rules', () => {
  it('asks for the last 90 days, counted in calendar days', () => {
    expect(activitySince(new Date(2026, 2, 10, 23, 30))).toBe('2025-12-10')
  })
  it('says how long a staff session lasted in hours and minutes', () => {
    const at = (minutes: number) => Date.UTC(2026, 2, 10, 9) + minutes * 60_000
    expect(durationText(at(0), at(0) + 30_000)).toBe('less than a minute')
    expect(durationText(at(0), at(1))).toBe('1 minute')
    expect(durationText(at(0), at(12))).toBe('12 minutes')
    expect(durationText(at(0), at(60))).toBe('1 hour')
    expect(durationText(at(0), at(125))).toBe('2 hours 5 minutes')
  })
  it('says a staff session is still open, and when it was last active', () => {
    const access = {
      reference: 'SA-1',
      staffRole: 'logInAsAnyone' as const,
      domainId: 1 as const,
      lastActiveAt: '2026-03-10T09:30:00.000Z',
      endedAt: null,
    }
    expect(staffAccessDurationText('2026-03-10T09:00:00.000Z', access)).toMatch(
      /^Still open, last active 03\/10\/2026, \d{1,2}:30 [AP]M /,
    )
    expect(
      staffAccessDurationText('2026-03-10T09:00:00.000Z', { ...access, endedAt: '2026-03-10T09:45:00.000Z' }),
    ).toBe('45 minutes')
  })
  it('names the staff role and the device trust in words', () => {
    expect(staffRoleText('logInAsAnyone')).toBe('Login as anyone')
    expect(staffRoleText('logInAsNonEmp')).toBe('Login as non-employee')
    expect([true, false, null].map((trusted) => trustedDeviceText(trusted))).toEqual([
      'Yes',
      'No',
      'Not known',
    ])
  })
  it('tells how many sessions a sign-out ended', () => {
    expect(signedOutNotice('sign-out-others', 0)).toBe('You are not signed in anywhere else.')
    expect(signedOutNotice('sign-out-session', 0)).toBe('That session had already ended.')
    expect(signedOutNotice('sign-out-others', 3)).toBe('Signed out of 3 other sessions.')
  })
  it('accepts only a session reference of the shape the page gives', () => {
    expect(signOutSchema.safeParse({ intent: 'sign-out-session', session: 'a'.repeat(22) }).success).toBe(
      true,
    )
    expect(signOutSchema.safeParse({ intent: 'sign-out-session', session: '../x' }).success).toBe(false)
    expect(signOutSchema.safeParse({ intent: 'sign-out-everyone' }).success).toBe(false)
  })
})

describe('devices in words', () => {
  it('names browser, system and kind of device', () => {
    expect(
      deviceInWords(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS (computer)')
    expect(
      deviceInWords(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android (phone)')
  })
  it('says so when the device is unknown', () => {
    expect(deviceInWords(null)).toBe('Unknown device')
    expect(deviceInWords('')).toBe('Unknown device')
    expect(deviceInWords('curl/8.5.0')).toBe('Unknown device')
  })
})
