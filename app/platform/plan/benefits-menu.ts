/**
 * The children of the Benefits menu (spec section 2 'Menus', section 6 'Reduced benefits menu',
 * 'Partner brand', section 9 'Benefit category order'). Pure. Shared by the shell's Benefits menu
 * and the benefits pages' own navigation, so the two always agree.
 */
import type { Dayjs } from 'dayjs'
import { BENEFIT_CATEGORIES_IN_ORDER, BENEFIT_CATEGORY_LABEL } from './benefit-categories'
import { DOMAIN } from '~/platform/config/brands'
import { brands } from '~/platform/config/brands'
import { usesReducedBenefitsMenu, type MenuInput, type MenuItem } from './permissions'
import { toApiDate } from '~/platform/formats'

/** What the Benefits menu depends on (a subset of the shell's MenuInput). */
export type BenefitsMenuInput = Pick<
  MenuInput,
  'domainId' | 'groupId' | 'eligibleCategories' | 'hasReferrals' | 'medicareMaterialsEligible' | 'now'
>

const item = (title: string, target: string): MenuItem => ({ title, target })

/** The address of the benefits summary as of a day ('Benefits summary (asOfDate set to now)'). */
export function benefitsSummaryTarget(now: Date | Dayjs | string): string {
  return `/benefits/summary?asOfDate=${toApiDate(now)}`
}

/** The handbooks entry: the brand's label and page (brand config); none where the brand has none. */
function handbooksItems(input: BenefitsMenuInput): MenuItem[] {
  const handbooks = brands[input.domainId].handbooks
  return handbooks ? [item(handbooks.label, handbooks.path)] : []
}
const referralsItem = () => item('Referrals', '/benefits/referrals')
const medicareItem = () => item('Medicare Materials', '/benefits/medicare-materials')
const programsItem = () => item('Programs', '/benefits/programs')

function categoryItems(input: BenefitsMenuInput): MenuItem[] {
  return BENEFIT_CATEGORIES_IN_ORDER.filter((c) => input.eligibleCategories.includes(c)).map((c) =>
    item(BENEFIT_CATEGORY_LABEL[c], `/benefits/${c}`),
  )
}

/**
 * Children of Benefits. Precedence (our choice, the spec gives none): the partner brand's menu
 * first (it is "only" categories plus Referrals and Medicare), then the reduced menu (group
 * 10004760 or domain 2), then the standard menu.
 */
export function benefitsMenuChildren(input: BenefitsMenuInput): MenuItem[] {
  const optional = (shown: boolean, make: () => MenuItem) => (shown ? [make()] : [])
  if (input.domainId === DOMAIN.PARTNER) {
    // "Partner brand: the benefits menu shows only categories plus Referrals and Medicare".
    return [
      ...categoryItems(input),
      ...optional(input.hasReferrals, referralsItem),
      ...optional(input.medicareMaterialsEligible, medicareItem),
    ]
  }
  if (usesReducedBenefitsMenu(input)) {
    // "Benefits summary (asOfDate set to now), Programs, Referrals if any, Handbooks, Medicare Materials if any".
    return [
      item('Benefits summary', benefitsSummaryTarget(input.now)),
      programsItem(),
      ...optional(input.hasReferrals, referralsItem),
      ...handbooksItems(input),
      ...optional(input.medicareMaterialsEligible, medicareItem),
    ]
  }
  return [
    ...categoryItems(input),
    programsItem(),
    ...optional(input.hasReferrals, referralsItem),
    ...handbooksItems(input),
    ...optional(input.medicareMaterialsEligible, medicareItem),
  ]
}
export type { MenuItem }
