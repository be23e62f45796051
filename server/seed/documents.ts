import { addDays, yearOf, type IsoDate } from '../dates'
import type { Db } from '../db'

/**
 * Benefit documents (migration 3): each group's handbooks, a few prior authorization requests, and
 * the visits used on the seeded referrals. Called once from seedDatabase, inside its transaction.
 *
 * - Handbooks for every group outside the partner brand (domain 5 has no handbooks).
 * - Prior authorizations: avery 3 of her own and 1 of Cameron's (16), Blake (adult) 1 that avery
 *   must never see, mia 1. Everyone else has none (the page's empty state).
 */
export function seedDocuments(
  db: Db,
  keyOf: (subscriberId: string, suffix: number) => string,
  today: IsoDate,
) {
  const y = yearOf(today)
  const handbook = db.prepare(
    `INSERT INTO handbooks (handbook_id, group_id, title, description, plan_year, pages, seq)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const groups = db
    .prepare<[], { group_id: string; group_type: string; domain_id: number }>(
      'SELECT group_id, group_type, domain_id FROM groups ORDER BY group_id',
    )
    .all()
  for (const g of groups) {
    if (g.domain_id === 5) continue
    const list: [string, string, number | null, number][] =
      g.group_type === 'MEDICARE'
        ? [
            [
              `Medicare Advantage Member Handbook ${y}`,
              'How your Medicare Advantage plan works: costs, coverage, appeals and your rights.',
              y,
              8,
            ],
            [
              `Provider and Pharmacy Directory ${y}`,
              'Doctors, hospitals and pharmacies in your plan network.',
              y,
              5,
            ],
          ]
        : g.group_type === 'INDIVIDUAL'
          ? [
              [
                `Individual Plan Member Handbook ${y}`,
                'Your individual plan: benefits, costs, renewals and how to get care.',
                y,
                6,
              ],
              [
                `Summary of Benefits and Coverage ${y}`,
                'A standard summary of what the plan covers and what you pay.',
                y,
                4,
              ],
            ]
          : [
              [`Member Handbook ${y}`, 'Your group plan: benefits, rules, claims and how to get care.', y, 6],
              [
                `Summary of Benefits and Coverage ${y}`,
                'A standard summary of what the plan covers and what you pay.',
                y,
                4,
              ],
              ['Dental Benefits Booklet', 'Dental services, frequencies and limits explained.', null, 3],
            ]
    list.forEach(([title, description, planYear, pages], seq) =>
      handbook.run(`HB-${g.group_id}-${seq + 1}`, g.group_id, title, description, planYear, pages, seq),
    )
  }

  const auth = db.prepare(
    `INSERT INTO prior_authorizations (authorization_id, member_key, service, service_code, provider_name, status,
     requested_date, decision_date, valid_from, valid_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const approved = (requested: IsoDate, days: number) => [
    addDays(requested, 3),
    addDays(requested, 5),
    addDays(requested, 5 + days),
  ]
  const avery = keyOf('EV1000001', 0)
  const blake = keyOf('EV1000001', 1)
  const cameron = keyOf('EV1000001', 2)
  const mia = keyOf('MC2000021', 0)
  const rows: [string, string, string, string | null, string, string, IsoDate, ...(IsoDate | null)[]][] = [
    [
      'PA-70011',
      avery,
      'MRI of the lumbar spine',
      '72148',
      'Rose City Imaging',
      'APPROVED',
      addDays(today, -110),
      ...approved(addDays(today, -110), 90),
    ],
    [
      'PA-70012',
      avery,
      'Physical therapy, 12 sessions',
      '97110',
      'Columbia Physical Therapy',
      'PARTIAL',
      addDays(today, -40),
      ...approved(addDays(today, -40), 120),
    ],
    [
      'PA-70013',
      avery,
      'Knee arthroscopy',
      '29881',
      'Pacific Orthopedic Partners',
      'PENDING',
      addDays(today, -4),
      null,
      null,
      null,
    ],
    [
      'PA-70014',
      cameron,
      'Orthodontic treatment (braces)',
      'D8080',
      'Hawthorne Family Dental',
      'DENIED',
      addDays(today, -75),
      addDays(today, -70),
      null,
      null,
    ],
    [
      'PA-70015',
      blake,
      'Sleep study',
      '95810',
      'Providence Sleep Center',
      'APPROVED',
      addDays(today, -20),
      ...approved(addDays(today, -20), 60),
    ],
    [
      'PA-72001',
      mia,
      'Cataract surgery, right eye',
      '66984',
      'Northwest Eye Surgeons',
      'APPROVED',
      addDays(today, -30),
      ...approved(addDays(today, -30), 90),
    ],
  ]
  for (const row of rows) auth.run(...row)

  // Visits used on the referrals seeded by seedReferrals: all of a completed one, about half of an
  // approved one, none of a pending or denied one.
  db.prepare(
    `UPDATE referrals SET visits_used = CASE status_code
       WHEN 'C' THEN visits_authorized WHEN 'A' THEN visits_authorized / 2 ELSE 0 END`,
  ).run()
}
