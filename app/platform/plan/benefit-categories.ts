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

export type CategoryLetter = FamilyPlanEligibilityEntry['productCategory']

/** "Category letters: M medical, D dental, X pharmacy, V vision." */
export const CATEGORY_LETTER = {
  medical: 'M',
  dental: 'D',
  pharmacy: 'X',
  vision: 'V',
} as const satisfies Record<BenefitCategory, CategoryLetter>
