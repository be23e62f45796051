/**
 * The header data of the member shell (spec section 4 'Header data': accreditation, chat config,
 * principal member, family, preferences, eligibility, alerts), plus the calls the menu rules of
 * section 6 need. Every call starts at once with the account (`loadAccount`, no waterfall); a
 * failure opens the error page at the same address; the per-token cache lets
 * child loaders that ask for the same calls reuse the same requests.
 */
import { loadAccount } from '~/platform/session/account-state.server'
import { loadBenefitsMenuFacts } from '~/platform/plan/benefits-menu.server'
import { accreditationSeal, shellMenus, visibleAlerts } from './shell'
import type { MemberContext } from '~/platform/session/auth.server'
import type { PageArgs } from '~/platform/context/load-context.server'

export async function loadHeaderData(
  ctx: MemberContext,
  args: PageArgs,
  options: { now?: Date; dismissedAlerts?: string[] } = {},
) {
  const now = options.now ?? new Date()
  const {
    account,
    member,
    preferences,
    familyEligibility,
    alerts,
    accreditation,
    chatConfig,
    hasEbill,
    benefitsMenu,
    pcpEligible,
    pcpMembers,
    programs,
    groups,
  } = await loadAccount(ctx, args, ({ api }) => ({
    preferences: api.preferences(),
    familyEligibility: api.familyEligibility(),
    alerts: api.alerts(),
    accreditation: api.accreditation(),
    chatConfig: api.chatConfig(),
    hasEbill: api.hasEbill(),
    benefitsMenu: loadBenefitsMenuFacts(api),
    pcpEligible: api.pcpEligibility(),
    pcpMembers: api.pcpMembers(),
    programs: api.programs(),
    groups: api.groups(),
  }))
  const menus = shellMenus({
    domainId: ctx.brand.domainId,
    account,
    member,
    familyEligibility,
    hasEbill,
    benefitsMenu,
    pcpEligible,
    pcpMembers,
    programs,
    groups,
    tokenGroupId: ctx.claims.groupId,
    chatConfig,
    staffRole: ctx.claims.issuedByRole,
    now,
  })
  return {
    account,
    member,
    preferences,
    familyEligibility,
    chatConfig,
    menus,
    alerts: visibleAlerts(alerts, options.dismissedAlerts ?? []),
    accreditation: accreditationSeal(accreditation),
  }
}
