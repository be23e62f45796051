import type { AccountStatus, Address, DomainId, StaffRole } from '@member-dashboard/contract'
import { addDays, addYears, yearOf, ymd, type IsoDate } from '../dates'
import type { CategoryLetter } from '../store'

/**
 * The personas of /work/shared/personas.md as data, with every date relative to the seeding day.
 * Change this file only together with that page: it is a contract for tests and demos.
 */
export const PERSONA_PASSWORD = 'Dashboard#2026'

export interface GroupSeed {
  groupId: string
  groupName: string
  domainId: DomainId
  parentGroupId: string | null
  parentGroupName: string | null
  groupType: 'EMPLOYER' | 'INDIVIDUAL' | 'MEDICARE' | 'DENTAL'
  insuranceType: string
  networkNames: string[]
  effectiveDate: IsoDate
  crmRouted?: boolean
  pcpEligible?: boolean
  oocUrl?: string
}

export interface CoverageSeed {
  category: CategoryLetter
  planName: string
  effective: IsoDate
  termination: IsoDate | null
}

export interface MembershipSeed {
  groupId: string
  effective: IsoDate
  termination: IsoDate | null
  coverage: CoverageSeed[]
  /** Earlier coverage in the same group (benefit history). */
  history?: CoverageSeed[]
}

export interface MemberSeed {
  suffix: number
  firstName: string
  lastName: string
  dateOfBirth: IsoDate
  sex: 'F' | 'M'
  relationship: 'SUB' | 'SPO' | 'CHI'
  username?: string
  status?: AccountStatus
  failedAttempts?: number
  email?: string | null
  /** Registration policy; default signed, e-EOB consent for subscribers. */
  policy?: { signed: boolean; eeob: boolean | null }
  /** May self-register (no login yet). */
  registrationOpen?: boolean
  securityAnswers?: [string, string][]
}

export interface FamilySeed {
  subscriberId: string
  domainId: DomainId
  memberships: MembershipSeed[]
  members: MemberSeed[]
  address: Address
  planEmployee?: boolean
  employeeId?: string
  local598?: boolean
  hireDate?: IsoDate
  ebill?: { registered: boolean; alert: boolean }
  planManagement?: { cancellationStatus: 'M' | 'D' | null }
}

export interface StaffSeed {
  username: string
  domainId: DomainId
  role: StaffRole
}

export function personaData(today: IsoDate) {
  const y = yearOf(today)
  const jan1 = (offset: number) => ymd(y + offset, 1, 1)
  const dec31 = (offset: number) => ymd(y + offset, 12, 31)
  /** A birth date making someone `years` old today (their birthday `daysPast` days ago). */
  const bornYearsAgo = (years: number, daysPast: number) => addDays(addYears(today, -years), -daysPast)

  const cover = (letters: CategoryLetter[], plans: string, effective: IsoDate, termination: IsoDate | null) =>
    letters.map((category) => ({
      category,
      planName: `${plans} ${planSuffix[category]}`,
      effective,
      termination,
    }))

  const oregon = (addressLine1: string, city: string, zipCode: string, phoneNumber: string): Address => ({
    addressLine1,
    addressLine2: '',
    city,
    state: 'OR',
    zipCode,
    country: 'US',
    phoneNumber,
  })

  const groups: GroupSeed[] = [
    employer('10001234', 'Riverbend Manufacturing', jan1(-8), { pcpEligible: true }),
    employer('10002001', 'Northwind Schools', jan1(-10)),
    employer('10002002', 'Northwind Retirees', jan1(-10), { crmRouted: true }),
    employer('10003003', 'Cascade Logistics', jan1(-6)),
    employer('10004004', 'Summit Credit Union', jan1(-5)),
    employer('10005005', 'Pioneer Hardware Co.', jan1(-12)),
    employer('10006006', 'Bright Path Academy', jan1(-4)),
    employer('10002805', 'City of Portland', jan1(-15), { pcpEligible: true }),
    employer('10008008', 'Evergreen Health System', jan1(-7), { crmRouted: true }),
    employer('10009009', 'Lakeside Engineering', jan1(-9)),
    employer('10001111', 'Ironwood Construction', jan1(-6)),
    employer('10001212', 'Meridian Foods', jan1(-11)),
    {
      ...employer('10001313', 'Individual and Family Plans - Oregon', jan1(-5)),
      groupType: 'INDIVIDUAL',
      insuranceType: 'Individual',
      oocUrl: `https://documents.riverbendhealth.example/individual/${y}/outline-of-coverage.pdf`,
    },
    {
      ...employer('10001414', 'Individual and Family Plans - Washington', jan1(-5)),
      groupType: 'INDIVIDUAL',
      insuranceType: 'Individual',
    },
    employer('10001515', 'Plumbers and Steamfitters Local 598 Trust', jan1(-20)),
    employer('10001717', 'Willamette Valley Credit Union', jan1(-7)),
    employer('10018018', 'Columbia Gorge Hospital', jan1(-6), { crmRouted: true }),
    {
      groupId: '10004760',
      groupName: 'Riverbend Medicare Advantage Prime',
      domainId: 2,
      parentGroupId: '100000075',
      parentGroupName: 'Riverbend Medicare Advantage Plans',
      groupType: 'MEDICARE',
      insuranceType: 'Medicare Advantage',
      networkNames: ['Riverbend Medicare HMO', 'Riverbend Dental Medicare'],
      effectiveDate: jan1(-6),
    },
    {
      groupId: '10004761',
      groupName: 'Riverbend Employee Medicare Plan',
      domainId: 2,
      parentGroupId: '100000075',
      parentGroupName: 'Riverbend Medicare Advantage Plans',
      groupType: 'MEDICARE',
      insuranceType: 'Medicare Advantage',
      networkNames: ['Riverbend Medicare PPO'],
      effectiveDate: jan1(-6),
    },
    {
      groupId: '10005051',
      groupName: 'Bayside Unified School District',
      domainId: 5,
      parentGroupId: null,
      parentGroupName: null,
      groupType: 'DENTAL',
      insuranceType: 'Dental',
      networkNames: ['Partner Dental PPO'],
      effectiveDate: jan1(-9),
    },
  ]

  const allFour: CategoryLetter[] = ['M', 'D', 'V', 'X']
  const simple = (
    subscriberId: string,
    groupId: string,
    member: Omit<MemberSeed, 'suffix' | 'relationship'>,
    address: Address,
    extra: Partial<FamilySeed> = {},
    coverage: CoverageSeed[] = cover(allFour, 'Riverbend', jan1(-1), null),
  ): FamilySeed => ({
    subscriberId,
    domainId: 1,
    memberships: [{ groupId, effective: coverage[0].effective, termination: lastDay(coverage), coverage }],
    members: [{ suffix: 0, relationship: 'SUB', ...member }],
    address,
    ...extra,
  })

  const families: FamilySeed[] = [
    {
      subscriberId: 'EV1000001',
      domainId: 1,
      memberships: [
        {
          groupId: '10001234',
          effective: jan1(-1),
          termination: null,
          coverage: cover(allFour, 'Riverbend PPO', jan1(-1), null),
          history: cover(['M', 'D'], 'Riverbend Basic', jan1(-3), dec31(-2)),
        },
      ],
      members: [
        {
          suffix: 0,
          relationship: 'SUB',
          firstName: 'Avery',
          lastName: 'Thompson',
          dateOfBirth: '1984-03-22',
          sex: 'F',
          username: 'avery',
          email: 'avery.thompson@example.com',
          securityAnswers: [
            ['Q1', 'Biscuit'],
            ['Q2', 'Spokane'],
            ['Q5', 'Lincoln Elementary'],
          ],
        },
        {
          suffix: 1,
          relationship: 'SPO',
          firstName: 'Blake',
          lastName: 'Thompson',
          dateOfBirth: '1982-11-05',
          sex: 'M',
          username: 'blake',
          email: 'blake.thompson@example.com',
        },
        {
          suffix: 2,
          relationship: 'CHI',
          firstName: 'Cameron',
          lastName: 'Thompson',
          dateOfBirth: bornYearsAgo(16, 120),
          sex: 'M',
          username: 'cameron',
          email: 'cameron.thompson@example.com',
        },
        {
          suffix: 3,
          relationship: 'CHI',
          firstName: 'Dana',
          lastName: 'Thompson',
          dateOfBirth: bornYearsAgo(20, 200),
          sex: 'F',
          email: null,
        },
      ],
      address: oregon('4127 SE Lambert St', 'Portland', '97202', '503-555-0142'),
      ebill: { registered: true, alert: false },
    },
    {
      subscriberId: 'EV2000002',
      domainId: 1,
      memberships: [
        {
          groupId: '10002001',
          effective: ymd(y - 4, 9, 1),
          termination: null,
          coverage: cover(['M', 'D', 'V'], 'Northwind Schools', ymd(y - 4, 9, 1), null),
        },
        {
          groupId: '10002002',
          effective: jan1(-3),
          termination: ymd(y - 1, 6, 30),
          coverage: cover(['M', 'D', 'X'], 'Northwind Retiree', jan1(-3), ymd(y - 1, 6, 30)),
        },
      ],
      members: [
        {
          suffix: 0,
          relationship: 'SUB',
          firstName: 'Jordan',
          lastName: 'Alvarez',
          dateOfBirth: '1961-07-19',
          sex: 'M',
          username: 'jordan',
          email: 'jordan.alvarez@example.com',
        },
      ],
      address: oregon('2816 NE Killingsworth St', 'Portland', '97211', '503-555-0147'),
    },
    simple(
      'EV3000003',
      '10003003',
      {
        firstName: 'Casey',
        lastName: 'Nguyen',
        dateOfBirth: '1990-02-11',
        sex: 'F',
        username: 'casey',
        email: null,
      },
      oregon('1550 NW 23rd Ave', 'Portland', '97210', '503-555-0153'),
    ),
    simple(
      'EV4000004',
      '10004004',
      {
        firstName: 'Morgan',
        lastName: 'Patel',
        dateOfBirth: '1988-06-30',
        sex: 'F',
        username: 'morgan',
        status: 'INI',
        email: 'morgan.patel@example.com',
      },
      oregon('905 SW Yamhill St', 'Portland', '97205', '503-555-0158'),
    ),
    simple(
      'EV5000005',
      '10005005',
      {
        firstName: 'Taylor',
        lastName: 'Brooks',
        dateOfBirth: '1979-12-03',
        sex: 'M',
        username: 'taylor',
        email: 'taylor.brooks@example.com',
      },
      oregon('7340 SW Capitol Hwy', 'Portland', '97219', '503-555-0161'),
      {},
      cover(['M', 'D', 'V'], 'Pioneer', jan1(-3), dec31(-1)),
    ),
    simple(
      'EV6000006',
      '10006006',
      {
        firstName: 'Riley',
        lastName: 'Chen',
        dateOfBirth: '1995-09-17',
        sex: 'F',
        username: 'riley',
        email: 'riley.chen@example.com',
      },
      oregon('4410 N Williams Ave', 'Portland', '97217', '503-555-0164'),
      {},
      cover(['M', 'D'], 'Bright Path', jan1(1), null),
    ),
    simple(
      'EV7000007',
      '10002805',
      {
        firstName: 'Pat',
        lastName: "O'Connor",
        dateOfBirth: '1976-04-08',
        sex: 'M',
        username: 'pat',
        email: 'pat.oconnor@example.com',
      },
      oregon('2415 SE Belmont St', 'Portland', '97214', '503-555-0169'),
      {},
      cover(allFour, 'City of Portland', jan1(-2), null),
    ),
    simple(
      'EV8000008',
      '10008008',
      {
        firstName: 'Drew',
        lastName: 'Castillo',
        dateOfBirth: '1983-01-25',
        sex: 'M',
        username: 'drew',
        email: 'drew.castillo@example.com',
      },
      oregon('3205 SE Division St', 'Portland', '97202', '503-555-0172'),
    ),
    simple(
      'EV9000009',
      '10009009',
      {
        firstName: 'Lee',
        lastName: 'Harrison',
        dateOfBirth: '1971-10-14',
        sex: 'M',
        username: 'lee',
        email: 'lee.harrison@example.com',
      },
      oregon('16200 SW Pacific Hwy', 'Tigard', '97224', '503-555-0175'),
    ),
    simple(
      'EV1100011',
      '10001111',
      {
        firstName: 'Quinn',
        lastName: 'Foster',
        dateOfBirth: '1992-05-02',
        sex: 'F',
        username: 'quinn',
        status: 'DLG',
        failedAttempts: 5,
        email: 'quinn.foster@example.com',
      },
      oregon('550 Liberty St SE', 'Salem', '97301', '503-555-0178'),
    ),
    simple(
      'EV1200012',
      '10001212',
      {
        firstName: 'Dale',
        lastName: 'Mercer',
        dateOfBirth: '1966-08-21',
        sex: 'M',
        username: 'dale',
        status: 'DIS',
        email: 'dale.mercer@example.com',
      },
      oregon('88 W Broadway', 'Eugene', '97401', '541-555-0181'),
    ),
    simple(
      'EV1300013',
      '10001313',
      {
        firstName: 'Rowan',
        lastName: 'Whitfield',
        dateOfBirth: '1987-03-09',
        sex: 'F',
        username: 'rowan',
        email: 'rowan.whitfield@example.com',
      },
      oregon('2340 NE Sandy Blvd', 'Portland', '97232', '503-555-0184'),
      { ebill: { registered: false, alert: true }, planManagement: { cancellationStatus: null } },
      cover(['M', 'D'], 'Riverbend Individual Silver', jan1(0), null),
    ),
    simple(
      'EV1400014',
      '10001414',
      {
        firstName: 'Sky',
        lastName: 'Donovan',
        dateOfBirth: '1993-12-12',
        sex: 'F',
        username: 'sky',
        email: 'sky.donovan@example.com',
      },
      { ...oregon('1115 Main St', 'Vancouver', '98660', '360-555-0187'), state: 'WA' },
      { planManagement: { cancellationStatus: 'D' } },
      cover(['M', 'D'], 'Riverbend Individual Bronze', jan1(0), null),
    ),
    simple(
      'EV1500015',
      '10001515',
      {
        firstName: 'Kai',
        lastName: 'Nakamura',
        dateOfBirth: '1985-07-04',
        sex: 'M',
        username: 'kai',
        email: 'kai.nakamura@example.com',
      },
      { ...oregon('1420 W Lewis St', 'Pasco', '99301', '509-555-0190'), state: 'WA' },
      { employeeId: '598-22041', local598: true, hireDate: '2011-04-18' },
      cover(['M', 'D', 'V'], 'Local 598', jan1(-1), null),
    ),
    // "account status FRC (forced password change), single group" (personas.md).
    simple(
      'EV1700017',
      '10001717',
      {
        firstName: 'Frances',
        lastName: 'Okafor',
        dateOfBirth: '1983-03-22',
        sex: 'F',
        username: 'frances',
        status: 'FRC',
        email: 'frances.okafor@example.com',
      },
      oregon('2240 NE Alberta St', 'Portland', '97211', '503-555-0196'),
    ),
    // "account status FRC (forced password change), single group 10018018 with the CRM-routed
    // flag, e-mail on file" (personas.md, issue 51): the change comes before the CRM hand-off.
    simple(
      'EV1800018',
      '10018018',
      {
        firstName: 'Carmen',
        lastName: 'Delgado',
        dateOfBirth: '1979-09-14',
        sex: 'F',
        username: 'carmen',
        status: 'FRC',
        email: 'carmen.delgado@example.com',
      },
      oregon('1815 NE Sandy Blvd', 'Portland', '97232', '503-555-0198'),
    ),
    // Registrable: a member with no login yet (see docs/decisions/003-sandbox-gateway.md).
    simple(
      'EV1600016',
      '10001234',
      {
        firstName: 'Robin',
        lastName: 'Lane',
        dateOfBirth: '1985-04-12',
        sex: 'F',
        email: null,
        registrationOpen: true,
      },
      oregon('6310 SE Foster Rd', 'Portland', '97206', '503-555-0193'),
      {},
      cover(allFour, 'Riverbend PPO', jan1(-1), null),
    ),
    {
      subscriberId: 'MC2000021',
      domainId: 2,
      memberships: [
        {
          groupId: '10004760',
          effective: jan1(-2),
          termination: null,
          coverage: cover(allFour, 'Medicare Prime', jan1(-2), null),
        },
      ],
      members: [
        {
          suffix: 0,
          relationship: 'SUB',
          firstName: 'Mia',
          lastName: 'Rossi',
          dateOfBirth: '1952-02-14',
          sex: 'F',
          username: 'mia',
          email: 'mia.rossi@example.com',
        },
      ],
      address: oregon('3030 SE Hawthorne Blvd', 'Portland', '97214', '503-555-0211'),
    },
    {
      subscriberId: 'MC2000022',
      domainId: 2,
      planEmployee: true,
      hireDate: '1994-09-12',
      memberships: [
        {
          groupId: '10004761',
          effective: jan1(-3),
          termination: null,
          coverage: cover(['M', 'X'], 'Employee Medicare', jan1(-3), null),
        },
      ],
      members: [
        {
          suffix: 0,
          relationship: 'SUB',
          firstName: 'Noah',
          lastName: 'Bennett',
          dateOfBirth: '1956-10-30',
          sex: 'M',
          username: 'noah',
          email: 'noah.bennett@example.com',
        },
      ],
      address: oregon('18 Centerpointe Dr', 'Lake Oswego', '97035', '503-555-0214'),
    },
    {
      subscriberId: 'MC2000023',
      domainId: 2,
      memberships: [
        {
          groupId: '10004760',
          effective: jan1(-1),
          termination: null,
          coverage: cover(allFour, 'Medicare Prime', jan1(-1), null),
        },
      ],
      members: [
        {
          suffix: 0,
          relationship: 'SUB',
          firstName: 'Lena',
          lastName: 'Ortiz',
          dateOfBirth: '1950-08-30',
          sex: 'F',
          email: null,
          registrationOpen: true,
        },
      ],
      address: oregon('742 Commercial St SE', 'Salem', '97301', '503-555-0217'),
    },
    {
      subscriberId: 'PD5000051',
      domainId: 5,
      memberships: [
        {
          groupId: '10005051',
          effective: jan1(-2),
          termination: null,
          coverage: cover(['D'], 'Partner Dental', jan1(-2), null),
        },
      ],
      members: [
        {
          suffix: 0,
          relationship: 'SUB',
          firstName: 'Harper',
          lastName: 'Lindqvist',
          dateOfBirth: '1987-06-15',
          sex: 'F',
          username: 'harper',
          email: 'harper.lindqvist@example.com',
          policy: { signed: false, eeob: null },
        },
        {
          suffix: 1,
          relationship: 'SPO',
          firstName: 'Ellis',
          lastName: 'Lindqvist',
          dateOfBirth: '1986-01-28',
          sex: 'M',
          username: 'ellis',
          email: 'ellis.lindqvist@example.com',
          policy: { signed: false, eeob: null },
        },
      ],
      address: { ...oregon('455 Bay Front', 'Newport', '97365', '541-555-0511') },
    },
    {
      subscriberId: 'PD5000053',
      domainId: 5,
      memberships: [
        {
          groupId: '10005051',
          effective: jan1(-1),
          termination: null,
          coverage: cover(['D'], 'Partner Dental', jan1(-1), null),
        },
      ],
      members: [
        {
          suffix: 0,
          relationship: 'SUB',
          firstName: 'Sam',
          lastName: 'Whitaker',
          dateOfBirth: '1990-11-03',
          sex: 'M',
          email: null,
          registrationOpen: true,
        },
      ],
      address: oregon('1210 SE Harbor Way', 'Newport', '97365', '541-555-0514'),
    },
  ]

  const staff: StaffSeed[] = [
    { username: 'staff.main', domainId: 1, role: 'logInAsAnyone' },
    { username: 'staff.nonemp', domainId: 2, role: 'logInAsNonEmp' },
    { username: 'staff.any', domainId: 5, role: 'logInAsAnyone' },
  ]

  return { groups, families, staff }
}

/** A membership ends when every coverage has ended: the latest termination date, else open. */
function lastDay(coverage: CoverageSeed[]): IsoDate | null {
  if (coverage.some((c) => c.termination === null)) return null
  return (
    coverage
      .map((c) => c.termination as IsoDate)
      .sort()
      .at(-1) ?? null
  )
}

const planSuffix: Record<CategoryLetter, string> = { M: 'Medical', D: 'Dental', V: 'Vision', X: 'Pharmacy' }

function employer(
  groupId: string,
  groupName: string,
  effectiveDate: IsoDate,
  extra: Partial<GroupSeed> = {},
): GroupSeed {
  return {
    groupId,
    groupName,
    domainId: 1,
    parentGroupId: null,
    parentGroupName: null,
    groupType: 'EMPLOYER',
    insuranceType: 'Commercial',
    networkNames: ['Riverbend PPO Network', 'Riverbend Dental PPO'],
    effectiveDate,
    ...extra,
  }
}
