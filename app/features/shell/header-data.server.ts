/**
 * The header data of the member shell (spec section 4 'Header data': accreditation, chat config,
 * principal member, family, preferences, eligibility, alerts), plus the calls the menu rules of
 * section 6 need. Every call starts at once (Promise.all, no waterfall); the per-token cache lets
 * child loaders that ask for the same calls reuse the same requests.
 */
import { loadAccountState } from '~/platform/session/account-state.server'
import { loadBenefitsMenuFacts } from '~/platform/plan/benefits-menu.server'
import { accreditationSeal, shellMenus, visibleAlerts } from './shell'
import type { MemberContext } from '~/platform/session/auth.server'

export async function loadHeaderData(
  ctx: MemberContext,
  options: { now?: Date; dismissedAlerts?: string[] } = {},
) {
  const { api } = ctx
  const now = options.now ?? new Date()
  const [
    { account, member },
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
  ] = await Promise.all([
    loadAccountState(ctx),
    api.preferences(),
    api.familyEligibility(),
    api.alerts(),
    api.accreditation(),
    api.chatConfig(),
    api.hasEbill(),
    loadBenefitsMenuFacts(api),
    api.pcpEligibility(),
    api.pcpMembers(),
    api.programs(),
    api.groups(),
  ])
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

export type HeaderData = Awaited<ReturnType<typeof loadHeaderData>>
