import { describe, expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { translateTitles } from '~/platform/i18n/menu-titles'
import { brands } from '~/platform/config/brands'
import {
  accountMenu,
  benefitsMenuChildren,
  canOpenSettings,
  claimsMenuChildren,
  findCareMenuChildren,
  isActiveMenuEntry,
  isActiveMenuItem,
  primaryMenu,
  showGroupSwitch,
  showPrimaryCareLink,
  utilityMenu,
  type MenuInput,
  type MenuItem,
} from './menus'
import { usesReducedBenefitsMenu } from '~/platform/plan/permissions'

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
  medicareMaterialsEligible: false,
  hasCertificate: false,
  hasPriorAuthorizations: false,
  signedIn: true,
  groupCount: 1,
  now: new Date(2025, 3, 7, 12),
}
const input = (over: Partial<MenuInput> = {}): MenuInput => ({ ...base, ...over })
const titles = (items: MenuItem[]) => items.map((i) => i.title)
const find = (items: MenuItem[], title: string) => items.find((i) => i.title === title)

describe('primary menu', () => {
  it('subscriber with eligibility: Home, Account, Benefits, Find care, Claims/EOBs with their targets', () => {
    const menu = primaryMenu(input())
    expect(menu.map(({ title, target }) => [title, target])).toEqual([
      ['Home', '/home'],
      ['Account', '/account/summary'],
      ['Benefits', '/benefits'],
      ['Find care', '/find-care'],
      ['Claims/EOBs', '/claims'],
    ])
  })
  it("dependents see 'Claims', not 'Claims/EOBs'", () => {
    expect(titles(primaryMenu(input({ memberSuffix: 1 })))).toContain('Claims')
    expect(titles(primaryMenu(input({ memberSuffix: 1 })))).not.toContain('Claims/EOBs')
  })
  it('Benefits and Find care are hidden without active or future eligibility', () => {
    expect(titles(primaryMenu(input({ hasActiveOrFutureEligibility: false })))).toEqual([
      'Home',
      'Account',
      'Claims/EOBs',
    ])
  })
  it('Home and Account carry no children', () => {
    const menu = primaryMenu(input())
    expect(find(menu, 'Home')?.children).toBeUndefined()
    expect(find(menu, 'Account')?.children).toBeUndefined()
  })
})

describe('Claims children', () => {
  it('subscriber with the pharmacy benefit manager program: Claims, EOBs, Pharmacy, Forms and documents', () => {
    expect(claimsMenuChildren(input())).toEqual([
      { title: 'Claims', target: '/claims' },
      { title: 'EOBs', target: '/eobs' },
      { title: 'Pharmacy', target: '/navitus' },
      { title: 'Forms and documents', target: '/forms' },
    ])
  })
  it('the EOBs link is for subscribers only; Forms and documents is for everyone', () => {
    expect(titles(claimsMenuChildren(input({ memberSuffix: 2 })))).toEqual([
      'Claims',
      'Pharmacy',
      'Forms and documents',
    ])
  })
  it('no Pharmacy link without the pharmacy benefit manager program', () => {
    expect(titles(claimsMenuChildren(input({ hasPharmacyBenefitManagerProgram: false })))).toEqual([
      'Claims',
      'EOBs',
      'Forms and documents',
    ])
  })
})

describe('Benefits children (standard menu)', () => {
  it('Benefits summary of today, eligible categories, Programs, Referrals, Member Handbooks, with their targets', () => {
    expect(benefitsMenuChildren(input())).toEqual([
      { title: 'Benefits summary', target: '/benefits/summary?asOfDate=2025-04-07' },
      { title: 'Medical', target: '/benefits/medical' },
      { title: 'Dental', target: '/benefits/dental' },
      { title: 'Vision', target: '/benefits/vision' },
      { title: 'Pharmacy', target: '/benefits/pharmacy' },
      { title: 'Programs', target: '/benefits/programs' },
      { title: 'Referrals', target: '/benefits/referrals' },
      { title: 'Member Handbooks', target: '/benefits/handbooks' },
    ])
  })
  it('only the categories the member is eligible for, in Medical, Dental, Vision, Pharmacy order', () => {
    const children = benefitsMenuChildren(input({ eligibleCategories: ['pharmacy', 'dental'] }))
    expect(titles(children).slice(0, 4)).toEqual(['Benefits summary', 'Dental', 'Pharmacy', 'Programs'])
  })
  it('no Referrals link without referrals', () => {
    expect(titles(benefitsMenuChildren(input({ hasReferrals: false })))).not.toContain('Referrals')
  })
  it('Medicare Materials when materials eligibility is true', () => {
    const children = benefitsMenuChildren(input({ medicareMaterialsEligible: true }))
    expect(children.at(-1)).toEqual({ title: 'Medicare Materials', target: '/benefits/medicare-materials' })
  })
  it('the certificate (8) and prior authorization (10) where the member has them, around Medicare Materials (9)', () => {
    const all = input({ hasCertificate: true, hasPriorAuthorizations: true, medicareMaterialsEligible: true })
    expect(benefitsMenuChildren(all).slice(-4)).toEqual([
      { title: 'Member Handbooks', target: '/benefits/handbooks' },
      { title: 'Certificate of coverage', target: '/benefits/certificate-of-coverage' },
      { title: 'Medicare Materials', target: '/benefits/medicare-materials' },
      { title: 'Prior authorization', target: '/benefits/prior-authorization' },
    ])
    expect(titles(benefitsMenuChildren(input({ hasCertificate: true })))).not.toContain('Prior authorization')
    expect(titles(benefitsMenuChildren(input({ hasPriorAuthorizations: true })))).not.toContain(
      'Certificate of coverage',
    )
  })
  it('follows the category order 1 to 10 whatever is shown', () => {
    const everything = benefitsMenuChildren(
      input({ hasCertificate: true, hasPriorAuthorizations: true, medicareMaterialsEligible: true }),
    )
    expect(titles(everything)).toEqual([
      'Benefits summary',
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
      'Programs',
      'Referrals',
      'Member Handbooks',
      'Certificate of coverage',
      'Medicare Materials',
      'Prior authorization',
    ])
  })
  it('the Benefits entry of the primary menu carries these children', () => {
    expect(find(primaryMenu(input()), 'Benefits')?.children).toEqual(benefitsMenuChildren(input()))
  })
})

describe('reduced benefits menu (group 10004760 or domain 2)', () => {
  it('group 10004760: Benefits summary with asOfDate of today, Programs, Referrals, Handbooks', () => {
    expect(benefitsMenuChildren(input({ groupId: '10004760' }))).toEqual([
      { title: 'Benefits summary', target: '/benefits/summary?asOfDate=2025-04-07' },
      { title: 'Programs', target: '/benefits/programs' },
      { title: 'Referrals', target: '/benefits/referrals' },
      { title: 'Member Handbooks', target: '/benefits/handbooks' },
    ])
  })
  it('the certificate and prior authorization where the member has them, in order', () => {
    const children = benefitsMenuChildren(
      input({
        domainId: 2,
        hasCertificate: true,
        hasPriorAuthorizations: true,
        medicareMaterialsEligible: true,
      }),
    )
    expect(titles(children)).toEqual([
      'Benefits summary',
      'Programs',
      'Referrals',
      'Member Handbooks',
      'Certificate of coverage',
      'Medicare Materials',
      'Prior authorization',
    ])
  })
  it('domain 2 with Medicare materials and no referrals', () => {
    const children = benefitsMenuChildren(
      input({ domainId: 2, hasReferrals: false, medicareMaterialsEligible: true }),
    )
    expect(titles(children)).toEqual([
      'Benefits summary',
      'Programs',
      'Member Handbooks',
      'Medicare Materials',
    ])
  })
  it('asOfDate follows the given now (late evening stays on the same day)', () => {
    const children = benefitsMenuChildren(input({ domainId: 2, now: new Date(2025, 11, 31, 23, 59) }))
    expect(children[0].target).toBe('/benefits/summary?asOfDate=2025-12-31')
  })
  it('applies to group 10004760 or domain 2 only', () => {
    expect(usesReducedBenefitsMenu({ domainId: 1, groupId: '10004760' })).toBe(true)
    expect(usesReducedBenefitsMenu({ domainId: 2, groupId: '10001234' })).toBe(true)
    expect(usesReducedBenefitsMenu({ domainId: 1, groupId: '10004761' })).toBe(false)
  })
})

describe('partner brand (domain 5)', () => {
  const partner = input({ domainId: 5, eligibleCategories: ['dental'] })
  it('benefits menu shows only categories plus Referrals and Medicare (no summary, Programs, Handbooks, certificate or prior authorization)', () => {
    const everything = {
      ...partner,
      medicareMaterialsEligible: true,
      hasCertificate: true,
      hasPriorAuthorizations: true,
    }
    expect(titles(benefitsMenuChildren(everything))).toEqual(['Dental', 'Referrals', 'Medicare Materials'])
  })
  it('partner menu wins over the reduced menu when group 10004760 is on domain 5', () => {
    expect(titles(benefitsMenuChildren({ ...partner, groupId: '10004760', hasReferrals: false }))).toEqual([
      'Dental',
    ])
  })
  it('find care is only find-a-dentist', () => {
    expect(findCareMenuChildren(partner)).toEqual([
      { title: 'Find a dentist', target: '/find-care/find-a-dentist' },
    ])
  })
})

describe('Find care children', () => {
  it('Primary care, Find a dentist, Resources, Care reminders with their targets', () => {
    expect(findCareMenuChildren(input())).toEqual([
      { title: 'Primary care', target: '/find-care/primary-care' },
      { title: 'Find a dentist', target: '/find-care/find-a-dentist' },
      { title: 'Resources', target: '/find-care/resources' },
      { title: 'Care reminders', target: '/find-care/care-reminders' },
    ])
  })
  it('no Primary care link when no PCP rule holds', () => {
    const none = input({ pcpAnySelections: false, pcpMemberHasSelection: false, pcpEligible: false })
    expect(titles(findCareMenuChildren(none))).toEqual(['Find a dentist', 'Resources', 'Care reminders'])
  })
})

describe('primary care link rule', () => {
  const no = { memberSuffix: 0, pcpAnySelections: false, pcpMemberHasSelection: false, pcpEligible: false }
  it('shown for a subscriber with any PCP selections', () => {
    expect(showPrimaryCareLink({ ...no, pcpAnySelections: true })).toBe(true)
  })
  it('not shown for a dependent because of family selections alone', () => {
    expect(showPrimaryCareLink({ ...no, memberSuffix: 1, pcpAnySelections: true })).toBe(false)
  })
  it('shown when the member has a selection', () => {
    expect(showPrimaryCareLink({ ...no, memberSuffix: 1, pcpMemberHasSelection: true })).toBe(true)
  })
  it('shown when the PCP eligibility call says eligible', () => {
    expect(showPrimaryCareLink({ ...no, memberSuffix: 1, pcpEligible: true })).toBe(true)
  })
  it('hidden otherwise', () => {
    expect(showPrimaryCareLink(no)).toBe(false)
  })
})

describe('utility menu', () => {
  it('signed in: Contact us and Log out', () => {
    expect(utilityMenu({ signedIn: true, domainId: 1 })).toEqual([
      { title: 'Contact us', target: '/contact-us' },
      { title: 'Log out', target: '/logout' },
    ])
  })
  it("signed out on domains 2 and 5: 'Log in' and 'Contact us'", () => {
    const expected = [
      { title: 'Log in', target: '/login' },
      { title: 'Contact us', target: '/contact-us' },
    ]
    expect(utilityMenu({ signedIn: false, domainId: 2 })).toEqual(expected)
    expect(utilityMenu({ signedIn: false, domainId: 5 })).toEqual(expected)
  })
  it('signed out on the main brand: empty', () => {
    expect(utilityMenu({ signedIn: false, domainId: 1 })).toEqual([])
  })
})

describe('account menu', () => {
  it("desktop: starts with 'My account' -> /account/summary, then every entry with its target", () => {
    expect(accountMenu(input(), { desktop: true })).toEqual([
      { title: 'My account', target: '/account/summary', desktopOnly: true },
      { title: 'Summary', target: '/account/summary' },
      { title: 'Member information', target: '/account/member-information' },
      { title: 'Settings', target: '/account/settings' },
      { title: 'Account activity', target: '/account/activity' },
      { title: 'Member plan benefits', target: '/account/plan-benefits' },
      { title: 'eBill', target: '/account/ebill' },
      { title: 'Help center', target: '/account/support' },
      { title: 'Log out', target: '/logout' },
    ])
  })
  it('Account activity (issue 23): adults on every brand, never a member under 18', () => {
    const shown = (over: Parameters<typeof input>[0]) => titles(accountMenu(input(over), { desktop: false }))
    expect(shown({ memberSuffix: 1, domainId: 5 })).toContain('Account activity')
    expect(shown({ domainId: 2 })).toContain('Account activity')
    expect(shown({ memberSuffix: 2, isAdult: false })).not.toContain('Account activity')
  })
  it("mobile: no 'My account' entry", () => {
    expect(titles(accountMenu(input(), { desktop: false }))[0]).toBe('Summary')
  })
  it('Settings hidden for a dependent under 18', () => {
    expect(titles(accountMenu(input({ memberSuffix: 2, isAdult: false }), { desktop: false }))).not.toContain(
      'Settings',
    )
  })
  it('Settings shown for an adult dependent on the main brand', () => {
    expect(titles(accountMenu(input({ memberSuffix: 1 }), { desktop: false }))).toContain('Settings')
  })
  it('Settings hidden for an adult dependent on the partner brand', () => {
    expect(titles(accountMenu(input({ memberSuffix: 1, domainId: 5 }), { desktop: false }))).not.toContain(
      'Settings',
    )
  })
  it('eBill hidden without eBill', () => {
    expect(titles(accountMenu(input({ hasEbill: false }), { desktop: false }))).not.toContain('eBill')
  })
  it('eBill hidden for a termed member', () => {
    expect(titles(accountMenu(input({ isTermed: true }), { desktop: false }))).not.toContain('eBill')
  })
  it('eBill never on the partner brand', () => {
    expect(titles(accountMenu(input({ domainId: 5 }), { desktop: false }))).not.toContain('eBill')
  })
  it("staff logInAsAnyone: 'LoginAsAnyone' -> /login-as before Log out", () => {
    const menu = accountMenu(input({ staffRole: 'logInAsAnyone' }), { desktop: false })
    expect(menu.slice(-2)).toEqual([
      { title: 'LoginAsAnyone', target: '/login-as' },
      { title: 'Log out', target: '/logout' },
    ])
  })
  it("staff logInAsNonEmp: 'LoginAsNonEmp'", () => {
    expect(titles(accountMenu(input({ staffRole: 'logInAsNonEmp' }), { desktop: false }))).toContain(
      'LoginAsNonEmp',
    )
  })
})

describe('settings guard', () => {
  it('a subscriber can always open settings, even on the partner brand', () => {
    expect(canOpenSettings({ domainId: 5, memberSuffix: 0, isAdult: true })).toBe(true)
  })
  it('an adult dependent can open settings off the partner brand', () => {
    expect(canOpenSettings({ domainId: 2, memberSuffix: 1, isAdult: true })).toBe(true)
  })
  it('a dependent under 18 cannot', () => {
    expect(canOpenSettings({ domainId: 1, memberSuffix: 2, isAdult: false })).toBe(false)
  })
  it('a dependent on the partner brand cannot', () => {
    expect(canOpenSettings({ domainId: 5, memberSuffix: 1, isAdult: true })).toBe(false)
  })
})

describe('group switch', () => {
  it("shows 'Change group' with more than one group only", () => {
    expect(showGroupSwitch({ groupCount: 2 })).toBe(true)
    expect(showGroupSwitch({ groupCount: 1 })).toBe(false)
  })
})

describe('active menu item', () => {
  it('active on its own path', () => {
    expect(isActiveMenuItem('/home', '/home')).toBe(true)
  })
  it('active on a deeper path that contains the target', () => {
    expect(isActiveMenuItem('/benefits/dental', '/benefits')).toBe(true)
  })
  it("'/home' is not active on '/homes'", () => {
    expect(isActiveMenuItem('/homes', '/home')).toBe(false)
  })
  it('query and hash are ignored on both sides', () => {
    expect(
      isActiveMenuItem('/benefits/summary?asOfDate=2025-04-07', '/benefits/summary?asOfDate=2024-01-01'),
    ).toBe(true)
    expect(isActiveMenuItem('/claims#top', '/claims')).toBe(true)
  })
  it('a trailing slash does not matter', () => {
    expect(isActiveMenuItem('/find-care/', '/find-care')).toBe(true)
  })
  it('a parent target is not active on a sibling route', () => {
    expect(isActiveMenuItem('/account/settings', '/account/summary')).toBe(false)
  })
  it('the root target is active only on the root', () => {
    expect(isActiveMenuItem('/', '/')).toBe(true)
    expect(isActiveMenuItem('/home', '/')).toBe(false)
  })
  it('an entry is active when a child is (Claims/EOBs on /eobs)', () => {
    const claims = find(primaryMenu(input()), 'Claims/EOBs')!
    expect(isActiveMenuEntry('/eobs', claims)).toBe(true)
    expect(isActiveMenuEntry('/home', claims)).toBe(false)
  })
})

// ---------------------------------------------------------------- in the member's language (issue 26)

const all = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...all(i.children ?? [])])

/** The titles the rules can write, for members of every brand, subscribers and dependents. */
function everyTitle() {
  const every = input({
    medicareMaterialsEligible: true,
    hasCertificate: true,
    hasPriorAuthorizations: true,
    groupCount: 2,
  })
  const inputs = [1, 2, 5].flatMap((domainId) =>
    [0, 1].map((memberSuffix) => ({ ...every, domainId: domainId as 1 | 2 | 5, memberSuffix })),
  )
  const items = inputs.flatMap((input) => [
    ...all(primaryMenu(input)),
    ...accountMenu(input, { desktop: true }),
    ...utilityMenu(input),
    ...utilityMenu({ ...input, signedIn: false }),
  ])
  return [...new Set(items.map((i) => i.title))]
}

describe('menus in Spanish: every title the rules write has its Spanish in the menus catalogue', () => {
  it('every title of the rules is in the catalogue, the benefit categories included', () => {
    const spanish = catalogues.es.menus
    const missing = everyTitle().filter((title) => !(title in spanish))
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
