/**
 * Business constants of the member dashboard (spec section 9, plus the few numbers of
 * sections 2 and 4 that the rules need). Pure values, no I/O.
 *
 * Brand facts (theme, handbooks, contact hours) live in the brand config
 * (app/platform/config/brands.ts), the session cookie's in app/platform/session/session.server.ts.
 * Each constant is tested through the behaviour that uses it.
 */
import type { BenefitCategory, DomainId, FamilyPlanEligibilityEntry } from '@member-dashboard/contract'

// ---------------------------------------------------------------- brands

/** "Domain ids: 1 main brand, 2 Medicare-type brand, 5 partner brand." */
export const DOMAIN = { MAIN: 1, MEDICARE: 2, PARTNER: 5 } as const satisfies Record<string, DomainId>

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

/** The entries a benefits menu may hold (section 9 'Benefit category order' names them). */
export type BenefitsMenuEntry =
  | 'summary'
  | BenefitCategory
  | 'programs'
  | 'referrals'
  | 'handbooks'
  | 'certificate'
  | 'medicareMaterials'
  | 'priorAuthorization'

/**
 * "Benefit category order: summary/medical 1, dental 2, vision 3, pharmacy 4, programs 5, referrals
 * 6, handbooks 7, certificate 8, medicare materials 9, prior authorization 10." Summary and medical
 * share 1: the summary comes first (it covers every category).
 */
export const BENEFIT_MENU_ORDER: Record<BenefitsMenuEntry, number> = {
  summary: 1,
  medical: 1,
  dental: 2,
  vision: 3,
  pharmacy: 4,
  programs: 5,
  referrals: 6,
  handbooks: 7,
  certificate: 8,
  medicareMaterials: 9,
  priorAuthorization: 10,
}

export type CategoryLetter = FamilyPlanEligibilityEntry['productCategory']
/** "Category letters: M medical, D dental, X pharmacy, V vision." */
export const CATEGORY_LETTER = {
  medical: 'M',
  dental: 'D',
  pharmacy: 'X',
  vision: 'V',
} as const satisfies Record<BenefitCategory, CategoryLetter>
/** "Dental limit display order: Annual Limit, then Deductible - In Network, then others, then none." */
export const ANNUAL_LIMIT = 'Annual Limit'
export const DEDUCTIBLE_IN_NETWORK = 'Deductible - In Network'

/** "Network tier: default in network (innet). Labels: tab1 or innet = 'In network'; tab2 or outnet = 'Out-of-network'." */
export const DEFAULT_NETWORK_TIER = 'innet'
export const IN_NETWORK_LABEL = 'In network'
export const OUT_OF_NETWORK_LABEL = 'Out-of-network'

/** "Dental maximums with amount -1 or 0 are skipped." */
export const SKIPPED_MAXIMUM_AMOUNTS: readonly number[] = [-1, 0]

// ---------------------------------------------------------------- notifications and shared pieces

/** "Snackbar: 5000 ms and 3000 ms durations." */
export const SNACKBAR_LONG_MS = 5000
export const SNACKBAR_SHORT_MS = 3000
/** "copy button 'Copied' label for 3000 ms" */
export const COPIED_LABEL_MS = 3000
/** "modal layer 1055" */
export const MODAL_LAYER = 1055

// ---------------------------------------------------------------- layout

/** "Breakpoints: phone up to 767 px, tablet 768 to 1279 px, desktop 1280 px and above." */
export const TABLET_MIN = 768
export const DESKTOP_MIN = 1280

/** "Date pickers: month/day/year. Input widths: first name 350 px, date 200 px." */
export const DATE_PICKER_FORMAT = 'MM/DD/YYYY'
export const FIRST_NAME_INPUT_WIDTH_PX = 350
export const DATE_INPUT_WIDTH_PX = 200

// ---------------------------------------------------------------- locale

/** "Defaults: English (United States) locale and US dollar currency." */
export const LOCALE = 'en-US'
export const CURRENCY = 'USD'
