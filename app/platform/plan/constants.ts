/**
 * Business constants of the member dashboard (spec section 9, plus the few numbers of
 * sections 2 and 4 that the rules need). Pure values, no I/O.
 *
 * Where the brief names a constant flatly (e.g. `DIGITAL_CLAIMS`) it is exported under that
 * name; grouped objects (`DOMAIN`, `PROGRAM_ID`, `BREAKPOINT`) reference the same values.
 */
import type { BenefitCategory, DomainId, FamilyPlanEligibilityEntry } from '@member-dashboard/contract'

// ---------------------------------------------------------------- brands

/** "Domain ids: 1 main brand, 2 Medicare-type brand, 5 partner brand." */
export const DOMAIN = { MAIN: 1, MEDICARE: 2, PARTNER: 5 } as const satisfies Record<string, DomainId>

// ---------------------------------------------------------------- session

/** "Cookies (access token and api token): last 2 hours (7,200,000 ms), SameSite strict, secure." */
export const SESSION_MAX_AGE_MS = 7_200_000
export const SESSION_COOKIE_SAME_SITE = 'strict' as const
export const SESSION_COOKIE_SECURE = true

// ---------------------------------------------------------------- programs

/** "maximum 5 in one reading of the rules ... (5 for the featured list" */
export const FEATURED_PROGRAMS_MAX = 5
/** "... and 6 on the home page in another" (home 'Programs' section, spec section 2 'Home' item 7). */
export const HOME_PROGRAMS_MAX = 6
/** "Program tile name: cut at 55 characters." */
export const PROGRAM_TILE_NAME_MAX = 55
/** The ellipsis appended to a cut program tile name. */
export const ELLIPSIS = '…'

/** "Special program ids" and "Shortcut programs" ids. */
export const DENTAL_COST_ESTIMATOR = 33
export const PASSPORT_DENTAL = 27
export const FIND_A_DENTIST = 92
/** "digital claims 93 (opens a new tab)" */
export const DIGITAL_CLAIMS = 93
export const PHARMACY_BENEFIT_MANAGER = 37
/** "eBill (id -1, hidden if no eBill or termed)" */
export const EBILL_SHORTCUT = -1
/** "Outline of Coverage (id -3, hidden if no URL)" */
export const OUTLINE_OF_COVERAGE_SHORTCUT = -3
export const PROGRAM_ID = {
  DENTAL_COST_ESTIMATOR,
  PASSPORT_DENTAL,
  FIND_A_DENTIST,
  DIGITAL_CLAIMS,
  PHARMACY_BENEFIT_MANAGER,
  EBILL_SHORTCUT,
  OUTLINE_OF_COVERAGE_SHORTCUT,
} as const
/** Program whose urlDocumentType has this value is external (spec section 3 'Program'). */
export const EXTERNAL_URL_DOCUMENT_TYPE = 'ENDPOINT'

// ---------------------------------------------------------------- people and eligibility

/** "Adult age: 18. Settings hidden for dependents under 18." */
export const ADULT_AGE = 18
/** "Termed-eligible window: about 2 years." We use exactly 2 calendar years (see eligibility.ts). */
export const TERMED_ELIGIBLE_WINDOW_YEARS = 2
/** Member suffix of the subscriber ("memberSuffix (0 = subscriber)"). */
export const SUBSCRIBER_SUFFIX = 0

// ---------------------------------------------------------------- special groups and dates

/** "10004760 (reduced Medicare Advantage benefits menu)" */
export const REDUCED_BENEFITS_GROUP_ID = '10004760'
/** "10002805 (PCI tile)" */
export const PCI_GROUP_ID = '10002805'
/** "parent group 100000075 (Medicare variant)" */
export const MEDICARE_PARENT_GROUP_ID = '100000075'
/** "Primary care administrative update banner: shows while ... today is on or before 31 March 2025." */
export const PCP_ADMIN_UPDATE_LAST_DAY = '2025-03-31'
/** "Date range text: 'Active since {date}' when there is no end or the end year is over 2100." */
export const OPEN_ENDED_AFTER_YEAR = 2100

// ---------------------------------------------------------------- benefits and limits

/** "Benefit category order: summary/medical 1, dental 2, ..., prior authorization 10." Keys are route segments. */
export const BENEFIT_CATEGORY_ORDER = {
  summary: 1,
  medical: 1,
  dental: 2,
  vision: 3,
  pharmacy: 4,
  programs: 5,
  referrals: 6,
  handbooks: 7,
  'certificate-of-coverage': 8,
  'medicare-materials': 9,
  'prior-authorization': 10,
} as const

/** The four plan categories in the order of the spec ("Medical, Dental, Vision, Pharmacy"). */
export const BENEFIT_CATEGORIES_IN_ORDER: readonly BenefitCategory[] = [
  'medical',
  'dental',
  'vision',
  'pharmacy',
]

export const BENEFIT_CATEGORY_LABEL: Record<BenefitCategory, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
}

export type CategoryLetter = FamilyPlanEligibilityEntry['productCategory']
/** "Category letters: M medical, D dental, X pharmacy, V vision." */
export const CATEGORY_LETTER = {
  medical: 'M',
  dental: 'D',
  pharmacy: 'X',
  vision: 'V',
} as const satisfies Record<BenefitCategory, CategoryLetter>
export const CATEGORY_OF_LETTER: Record<CategoryLetter, BenefitCategory> = {
  M: 'medical',
  D: 'dental',
  X: 'pharmacy',
  V: 'vision',
}

/** "Dental limit display order: Annual Limit, then Deductible - In Network, then others, then none." */
export const ANNUAL_LIMIT = 'Annual Limit'
export const DEDUCTIBLE_IN_NETWORK = 'Deductible - In Network'
export const DENTAL_LIMIT_ORDER = [ANNUAL_LIMIT, DEDUCTIBLE_IN_NETWORK] as const

/** "Network tier: default in network (innet). Labels: tab1 or innet = 'In network'; tab2 or outnet = 'Out-of-network'." */
export const DEFAULT_NETWORK_TIER = 'innet'
export const IN_NETWORK_LABEL = 'In network'
export const OUT_OF_NETWORK_LABEL = 'Out-of-network'

/** "Dental maximums with amount -1 or 0 are skipped." */
export const SKIPPED_MAXIMUM_AMOUNTS: readonly number[] = [-1, 0]

// ---------------------------------------------------------------- brand config

/** "Brand config: theme medical-dental; handbooks label 'Member Handbooks', path /handbooks" */
export const BRAND_THEME = 'medical-dental'
export const HANDBOOKS_LABEL = 'Member Handbooks'
export const HANDBOOKS_PATH = '/handbooks'

// ---------------------------------------------------------------- notifications and shared pieces

/** "Snackbar: 5000 ms and 3000 ms durations." */
export const SNACKBAR_LONG_MS = 5000
export const SNACKBAR_SHORT_MS = 3000
/** "Colours: error red, success green, alert amber." (spec colour names; the UI maps them to its palette) */
export const NOTIFICATION_COLOR = { error: 'red', success: 'green', alert: 'amber' } as const
/** "The dismiss-animation wait falls back after 1000 ms." (section 4 'Notification queue') */
export const NOTIFICATION_DISMISS_FALLBACK_MS = 1000
/** "copy button 'Copied' label for 3000 ms" */
export const COPIED_LABEL_MS = 3000
/** "modal layer 1055" */
export const MODAL_LAYER = 1055

// ---------------------------------------------------------------- layout

/** "Breakpoints: phone up to 767 px, tablet 768 to 1279 px, desktop 1280 px and above." */
export const PHONE_MAX = 767
export const TABLET_MIN = 768
export const TABLET_MAX = 1279
export const DESKTOP_MIN = 1280
export const BREAKPOINT = { PHONE_MAX, TABLET_MIN, TABLET_MAX, DESKTOP_MIN } as const

/** "Date pickers: month/day/year. Input widths: first name 350 px, date 200 px." */
export const DATE_PICKER_FORMAT = 'MM/DD/YYYY'
export const FIRST_NAME_INPUT_WIDTH_PX = 350
export const DATE_INPUT_WIDTH_PX = 200

// ---------------------------------------------------------------- locale

/** "Defaults: English (United States) locale and US dollar currency." */
export const LOCALE = 'en-US'
export const CURRENCY = 'USD'

// ---------------------------------------------------------------- contact hours (contact page)

export const CONTACT_HOURS = {
  accountSupport: 'Monday-Friday 7:30 a.m. to 5:30 p.m. PT',
  medicareCustomerService:
    '7 a.m. to 8 p.m. PT, seven days a week October 1 to March 31, automated afterward on weekends and holidays',
  medicareAdvantageAndPharmacy:
    '7 a.m. to 8 p.m. PT, Monday-Friday Feb 15 to Sept 30 and daily Oct 1 to Feb 14',
  tty: 'TTY users call 711',
} as const
