import type { BenefitCategory, ClaimStatus } from '@member-dashboard/contract'
import { addDays, yearOf, type IsoDate } from '../dates'
import type { Db } from '../db'

/**
 * Claims, their service lines and explanations of benefits, exactly as personas.md 'Benefits, care
 * and claims data' says (dates are "N days ago" from the seeding day):
 * - avery (EV1000001): 9 of her own and 5 of Cameron's (14 she sees); Blake 4 and Dana 2 that she
 *   never sees (adult dependents).
 * - Hers include the Hawthorne Family Dental cleaning 45 days ago (paid in full), the Rose City
 *   Imaging MRI 100 days ago (620.00 deductible) and the denied Cascade Dermatology Associates
 *   claim 200 days ago; Cameron's Pacific Orthopedic Partners claim 12 days ago is pending.
 * - One EOB per processed (not pending) claim; the gateway lists only those the subscriber sees.
 * Every claim is less than a year old, so it falls inside avery's coverage (since Jan 1 last year).
 */

type Cost = { deductible?: number; copay?: number; coinsurance?: number; notCovered?: number }

interface LineSeed {
  code: string
  description: string
  billed: number
  /** Omitted for a pending claim. */
  allowed?: number
  paid?: number
  cost?: Cost
  remark?: string
  /** Days after the first date of service. */
  day?: number
}

interface ClaimSeed {
  suffix: number
  daysAgo: number
  category: BenefitCategory
  provider: string
  outOfNetwork?: boolean
  status: ClaimStatus
  denialReason?: string
  /** Days from the (last) date of service to receipt, and from receipt to processing. */
  received: number
  processed?: number
  lines: LineSeed[]
}

const OFFICE_VISIT = 'Office visit, established patient'

/** avery's family, by member suffix: 0 avery, 1 Blake, 2 Cameron, 3 Dana. */
export const averyFamilyClaims: ClaimSeed[] = [
  // ---- avery (9)
  {
    suffix: 0,
    daysAgo: 20,
    category: 'pharmacy',
    provider: 'Riverbend Pharmacy #112',
    status: 'PAID',
    received: 0,
    processed: 0,
    lines: [
      {
        code: 'NDC 00071-0155-23',
        description: 'Atorvastatin 20 mg, 30 tablets',
        billed: 42.5,
        allowed: 18.4,
        paid: 8.4,
        cost: { copay: 10 },
      },
    ],
  },
  {
    suffix: 0,
    daysAgo: 30,
    category: 'medical',
    provider: 'Rose City Family Medicine',
    status: 'PAID',
    received: 3,
    processed: 9,
    lines: [
      { code: '99214', description: OFFICE_VISIT, billed: 210, allowed: 148, paid: 123, cost: { copay: 25 } },
    ],
  },
  {
    suffix: 0,
    daysAgo: 45,
    category: 'dental',
    provider: 'Hawthorne Family Dental',
    status: 'PAID',
    received: 2,
    processed: 8,
    lines: [{ code: 'D1110', description: 'Adult cleaning', billed: 120, allowed: 120, paid: 120 }],
  },
  {
    suffix: 0,
    daysAgo: 100,
    category: 'medical',
    provider: 'Rose City Imaging',
    status: 'PAID',
    received: 4,
    processed: 15,
    lines: [
      {
        code: '72148',
        description: 'MRI of the lower spine without contrast',
        billed: 1850,
        allowed: 1660,
        paid: 1040,
        cost: { deductible: 620 },
        remark: 'Your share went toward your deductible.',
      },
    ],
  },
  {
    suffix: 0,
    daysAgo: 150,
    category: 'vision',
    provider: 'Clearview Eye Care',
    status: 'PAID',
    received: 2,
    processed: 8,
    lines: [
      {
        code: '92014',
        description: 'Comprehensive eye exam',
        billed: 185,
        allowed: 140,
        paid: 130,
        cost: { copay: 10 },
      },
    ],
  },
  {
    suffix: 0,
    daysAgo: 200,
    category: 'medical',
    provider: 'Cascade Dermatology Associates',
    status: 'DENIED',
    denialReason: 'Cosmetic services are not covered by your plan',
    received: 3,
    processed: 12,
    lines: [
      {
        code: '15788',
        description: 'Chemical peel, face',
        billed: 450,
        allowed: 0,
        paid: 0,
        cost: { notCovered: 450 },
        remark: 'Cosmetic service: not covered.',
      },
    ],
  },
  {
    suffix: 0,
    daysAgo: 260,
    category: 'medical',
    provider: 'Westside Urgent Care',
    status: 'PAID',
    received: 3,
    processed: 10,
    lines: [
      {
        code: '99203',
        description: 'Urgent care visit, new patient',
        billed: 295,
        allowed: 210,
        paid: 135,
        cost: { copay: 75 },
      },
    ],
  },
  {
    suffix: 0,
    daysAgo: 330,
    category: 'medical',
    provider: 'Bridgeport Physical Therapy',
    status: 'PAID',
    received: 3,
    processed: 14,
    lines: [
      {
        code: '97110',
        description: 'Therapeutic exercise, 30 minutes',
        billed: 160,
        allowed: 120,
        paid: 96,
        cost: { coinsurance: 24 },
      },
      {
        code: '97140',
        description: 'Manual therapy, 30 minutes',
        billed: 160,
        allowed: 120,
        paid: 96,
        cost: { coinsurance: 24 },
        day: 7,
      },
    ],
  },
  {
    suffix: 0,
    daysAgo: 355,
    category: 'dental',
    provider: 'Hawthorne Family Dental',
    status: 'PAID',
    received: 2,
    processed: 10,
    lines: [
      {
        code: 'D2391',
        description: 'Tooth-colored filling, one surface',
        billed: 240,
        allowed: 205,
        paid: 164,
        cost: { coinsurance: 41 },
      },
    ],
  },
  // ---- Cameron, 16 (5): avery sees these
  {
    suffix: 2,
    daysAgo: 12,
    category: 'medical',
    provider: 'Pacific Orthopedic Partners',
    status: 'PENDING',
    received: 3,
    lines: [
      { code: '99204', description: 'Office visit, new patient', billed: 260 },
      { code: '73610', description: 'X-ray of the ankle, 3 views', billed: 120 },
    ],
  },
  {
    suffix: 2,
    daysAgo: 60,
    category: 'dental',
    provider: 'Hawthorne Family Dental',
    status: 'PAID',
    received: 2,
    processed: 7,
    lines: [
      { code: 'D1120', description: 'Child cleaning', billed: 95, allowed: 95, paid: 95 },
      { code: 'D1206', description: 'Fluoride varnish', billed: 45, allowed: 38, paid: 38 },
    ],
  },
  {
    suffix: 2,
    daysAgo: 95,
    category: 'medical',
    provider: 'Sunnyside Pediatrics',
    status: 'PAID',
    received: 2,
    processed: 9,
    lines: [
      { code: '99394', description: 'Preventive visit, age 12 to 17', billed: 240, allowed: 180, paid: 180 },
    ],
  },
  {
    suffix: 2,
    daysAgo: 180,
    category: 'dental',
    provider: 'Riverside Orthodontics',
    status: 'PAID',
    received: 3,
    processed: 12,
    lines: [
      {
        code: 'D8660',
        description: 'Pre-orthodontic treatment exam',
        billed: 150,
        allowed: 120,
        paid: 60,
        cost: { coinsurance: 60 },
      },
    ],
  },
  {
    suffix: 2,
    daysAgo: 240,
    category: 'pharmacy',
    provider: 'Riverbend Pharmacy #112',
    status: 'PAID',
    received: 0,
    processed: 0,
    lines: [
      {
        code: 'NDC 00093-3109-53',
        description: 'Amoxicillin 500 mg, 30 capsules',
        billed: 18.9,
        allowed: 9.2,
        paid: 4.2,
        cost: { copay: 5 },
      },
    ],
  },
  // ---- Blake, adult dependent (4): only Blake sees these
  {
    suffix: 1,
    daysAgo: 35,
    category: 'pharmacy',
    provider: 'Riverbend Pharmacy #112',
    status: 'PAID',
    received: 0,
    processed: 0,
    lines: [
      {
        code: 'NDC 00172-3759-80',
        description: 'Lisinopril 10 mg, 90 tablets',
        billed: 36,
        allowed: 14.7,
        paid: 4.7,
        cost: { copay: 10 },
      },
    ],
  },
  {
    suffix: 1,
    daysAgo: 70,
    category: 'medical',
    provider: 'Northwest Cardiology Clinic',
    status: 'PAID',
    received: 3,
    processed: 11,
    lines: [
      { code: '99214', description: OFFICE_VISIT, billed: 260, allowed: 168, paid: 128, cost: { copay: 40 } },
      { code: '93000', description: 'Electrocardiogram', billed: 95, allowed: 62, paid: 62 },
    ],
  },
  {
    suffix: 1,
    daysAgo: 140,
    category: 'dental',
    provider: 'Hawthorne Family Dental',
    status: 'PAID',
    received: 2,
    processed: 14,
    lines: [
      {
        code: 'D2740',
        description: 'Porcelain crown',
        billed: 1350,
        allowed: 1100,
        paid: 550,
        cost: { coinsurance: 550 },
      },
    ],
  },
  {
    suffix: 1,
    daysAgo: 220,
    category: 'medical',
    provider: 'Portland Sleep Center',
    outOfNetwork: true,
    status: 'DENIED',
    denialReason:
      'This service needed approval from your plan before you had it (prior authorization), and none was requested',
    received: 5,
    processed: 21,
    lines: [
      {
        code: '95810',
        description: 'Overnight sleep study',
        billed: 2400,
        allowed: 0,
        paid: 0,
        cost: { notCovered: 2400 },
        remark: 'No prior authorization on file.',
      },
    ],
  },
  // ---- Dana, 20, adult dependent without a login (2): nobody else sees these
  {
    suffix: 3,
    daysAgo: 55,
    category: 'medical',
    provider: 'Campus Health Associates',
    status: 'PAID',
    received: 3,
    processed: 10,
    lines: [
      { code: '99213', description: OFFICE_VISIT, billed: 180, allowed: 125, paid: 100, cost: { copay: 25 } },
    ],
  },
  {
    suffix: 3,
    daysAgo: 160,
    category: 'vision',
    provider: 'Clearview Eye Care',
    status: 'PAID',
    received: 2,
    processed: 9,
    lines: [
      {
        code: '92004',
        description: 'Comprehensive eye exam, new patient',
        billed: 210,
        allowed: 150,
        paid: 140,
        cost: { copay: 10 },
      },
    ],
  },
]

const cents = (dollars: number | undefined) => (dollars === undefined ? null : Math.round(dollars * 100))

/** Claim numbers 'CL' + year of the first date of service + a 5-digit sequence; EOB ids 'EOB' + the same digits. */
export function claimNumberFor(serviceStart: IsoDate, seq: number): string {
  return `CL${yearOf(serviceStart)}${String(seq).padStart(5, '0')}`
}
export const eobIdFor = (claimNumber: string) => `EOB${claimNumber.slice(2)}`

/** Seeds the claims of avery's family (the members must exist). */
export function seedClaims(db: Db, today: IsoDate): void {
  const memberKey = db.prepare<[string, number], { member_key: string }>(
    'SELECT member_key FROM members WHERE subscriber_id = ? AND domain_id = 1 AND suffix = ?',
  )
  const claim = db.prepare(`INSERT INTO claims (claim_number, member_key, category, provider_name,
    network_status, service_start, service_end, received_date, processed_date, status, denial_reason)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const line = db.prepare(`INSERT INTO claim_lines (claim_number, line_number, service_date, procedure_code,
    description, billed_cents, allowed_cents, plan_paid_cents, deductible_cents, copay_cents, coinsurance_cents,
    not_covered_cents, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const eob = db.prepare('INSERT INTO eobs (eob_id, claim_number, issued_date) VALUES (?, ?, ?)')

  averyFamilyClaims.forEach((c, i) => {
    const key = memberKey.get('EV1000001', c.suffix)?.member_key
    if (!key) throw new Error(`seedClaims: no member EV1000001/${c.suffix}`)
    const start = addDays(today, -c.daysAgo)
    const end = addDays(start, Math.max(0, ...c.lines.map((l) => l.day ?? 0)))
    const received = addDays(end, c.received)
    const processed = c.processed === undefined ? null : addDays(received, c.processed)
    const number = claimNumberFor(start, 410 + i)
    claim.run(
      number,
      key,
      c.category,
      c.provider,
      c.outOfNetwork ? 'OUT_OF_NETWORK' : 'IN_NETWORK',
      start,
      end,
      received,
      processed,
      c.status,
      c.denialReason ?? null,
    )
    c.lines.forEach((l, n) => {
      const pending = c.status === 'PENDING'
      const cost = (value: number | undefined) => (pending ? null : (cents(value) ?? 0))
      line.run(
        number,
        n + 1,
        addDays(start, l.day ?? 0),
        l.code,
        l.description,
        cents(l.billed),
        pending ? null : cents(l.allowed),
        pending ? null : cents(l.paid),
        cost(l.cost?.deductible),
        cost(l.cost?.copay),
        cost(l.cost?.coinsurance),
        cost(l.cost?.notCovered),
        l.remark ?? null,
      )
    })
    if (processed) eob.run(eobIdFor(number), number, processed)
  })
}
