/** Every title the menu rules write has its Spanish in the `menus` catalogue (issue 26). */
import { describe, expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { translateTitles } from '~/platform/i18n/menu-titles'
import { brands } from '~/platform/config/brands'
import { accountMenu, primaryMenu, utilityMenu, type MenuInput, type MenuItem } from './menus'

const base: MenuInput = {
  domainId: 1,
  memberSuffix: 0,
  isAdult: true,
  isTermed: false,
  hasActiveOrFutureEligibility: true,
  eligibleCategories: ['medical', 'dental', 'vision', 'pharmacy'],
  hasEbill: true,
  staffRole: null,
  groupId: '10001234',
  pcpAnySelections: true,
  pcpMemberHasSelection: true,
  pcpEligible: true,
  hasPharmacyBenefitManagerProgram: true,
  hasReferrals: true,
  medicareMaterialsEligible: true,
  hasCertificate: true,
  hasPriorAuthorizations: true,
  signedIn: true,
  groupCount: 2,
  now: new Date(2026, 3, 7, 12),
}

const all = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...all(i.children ?? [])])

/** The titles the rules can write, for members of every brand, subscribers and dependents. */
function everyTitle() {
  const inputs = [1, 2, 5].flatMap((domainId) =>
    [0, 1].map((memberSuffix) => ({ ...base, domainId: domainId as 1 | 2 | 5, memberSuffix })),
  )
  const items = inputs.flatMap((input) => [
    ...all(primaryMenu(input)),
    ...accountMenu(input, { desktop: true }),
    ...utilityMenu(input),
    ...utilityMenu({ ...input, signedIn: false }),
  ])
  return [...new Set(items.map((i) => i.title))]
}

describe('menus in Spanish', () => {
  it('every title of the rules is in the catalogue, but the categories the gateway names', () => {
    const spanish = catalogues.es.menus
    const categories = ['Medical', 'Dental', 'Vision', 'Pharmacy']
    const missing = everyTitle().filter((title) => !(title in spanish) && !categories.includes(title))
    expect(missing).toEqual([])
    for (const brand of Object.values(brands))
      if (brand.handbooks) expect(spanish).toHaveProperty([brand.handbooks.label])
  })

  it('translates a menu and its children, and leaves a title it does not know as sent', () => {
    const menu = [{ title: 'Benefits', target: '/benefits', children: [{ title: 'Hearing', target: '/x' }] }]
    expect(translateTitles(menu, catalogues.es.menus)).toEqual([
      { title: 'Beneficios', target: '/benefits', children: [{ title: 'Hearing', target: '/x' }] },
    ])
  })
})
