import { describe, expect, it } from 'vitest'
import { activityEvent, staffAccessEvent } from '../../../tests/account-activity'
import { staffAccessNotice } from './staff-access-notice'
import { inEnglish } from '../../../tests/schema'

const signIn = (at: string) => activityEvent(at)
const access = (at: string, reference: string) => staffAccessEvent(at, { reference, endedAt: null })

describe('staff access notice', () => {
  it('names the newest staff access between the previous sign-in and this one', () => {
    const events = [
      access('2026-03-09T10:00:00.000Z', 'SA-NEWER'),
      signIn('2026-03-10T10:00:00.000Z'),
      access('2026-03-07T10:00:00.000Z', 'SA-OLDER'),
      signIn('2026-03-01T10:00:00.000Z'),
    ]
    expect(staffAccessNotice(events, null)?.reference).toBe('SA-NEWER')
  })
  it('shows for a first-ever sign-in after a staff access', () => {
    const events = [signIn('2026-03-10T10:00:00.000Z'), access('2026-03-02T10:00:00.000Z', 'SA-FIRST')]
    expect(inEnglish(staffAccessNotice(events, null)?.text ?? '')).toBe(
      'A member services representative accessed your account on 03/02/2026',
    )
  })
  it('does not show a staff access that started after this sign-in (the next sign-in will)', () => {
    const events = [access('2026-03-10T11:00:00.000Z', 'SA-LATER'), signIn('2026-03-10T10:00:00.000Z')]
    expect(staffAccessNotice(events, null)).toBeNull()
  })
  it('stays dismissed for the reference dismissed only', () => {
    const events = [signIn('2026-03-10T10:00:00.000Z'), access('2026-03-02T10:00:00.000Z', 'SA-ONE')]
    expect(staffAccessNotice(events, 'SA-ONE')).toBeNull()
    expect(staffAccessNotice(events, 'SA-TWO')?.reference).toBe('SA-ONE')
    expect(staffAccessNotice([], null)).toBeNull()
  })
})
