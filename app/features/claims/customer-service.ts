/**
 * The customer service page's contact lines (docs/decisions/063-customer-service-page.md): the
 * brand's lines (spec section 9 'Contact hours', with TTY 711) narrowed to the member's line of
 * business. Pure.
 */
import type { BenefitCategory, DomainId } from '@member-dashboard/contract'
import type { ContactLine } from '~/platform/config/brands'
import { DOMAIN } from '~/platform/config/brands'
import { isMedicareVariant } from '~/platform/plan/eligibility'

export type LineOfBusiness = {
  /** Categories the member is active or future in (eligibleBenefitCategories). */
  categories: readonly BenefitCategory[]
  /** The subscriber's address state ('OR', 'TX'...). */
  state: string
  /** The Medicare-type brand, or a group under the Medicare parent group. */
  medicare: boolean
}

export function lineOfBusiness(input: {
  categories: readonly BenefitCategory[]
  state: string
  domainId: DomainId
  parentGroupId: string | null
}): LineOfBusiness {
  return {
    categories: input.categories,
    state: input.state.toUpperCase(),
    medicare: input.domainId === DOMAIN.MEDICARE || isMedicareVariant(input.parentGroupId),
  }
}

/** Lines that serve only some members, by contact line id; any other line serves everyone. */
const servesOnly: Record<string, (lob: LineOfBusiness) => boolean> = {
  medical: (lob) => lob.categories.includes('medical'),
  texas: (lob) => lob.state === 'TX',
  'dental-ak-or': (lob) => lob.categories.includes('dental') && (lob.state === 'AK' || lob.state === 'OR'),
  pharmacy: (lob) => lob.categories.includes('pharmacy'),
  medicare: (lob) => lob.medicare,
}

/**
 * The brand's contact lines for this member: customer service first, then the brand's order; a
 * line of business the member does not have (medical, Texas, dental for Alaska and Oregon,
 * pharmacy, Medicare) is left out.
 */
export function customerServiceLines(lines: readonly ContactLine[], lob: LineOfBusiness): ContactLine[] {
  const shown = lines.filter((line) => servesOnly[line.id]?.(lob) ?? true)
  return [
    ...shown.filter((l) => l.id === 'customer-service'),
    ...shown.filter((l) => l.id !== 'customer-service'),
  ]
}
