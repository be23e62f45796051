/**
 * The items of the benefits navigation for a signed-in member, from the same calls and the same
 * rule as the shell's Benefits menu (the per-token cache shares the calls with the layout).
 */
import { data } from '@remix-run/node'
import type { AccountDetails, Member } from '@member-dashboard/contract'
import { benefitsMenuChildren } from '~/platform/plan/benefits-menu'
import { loadBenefitsMenuFacts, type BenefitsMenuFacts } from '~/platform/plan/benefits-menu.server'
import { eligibleBenefitCategories } from '~/platform/plan/eligibility'
import type { PromiseHash } from 'remix-utils/promise'
import type { AccountContext, PageCalls } from '~/platform/session/account-state.server'
import type { MemberContext } from '~/platform/session/auth.server'
import type { BenefitsNavItem } from './benefits-nav'

/** The menu facts beyond the account: started at once, awaited with the page's other calls. */
export function startNavFacts(ctx: MemberContext): Promise<BenefitsMenuFacts> {
  return loadBenefitsMenuFacts(ctx.api)
}

/**
 * The navigation entries. `categoryQuery` (e.g. '?suffix=2') is kept on the category links so a
 * subscriber viewing a child's benefits stays on that child when changing category.
 */
export function benefitsNavItems(
  ctx: Pick<MemberContext, 'brand'>,
  facts: {
    account: Pick<AccountDetails, 'groupId'>
    member: Pick<
      Member,
      'medicalEligibility' | 'dentalEligibility' | 'visionEligibility' | 'pharmacyEligibility'
    >
    navFacts: BenefitsMenuFacts
    now: Date
  },
  categoryQuery = '',
): BenefitsNavItem[] {
  const eligibleCategories = eligibleBenefitCategories(facts.member, facts.now)
  return benefitsMenuChildren({
    domainId: ctx.brand.domainId,
    groupId: facts.account.groupId,
    eligibleCategories,
    ...facts.navFacts,
    now: facts.now,
  }).map((item) => ({
    title: item.title,
    target: eligibleCategories.some((c) => item.target === `/benefits/${c}`)
      ? `${item.target}${categoryQuery}`
      : item.target,
  }))
}

/** A page's `calls` with the benefits navigation's facts beside them, for `requireAccount`. */
export function withNavFacts<H extends PromiseHash>(calls: PageCalls<H>) {
  return (ctx: MemberContext) => ({ ...calls(ctx), navFacts: startNavFacts(ctx) })
}

/**
 * The 404 page unless `path` is an entry of the member's Benefits menu: a benefits page the menu
 * never offers this member (the summary on the partner brand, whose menu is "only categories plus
 * Referrals and Medicare") is not a page of theirs (issue 43: pages and menus agree, decision 227).
 */
export function requireBenefitsMenuEntry(nav: readonly BenefitsNavItem[], path: string) {
  if (!nav.some((item) => new URL(item.target, 'http://x').pathname === path))
    throw data({ signedIn: true }, { status: 404 })
}

/** The navigation items of a page loaded `withNavFacts`. */
export function benefitsNav(
  loaded: Pick<AccountContext, 'brand' | 'account' | 'member'> & { navFacts: BenefitsMenuFacts },
  now = new Date(),
): BenefitsNavItem[] {
  return benefitsNavItems(loaded, { ...loaded, now })
}
