import type { BenefitCategory, BenefitData, DomainId } from '@member-dashboard/contract'
import { addDays, fromIso, nthWeekday, ymd, type IsoDate } from '../dates'

/** Seeded reference catalogues: security questions, programs, providers, benefit plans, holidays. */
export const securityQuestionCatalogue: [string, string][] = [
  ['Q1', 'What was the name of your first pet?'],
  ['Q2', 'In what city were you born?'],
  ['Q3', "What is your mother's maiden name?"],
  ['Q4', 'What was the make of your first car?'],
  ['Q5', 'What was the name of your elementary school?'],
  ['Q6', 'What is the title of your favorite book?'],
  ['Q7', 'In what city did you meet your spouse or partner?'],
  ['Q8', 'What was your childhood nickname?'],
]

export interface ProgramSeed {
  id: number
  name: string
  description: string
  categories: string[]
  featureGroup: string | null
  childResourceIds: number[]
  resource: string | null
  url: string | null
  urlDocumentType: 'ENDPOINT' | 'INTERNAL' | null
  phoneNumber: string | null
}

export const programCatalogue: ProgramSeed[] = [
  {
    id: 33,
    name: 'Dental Cost Estimator',
    description: 'Estimate what you will pay for common dental procedures before your visit.',
    categories: ['dental'],
    featureGroup: 'DENTAL_TOOLS',
    childResourceIds: [],
    resource: null,
    url: 'https://costestimator.riverbendhealth.example/dental',
    urlDocumentType: 'ENDPOINT',
    phoneNumber: null,
  },
  {
    id: 27,
    name: 'Passport Dental',
    description: 'Get dental care while travelling outside the United States and submit claims from abroad.',
    categories: ['dental'],
    featureGroup: 'DENTAL_TOOLS',
    childResourceIds: [92],
    resource: 'passport-dental',
    url: '/passport-dental',
    urlDocumentType: 'INTERNAL',
    phoneNumber: '1-855-555-0127',
  },
  {
    id: 92,
    name: 'Find a Dentist',
    description: 'Search for in-network dentists near you.',
    categories: ['dental'],
    featureGroup: 'FIND_CARE',
    childResourceIds: [],
    resource: null,
    url: '/find-care/find-a-dentist',
    urlDocumentType: 'INTERNAL',
    phoneNumber: null,
  },
  {
    id: 93,
    name: 'Digital Claims Submission',
    description: 'Submit an out-of-network claim online with photos of your receipts.',
    categories: ['dental', 'medical'],
    featureGroup: 'CLAIMS',
    childResourceIds: [],
    resource: null,
    url: 'https://claims.riverbendhealth.example/submit',
    urlDocumentType: 'ENDPOINT',
    phoneNumber: null,
  },
  {
    id: 37,
    name: 'Pharmacy Benefits',
    description:
      'Find covered drugs, compare prices and manage prescriptions with our pharmacy benefit manager.',
    categories: ['pharmacy'],
    featureGroup: 'PHARMACY',
    childResourceIds: [],
    resource: 'navitus',
    url: 'https://pharmacy.riverbendhealth.example/members',
    urlDocumentType: 'ENDPOINT',
    phoneNumber: '1-866-555-0137',
  },
  {
    id: 41,
    name: 'Chronic Condition Support: Diabetes, Heart Health and Blood Pressure Coaching',
    description:
      'One-on-one coaching from nurses and dietitians for members living with a chronic condition.',
    categories: ['medical', 'wellness'],
    featureGroup: 'WELLNESS',
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0141',
  },
  {
    id: 52,
    name: 'Virtual Care 24/7',
    description: 'See a licensed clinician by video any time of day for common illnesses.',
    categories: ['medical'],
    featureGroup: 'FIND_CARE',
    childResourceIds: [],
    resource: null,
    url: 'https://virtualcare.riverbendhealth.example',
    urlDocumentType: 'ENDPOINT',
    phoneNumber: '1-866-555-0152',
  },
  {
    id: 58,
    name: 'Healthy Pregnancy Program',
    description: 'Support from a maternity nurse from the first trimester until after your baby arrives.',
    categories: ['medical', 'wellness'],
    featureGroup: 'WELLNESS',
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0158',
  },
  {
    id: 61,
    name: 'Quit for Life Tobacco Cessation',
    description: 'Free coaching and nicotine replacement therapy to help you quit tobacco.',
    categories: ['wellness'],
    featureGroup: 'WELLNESS',
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0161',
  },
  {
    id: 64,
    name: 'Employee Assistance Program',
    description: 'Confidential counselling, legal and financial consultations for you and your household.',
    categories: ['wellness'],
    featureGroup: null,
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0164',
  },
  {
    id: 70,
    name: 'Weight Management Coaching',
    description: 'A twelve-week programme with a registered dietitian.',
    categories: ['wellness'],
    featureGroup: 'WELLNESS',
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: null,
  },
  {
    id: 75,
    name: 'Medicare Wellness Rewards',
    description: 'Earn gift cards for your annual wellness visit, flu shot and preventive screenings.',
    categories: ['medical', 'wellness'],
    featureGroup: 'WELLNESS',
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0175',
  },
  {
    id: 77,
    name: 'Active Aging Fitness Program',
    description: 'A no-cost gym membership and online classes for Medicare members.',
    categories: ['wellness'],
    featureGroup: 'WELLNESS',
    childResourceIds: [],
    resource: null,
    url: 'https://fitness.riverbendhealth.example',
    urlDocumentType: 'ENDPOINT',
    phoneNumber: null,
  },
  {
    id: 80,
    name: 'Teledentistry Consults',
    description: 'Talk to a dentist by video about tooth pain, swelling or a broken filling.',
    categories: ['dental'],
    featureGroup: 'DENTAL_TOOLS',
    childResourceIds: [],
    resource: null,
    url: 'https://teledentistry.partnerdental.example',
    urlDocumentType: 'ENDPOINT',
    phoneNumber: null,
  },
  {
    id: 84,
    name: 'Orthodontic Discount Program',
    description: 'Save on braces and clear aligners at participating orthodontists.',
    categories: ['dental'],
    featureGroup: null,
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0184',
  },
  {
    id: 95,
    name: '24/7 Nurse Line',
    description: 'Talk to a registered nurse any time, day or night, about symptoms and where to get care.',
    categories: ['medical'],
    featureGroup: 'FIND_CARE',
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    phoneNumber: '1-866-555-0195',
  },
  {
    id: 96,
    name: 'Urgent Care Finder',
    description: 'Find an in-network urgent care clinic near you, with hours and current wait times.',
    categories: ['medical'],
    featureGroup: 'FIND_CARE',
    childResourceIds: [],
    resource: null,
    url: 'https://urgentcare.riverbendhealth.example',
    urlDocumentType: 'ENDPOINT',
    phoneNumber: null,
  },
]

/** [programId, eligible, displayOrder, highPriority] per group, in the order served. */
export type ProgramEnrollment = [number, boolean, number, boolean]

const standardMedical: ProgramEnrollment[] = [
  [33, true, 1, true],
  [92, true, 2, true],
  [27, true, 3, true],
  [93, true, 4, true],
  [37, true, 10, false],
  [61, true, 11, false],
]

export const programsByGroup: Record<string, ProgramEnrollment[]> = {
  // avery's group: 7 enrolled high-priority programs (stored out of display order on purpose).
  '10001234': [
    [52, true, 7, true],
    [33, true, 3, true],
    [41, true, 4, true],
    [93, true, 1, true],
    [58, true, 6, true],
    [92, true, 2, true],
    [27, true, 5, true],
    [37, true, 10, false],
    [61, true, 11, false],
    [64, true, 12, false],
    [70, false, 13, false],
  ],
  '10002001': standardMedical,
  '10002002': standardMedical,
  '10003003': standardMedical,
  '10004004': standardMedical,
  '10005005': standardMedical,
  '10006006': standardMedical,
  // pat's group: the care resources of Find care (telehealth, nurse line, urgent care).
  '10002805': [...standardMedical, [52, true, 5, true], [95, true, 12, false], [96, true, 13, false]],
  '10008008': standardMedical,
  '10018018': standardMedical,
  '10009009': standardMedical,
  '10001111': standardMedical,
  '10001212': standardMedical,
  '10001313': [
    [33, true, 1, true],
    [92, true, 2, true],
    [52, true, 3, true],
  ],
  '10001414': [
    [33, true, 1, true],
    [92, true, 2, true],
  ],
  '10001515': [...standardMedical, [64, true, 12, false]],
  '10004760': [
    [75, true, 1, true],
    [77, true, 2, true],
    [27, true, 3, true],
    [37, true, 10, false],
  ],
  '10004761': [
    [75, true, 1, true],
    [37, true, 10, false],
  ],
  '10005051': [
    [33, true, 1, true],
    [92, true, 2, true],
    [27, true, 3, true],
    [80, true, 4, true],
    [84, true, 10, false],
  ],
}

export interface ProviderSeed {
  id: string
  name: string
  title: string
  groupName: string
  specialty: string
  accepting: boolean
  languages: string[]
  address: string
  city: string
  zip: string
  phone: string
}

export const providerDirectory: ProviderSeed[] = [
  p(
    'P1001',
    'Maria Gonzalez',
    'MD',
    'Rose City Family Medicine',
    'Family Medicine',
    true,
    ['English', 'Spanish'],
    '2250 NW Flanders St',
    'Portland',
    '97210',
    '503-555-0111',
  ),
  p(
    'P1002',
    'James Whitaker',
    'MD',
    'Rose City Family Medicine',
    'Family Medicine',
    true,
    ['English'],
    '2250 NW Flanders St',
    'Portland',
    '97210',
    '503-555-0111',
  ),
  p(
    'P1003',
    'Priya Raman',
    'MD',
    'Hawthorne Internal Medicine',
    'Internal Medicine',
    true,
    ['English', 'Tamil'],
    '3930 SE Hawthorne Blvd',
    'Portland',
    '97214',
    '503-555-0112',
  ),
  p(
    'P1004',
    'Daniel Okafor',
    'DO',
    'Hawthorne Internal Medicine',
    'Internal Medicine',
    false,
    ['English'],
    '3930 SE Hawthorne Blvd',
    'Portland',
    '97214',
    '503-555-0112',
  ),
  p(
    'P1005',
    'Emily Sorensen',
    'MD',
    'Alberta Street Pediatrics',
    'Pediatrics',
    true,
    ['English'],
    '1515 NE Alberta St',
    'Portland',
    '97211',
    '503-555-0113',
  ),
  p(
    'P1006',
    'Hoang Tran',
    'MD',
    'Alberta Street Pediatrics',
    'Pediatrics',
    true,
    ['English', 'Vietnamese'],
    '1515 NE Alberta St',
    'Portland',
    '97211',
    '503-555-0113',
  ),
  p(
    'P1007',
    'Rachel Kim',
    'NP',
    'Downtown Primary Care',
    'Family Medicine',
    true,
    ['English', 'Korean'],
    '1020 SW Taylor St',
    'Portland',
    '97205',
    '503-555-0114',
  ),
  p(
    'P1008',
    'Thomas Becker',
    'MD',
    'Downtown Primary Care',
    'Internal Medicine',
    true,
    ['English', 'German'],
    '1020 SW Taylor St',
    'Portland',
    '97205',
    '503-555-0114',
  ),
  p(
    'P1009',
    'Aisha Mohammed',
    'MD',
    'Sellwood Family Clinic',
    'Family Medicine',
    true,
    ['English', 'Arabic'],
    '8235 SE 13th Ave',
    'Portland',
    '97202',
    '503-555-0115',
  ),
  p(
    'P1010',
    'Carlos Mendoza',
    'PA-C',
    'Gateway Community Health',
    'Family Medicine',
    true,
    ['English', 'Spanish'],
    '10151 NE Halsey St',
    'Portland',
    '97220',
    '503-555-0116',
  ),
  p(
    'P1011',
    'Linda Park',
    'MD',
    'Gateway Community Health',
    'Geriatrics',
    true,
    ['English'],
    '10151 NE Halsey St',
    'Portland',
    '97220',
    '503-555-0116',
  ),
  p(
    'P1012',
    'Samuel Wright',
    'MD',
    'Multnomah Village Medical',
    'Family Medicine',
    false,
    ['English'],
    '7805 SW 35th Ave',
    'Portland',
    '97219',
    '503-555-0117',
  ),
  p(
    'P1013',
    'Olivia Hartman',
    'MD',
    'Kenton Neighborhood Clinic',
    'Family Medicine',
    true,
    ['English'],
    '8128 N Denver Ave',
    'Portland',
    '97217',
    '503-555-0118',
  ),
  p(
    'P1014',
    'Benjamin Cho',
    'MD',
    'Beaverton Primary Care Associates',
    'Internal Medicine',
    true,
    ['English', 'Korean'],
    '12600 SW Crescent St',
    'Beaverton',
    '97005',
    '503-555-0119',
  ),
  p(
    'P1015',
    'Grace Nwosu',
    'NP',
    'Beaverton Primary Care Associates',
    'Family Medicine',
    true,
    ['English'],
    '12600 SW Crescent St',
    'Beaverton',
    '97005',
    '503-555-0119',
  ),
  p(
    'P1016',
    'Henry Lindgren',
    'MD',
    'Hillsboro Family Health',
    'Family Medicine',
    true,
    ['English'],
    '333 SE 7th Ave',
    'Hillsboro',
    '97124',
    '503-555-0120',
  ),
  p(
    'P1017',
    'Sofia Herrera',
    'MD',
    'Hillsboro Family Health',
    'Pediatrics',
    true,
    ['English', 'Spanish'],
    '333 SE 7th Ave',
    'Hillsboro',
    '97124',
    '503-555-0120',
  ),
  p(
    'P1018',
    'Nathan Brooks',
    'MD',
    'Lake Oswego Internal Medicine',
    'Internal Medicine',
    true,
    ['English'],
    '4 Centerpointe Dr',
    'Lake Oswego',
    '97035',
    '503-555-0121',
  ),
  p(
    'P1019',
    'Mei Lin',
    'MD',
    'Milwaukie Community Clinic',
    'Family Medicine',
    true,
    ['English', 'Mandarin'],
    '10700 SE Main St',
    'Milwaukie',
    '97222',
    '503-555-0122',
  ),
  p(
    'P1020',
    'Robert Jensen',
    'MD',
    'Vancouver Clinic Downtown',
    'Family Medicine',
    true,
    ['English'],
    '700 Washington St',
    'Vancouver',
    '98660',
    '360-555-0123',
  ),
  p(
    'P1021',
    'Fatima Rahman',
    'MD',
    'Salem Primary Care',
    'Internal Medicine',
    true,
    ['English', 'Bengali'],
    '875 Oak St SE',
    'Salem',
    '97301',
    '503-555-0124',
  ),
  p(
    'P1022',
    'Ethan Caldwell',
    'MD',
    'Eugene Family Physicians',
    'Family Medicine',
    true,
    ['English'],
    '1200 Hilyard St',
    'Eugene',
    '97401',
    '541-555-0125',
  ),
  p(
    'P1023',
    'Isabel Duarte',
    'NP',
    'Lloyd District Health Center',
    'Family Medicine',
    true,
    ['English', 'Portuguese', 'Spanish'],
    '825 NE Multnomah St',
    'Portland',
    '97212',
    '503-555-0126',
  ),
  p(
    'P1024',
    'Kevin Yamamoto',
    'MD',
    'Laurelhurst Internal Medicine',
    'Internal Medicine',
    true,
    ['English', 'Japanese'],
    '4804 NE Glisan St',
    'Portland',
    '97215',
    '503-555-0127',
  ),
  p(
    'P1025',
    'Hannah Fischer',
    'MD',
    'Pearl District Pediatrics',
    'Pediatrics',
    false,
    ['English'],
    '1231 NW Hoyt St',
    'Portland',
    '97209',
    '503-555-0128',
  ),
  p(
    'P1026',
    'Marcus Greene',
    'MD',
    'Pasco Family Practice',
    'Family Medicine',
    true,
    ['English', 'Spanish'],
    '520 N 4th Ave',
    'Pasco',
    '99301',
    '509-555-0129',
  ),
]

function p(
  id: string,
  name: string,
  title: string,
  groupName: string,
  specialty: string,
  accepting: boolean,
  languages: string[],
  address: string,
  city: string,
  zip: string,
  phone: string,
): ProviderSeed {
  return { id, name, title, groupName, specialty, accepting, languages, address, city, zip, phone }
}

/** Specialists referrals point to (not in the PCP directory). */
export const referralSpecialists: [string, string, string][] = [
  ['S2001', 'Cascade Dermatology Associates', 'Dermatology'],
  ['S2002', 'Pacific Orthopedic Partners', 'Orthopedic Surgery'],
  ['S2003', 'Rose City Cardiology', 'Cardiology'],
  ['S2004', 'Northwest Allergy and Asthma Center', 'Allergy and Immunology'],
  ['S2005', 'Columbia Physical Therapy', 'Physical Therapy'],
]

export const referralStatuses: Record<string, string> = {
  A: 'Approved',
  P: 'Pending review',
  D: 'Denied',
  C: 'Completed',
}

type PlanDetails = Pick<BenefitData, 'dentalServices' | 'medicalServices' | 'serviceDetails'>

const dentalDetails: PlanDetails = {
  dentalServices: [
    dental(
      '1',
      'Preventive',
      'D0120',
      'Periodic oral evaluation',
      '100%',
      'Routine exam by your dentist.',
      '2 per calendar year',
    ),
    dental(
      '1',
      'Preventive',
      'D1110',
      'Adult cleaning',
      '100%',
      'Prophylaxis to remove plaque and tartar.',
      '2 per calendar year',
      ['Year 1: 100%', 'Year 2 and after: 100%'],
    ),
    dental(
      '1',
      'Diagnostic',
      'D0274',
      'Bitewing X-rays (four films)',
      '100%',
      'X-rays of the back teeth.',
      '1 set per calendar year',
    ),
    dental(
      '2',
      'Basic',
      'D2391',
      'Resin-based composite filling',
      '80%',
      'Tooth-coloured filling on one surface.',
      null,
    ),
    dental('2', 'Basic', 'D7140', 'Simple extraction', '80%', 'Removal of an erupted tooth.', null),
    dental(
      '3',
      'Major',
      'D2740',
      'Porcelain crown',
      '50%',
      'Full crown on a natural tooth.',
      '1 per tooth every 5 years',
      ['Year 1: 50%', 'Year 2: 60%', 'Year 3 and after: 70%'],
    ),
    dental(
      '3',
      'Major',
      'D5110',
      'Complete upper denture',
      '50%',
      'Full denture for the upper jaw.',
      '1 every 5 years',
    ),
  ],
  medicalServices: [],
  serviceDetails: [
    dentalDetail('D1110', 'tier1', 'Covered in full twice a calendar year.', '0%', '50% after deductible'),
    dentalDetail(
      'D2740',
      'tier3',
      'Needs a pre-treatment estimate.',
      '50% after deductible',
      '60% after deductible',
    ),
  ],
}

/** A dental service's cost detail (service-detail view): what the member pays in and out of network. */
function dentalDetail(code: string, tier: string, mainNote: string, inNetwork: string, outOfNetwork: string) {
  return {
    id: code,
    mainNote,
    outOfPocket: 'Counts toward your annual limit; not toward the deductible for preventive care.',
    tier,
    items: [
      { description: 'You pay', network: 'In network', note: null, copay: inNetwork, isCopay: false },
      {
        description: 'You pay',
        network: 'Out-of-network',
        note: 'You may be billed the difference above the allowed amount.',
        copay: outOfNetwork,
        isCopay: false,
      },
    ],
  }
}

function dental(
  tier: string,
  category: string,
  code: string,
  name: string,
  amount: string,
  description: string,
  benefitLimit: string | null,
  incentiveTiers: string[] = [],
) {
  return { tier, category, code, name, amount, description, incentiveTiers, benefitLimit }
}

const medicalDetails: PlanDetails = {
  dentalServices: [],
  medicalServices: [
    { tierId: 'tier1', url: null, pageId: 'office-visits', pageDescription: 'Office visits' },
    { tierId: 'tier1', url: null, pageId: 'preventive-care', pageDescription: 'Preventive care' },
    { tierId: 'tier1', url: null, pageId: 'emergency-care', pageDescription: 'Emergency and urgent care' },
    { tierId: 'tier2', url: null, pageId: 'hospital-services', pageDescription: 'Hospital services' },
  ],
  serviceDetails: [
    detail('office-visits', 'tier1', 'Primary care visit', '$25', true, 'Specialist visit', '$50', true),
    detail('preventive-care', 'tier1', 'Annual physical', '$0', true, 'Immunizations', '$0', true),
    detail('emergency-care', 'tier1', 'Emergency room', '$250', true, 'Urgent care', '$50', true),
    detail(
      'hospital-services',
      'tier2',
      'Inpatient stay',
      '20% after deductible',
      false,
      'Outpatient surgery',
      '20% after deductible',
      false,
    ),
  ],
}

const visionDetails: PlanDetails = {
  dentalServices: [],
  medicalServices: [
    { tierId: 'tier1', url: null, pageId: 'eye-exam', pageDescription: 'Routine eye exam' },
    { tierId: 'tier1', url: null, pageId: 'eyewear', pageDescription: 'Frames, lenses and contacts' },
  ],
  serviceDetails: [
    detail(
      'eye-exam',
      'tier1',
      'Routine eye exam (1 per year)',
      '$10',
      true,
      'Contact lens fitting',
      '$40',
      true,
    ),
    detail('eyewear', 'tier1', 'Frames', '$150 allowance', false, 'Contact lenses', '$130 allowance', false),
  ],
}

const pharmacyDetails: PlanDetails = {
  dentalServices: [],
  medicalServices: [
    {
      tierId: 'tier1',
      url: null,
      pageId: 'retail-pharmacy',
      pageDescription: 'Retail pharmacy (30-day supply)',
    },
    { tierId: 'tier1', url: null, pageId: 'mail-order', pageDescription: 'Mail order (90-day supply)' },
  ],
  serviceDetails: [
    detail('retail-pharmacy', 'tier1', 'Generic drugs', '$10', true, 'Preferred brand drugs', '$35', true),
    detail('mail-order', 'tier1', 'Generic drugs', '$20', true, 'Preferred brand drugs', '$70', true),
  ],
}

function detail(
  id: string,
  tier: string,
  firstDescription: string,
  firstCopay: string,
  firstIsCopay: boolean,
  secondDescription: string,
  secondCopay: string,
  secondIsCopay: boolean,
) {
  return {
    id,
    mainNote: null,
    outOfPocket: 'Counts toward your out-of-pocket maximum',
    tier,
    items: [
      {
        description: firstDescription,
        network: 'In network',
        note: null,
        copay: firstCopay,
        isCopay: firstIsCopay,
      },
      {
        description: secondDescription,
        network: 'In network',
        note: null,
        copay: secondCopay,
        isCopay: secondIsCopay,
      },
      {
        description: firstDescription,
        network: 'Out-of-network',
        note: 'You may be billed the difference above the allowed amount.',
        copay: '40% after deductible',
        isCopay: false,
      },
    ],
  }
}

export const planDetailsByCategory: Record<BenefitCategory, PlanDetails> = {
  medical: medicalDetails,
  dental: dentalDetails,
  vision: visionDetails,
  pharmacy: pharmacyDetails,
}

type HolidayRule = [string, (year: number) => IsoDate]

const fixed = (month: number, day: number) => (year: number) => observed(ymd(year, month, day))
const rules: Record<string, HolidayRule> = {
  newYear: ["New Year's Day", fixed(1, 1)],
  mlk: ['Martin Luther King Jr. Day', (y) => nthWeekday(y, 1, 1, 3)],
  presidents: ["Presidents' Day", (y) => nthWeekday(y, 2, 1, 3)],
  memorial: ['Memorial Day', (y) => nthWeekday(y, 5, 1, -1)],
  juneteenth: ['Juneteenth', fixed(6, 19)],
  independence: ['Independence Day', fixed(7, 4)],
  labor: ['Labor Day', (y) => nthWeekday(y, 9, 1, 1)],
  thanksgiving: ['Thanksgiving Day', (y) => nthWeekday(y, 11, 4, 4)],
  dayAfter: ['Day after Thanksgiving', (y) => addDays(nthWeekday(y, 11, 4, 4), 1)],
  christmasEve: ['Christmas Eve', fixed(12, 24)],
  christmas: ['Christmas Day', fixed(12, 25)],
}

const holidaysByDomain: Record<DomainId, (keyof typeof rules)[]> = {
  1: [
    'newYear',
    'mlk',
    'presidents',
    'memorial',
    'juneteenth',
    'independence',
    'labor',
    'thanksgiving',
    'dayAfter',
    'christmas',
  ],
  2: ['newYear', 'memorial', 'independence', 'labor', 'thanksgiving', 'christmas'],
  5: [
    'newYear',
    'memorial',
    'independence',
    'labor',
    'thanksgiving',
    'dayAfter',
    'christmasEve',
    'christmas',
  ],
}

/** Office-closure days of a domain for a year: weekend holidays move to Friday / Monday. */
export function holidaysFor(domainId: DomainId, year: number): [IsoDate, string][] {
  return holidaysByDomain[domainId].map((key) => {
    const [name, rule] = rules[key]
    return [rule(year), name]
  })
}

function observed(iso: IsoDate): IsoDate {
  const day = fromIso(iso).getDay()
  return day === 6 ? addDays(iso, -1) : day === 0 ? addDays(iso, 1) : iso
}
