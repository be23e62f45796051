/**
 * The children of the Benefits menu (spec section 2 'Menus', section 6 'Reduced benefits menu',
 * 'Partner brand', section 9 'Benefit category order'). Pure. Shared by the shell's Benefits menu
 * and the benefits pages' own navigation, so the two always agree.
 */
import type { Dayjs } from 'dayjs'
import {
  BENEFIT_CATEGORIES_IN_ORDER,
  BENEFIT_CATEGORY_LABEL,
  BENEFIT_MENU_ORDER,
  type BenefitsMenuEntry,
} from './benefit-categories'
import { DOMAIN } from '~/platform/config/brands'
import { brands } from '~/platform/config/brands'
import { usesReducedBenefitsMenu, type MenuInput, type MenuItem } from './permissions'
import { toApiDate } from '~/platform/formats'

/** What the Benefits menu depends on (a subset of the shell's MenuInput). */
export type BenefitsMenuInput = Pick<
  MenuInput,
  | 'domainId'
  | 'groupId'
  | 'eligibleCategories'
  | 'hasReferrals'
  | 'medicareMaterialsEligible'
  | 'hasCertificate'
  | 'hasPriorAuthorizations'
  | 'now'
>

/** The gateway facts of the menu beyond the account (loaded by `loadBenefitsMenuFacts`). */
export type BenefitsMenuFacts = Pick<
  MenuInput,
  'hasReferrals' | 'medicareMaterialsEligible' | 'hasCertificate' | 'hasPriorAuthorizations'
>

/** The address of the benefits summary as of a day ('Benefits summary (asOfDate set to now)'). */
export function benefitsSummaryTarget(now: Date | Dayjs | string): string {
  return `/benefits/summary?asOfDate=${toApiDate(now)}`
}

type Entry = { entry: BenefitsMenuEntry; item: MenuItem }
const entry = (key: BenefitsMenuEntry, title: string, target: string): Entry => ({
  entry: key,
  item: { title, target },
})

/** Every entry the member could be shown, whatever the menu variant: each only where the member has it. */
function possibleEntries(input: BenefitsMenuInput): Entry[] {
  const handbooks = brands[input.domainId].handbooks
  const when = (shown: boolean, make: () => Entry) => (shown ? [make()] : [])
  return [
    entry('summary', 'Benefits summary', benefitsSummaryTarget(input.now)),
    ...BENEFIT_CATEGORIES_IN_ORDER.filter((c) => input.eligibleCategories.includes(c)).map((c) =>
      entry(c, BENEFIT_CATEGORY_LABEL[c], `/benefits/${c}`),
    ),
    entry('programs', 'Programs', '/benefits/programs'),
    ...when(input.hasReferrals, () => entry('referrals', 'Referrals', '/benefits/referrals')),
    ...when(Boolean(handbooks), () => entry('handbooks', handbooks!.label, handbooks!.path)),
    ...when(input.hasCertificate, () =>
      entry('certificate', 'Certificate of coverage', '/benefits/certificate-of-coverage'),
    ),
    ...when(input.medicareMaterialsEligible, () =>
      entry('medicareMaterials', 'Medicare Materials', '/benefits/medicare-materials'),
    ),
    ...when(input.hasPriorAuthorizations, () =>
      entry('priorAuthorization', 'Prior authorization', '/benefits/prior-authorization'),
    ),
  ]
}

const CATEGORY_ENTRIES: readonly BenefitsMenuEntry[] = BENEFIT_CATEGORIES_IN_ORDER

/** Which entries each menu variant holds (docs/decisions/154-benefits-menu-order.md). */
function entriesOfVariant(input: BenefitsMenuInput): readonly BenefitsMenuEntry[] {
  // "Partner brand: the benefits menu shows only categories plus Referrals and Medicare".
  if (input.domainId === DOMAIN.PARTNER) return [...CATEGORY_ENTRIES, 'referrals', 'medicareMaterials']
  // "Benefits summary (asOfDate set to now), Programs, Referrals if any, Handbooks, Medicare
  // Materials if any", plus the certificate and prior authorization where the member has them.
  const documents: BenefitsMenuEntry[] = [
    'handbooks',
    'certificate',
    'medicareMaterials',
    'priorAuthorization',
  ]
  if (usesReducedBenefitsMenu(input)) return ['summary', 'programs', 'referrals', ...documents]
  // The standard menu: a summary entry, the categories, and everything after them.
  return ['summary', ...CATEGORY_ENTRIES, 'programs', 'referrals', ...documents]
}

/**
 * Children of Benefits, in the spec's category order 1 to 10. Precedence of the variants (our
 * choice, the spec gives none): the partner brand's menu first, then the reduced menu (group
 * 10004760 or domain 2), then the standard menu.
 */
export function benefitsMenuChildren(input: BenefitsMenuInput): MenuItem[] {
  const allowed = entriesOfVariant(input)
  return possibleEntries(input)
    .filter((e) => allowed.includes(e.entry))
    .sort((a, b) => BENEFIT_MENU_ORDER[a.entry] - BENEFIT_MENU_ORDER[b.entry])
    .map((e) => e.item)
}
export type { MenuItem }
