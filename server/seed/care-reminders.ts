import { addDays, type IsoDate } from '../dates'
import type { Db } from '../db'

/**
 * Preventive care reminders (../shared/personas.md 'Care reminders and member forms'), due dates
 * relative to the seeding day. avery: 'Annual physical' in 30 days, 'Dental cleaning' overdue by 20
 * days; cameron (16): 'Well-child visit' in 60 days (avery sees it); blake (adult dependent): 'Flu
 * vaccine' in 10 days (only blake sees it). Everyone else, pat included, has none.
 */
export function seedCareReminders(
  db: Db,
  keyOf: (subscriberId: string, suffix: number) => string,
  today: IsoDate,
) {
  const insert = db.prepare(
    `INSERT INTO care_reminders (reminder_id, member_key, title, reason, due_date, find_care)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const reminders: [string, string, number, string, string, number, string][] = [
    [
      'CR-1001',
      'EV1000001',
      0,
      'Annual physical',
      'A yearly check-up with your primary care provider is covered at no cost to you.',
      30,
      'primary-care',
    ],
    [
      'CR-1002',
      'EV1000001',
      0,
      'Dental cleaning',
      'Your plan covers two cleanings per calendar year; your last one was more than six months ago.',
      -20,
      'find-a-dentist',
    ],
    [
      'CR-1003',
      'EV1000001',
      2,
      'Well-child visit',
      'Children and teens should see their primary care provider once a year for a check-up.',
      60,
      'primary-care',
    ],
    [
      'CR-1004',
      'EV1000001',
      1,
      'Flu vaccine',
      'A flu shot every fall protects you and your family; it is covered at no cost in network.',
      10,
      'resources',
    ],
  ]
  for (const [id, subscriberId, suffix, title, reason, days, findCare] of reminders) {
    insert.run(id, keyOf(subscriberId, suffix), title, reason, addDays(today, days), findCare)
  }
}
