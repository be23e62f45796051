/**
 * The plan's benefit categories (spec section 9 'Category letters'; section 2 'Benefits'): their
 * order, labels and the letters of eligibility entries. Pure values.
 */
import type { BenefitCategory, FamilyPlanEligibilityEntry } from '@member-dashboard/contract'

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
