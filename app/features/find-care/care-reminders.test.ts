import { describe, expect, it } from 'vitest'
import type { CareReminder } from '@member-dashboard/contract'
import { careReminderLink, careReminderView, careRemindersByMember } from './care-reminders'
import { viewInEnglish } from '../../../tests/schema'

const reminder = (over: Partial<CareReminder> = {}): CareReminder => ({
  reminderId: 'CR-1',
  memberKey: 'M-AVERY',
  memberSuffix: 0,
  memberName: 'Avery Thompson',
  title: 'Annual physical',
  reason: 'A yearly check-up.',
  dueDate: '2026-12-24',
  findCare: 'primary-care',
  ...over,
})
const main = { showPrimaryCare: true }
const today = '2026-11-24'

describe('careReminderView', () => {
  it('says when it is due, or since when it is overdue (the due day itself is not overdue)', () => {
    expect(viewInEnglish(careReminderView(reminder(), today, main))).toMatchObject({
      overdue: false,
      dueText: 'Due by 12/24/2026',
    })
    expect(viewInEnglish(careReminderView(reminder({ dueDate: '2026-11-04' }), today, main))).toMatchObject({
      overdue: true,
      dueText: 'Overdue since 11/04/2026',
    })
    expect(careReminderView(reminder({ dueDate: today }), today, main).overdue).toBe(false)
  })
  it('links to find care with a name that says for whom and what', () => {
    expect(viewInEnglish(careReminderView(reminder(), today, main).link)).toEqual({
      target: '/find-care/primary-care',
      label: 'Find care for Avery: Annual physical',
    })
  })
})

describe('careReminderLink', () => {
  it('each kind to its find-care page', () => {
    expect(careReminderLink('find-a-dentist', main)).toBe('/find-care/find-a-dentist')
    expect(careReminderLink('resources', main)).toBe('/find-care/resources')
    expect(careReminderLink('primary-care', main)).toBe('/find-care/primary-care')
  })
  it('primary care only under the section 6 rule, else the find care landing page', () => {
    expect(careReminderLink('primary-care', { ...main, showPrimaryCare: false })).toBe('/find-care')
  })
})

describe('careRemindersByMember', () => {
  it('groups by member, subscriber first, each member soonest due first', () => {
    const groups = careRemindersByMember(
      [
        reminder({
          reminderId: 'CR-3',
          memberSuffix: 2,
          memberName: 'Cameron Thompson',
          title: 'Well-child visit',
        }),
        reminder({ reminderId: 'CR-1', dueDate: '2026-12-24' }),
        reminder({ reminderId: 'CR-2', title: 'Dental cleaning', dueDate: '2026-11-04' }),
      ],
      today,
      main,
    )
    expect(groups.map((g) => [g.memberName, g.reminders.map((r) => r.title)])).toEqual([
      ['Avery Thompson', ['Dental cleaning', 'Annual physical']],
      ['Cameron Thompson', ['Well-child visit']],
    ])
  })
  it('nothing due: no groups', () => {
    expect(careRemindersByMember([], today, main)).toEqual([])
  })
})
