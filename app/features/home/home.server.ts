/**
 * Everything the home page shows (spec section 2 'Home', items 1-7), loaded in one step: every
 * gateway call starts at once (Promise.all). The header calls it shares with the layout (account,
 * family eligibility, eBill, PCP, programs) are served once by the per-token cache. A failed call
 * fails the page (section 8 'Home loading failure'), except where the spec or the tile says
 * otherwise (the PCI due date; see docs/decisions/021-home-data.md).
 */
import { noneWhen } from '~/platform/failures/failures.server'
import { loadAccount } from '~/platform/session/account-state.server'
import { PCI_GROUP_ID } from '~/features/home/home-tiles'
import { eligibleBenefitCategories, isMemberTermed } from '~/platform/plan/eligibility'
import { careRemindersLink, pciDueDate, selectedProvider } from './home'
import { homeTiles } from './home-tiles'
import { networkTierLabel, OUT_OF_NETWORK_LABEL } from '~/platform/plan/limits'
import { planManagementBanner, type BannerLink } from '~/platform/plan/plan-management'
import { programLink, programTileName } from '~/platform/plan/programs'
import type { MemberContext } from '~/platform/session/auth.server'
import { staffAccessEvents, staffAccessNoticeFor } from './staff-access-notice.server'
import { messageTextFor, textsFor } from '~/platform/i18n/page-texts.server'
import { codeText } from '~/platform/i18n/codes.server'
import { DOMAIN } from '~/platform/config/brands'
import { findCareIsDentistOnly } from '~/platform/plan/permissions'
import type { PageArgs } from '~/platform/context/load-context.server'

type Settled<T> = { ok: true; value: T } | { ok: false }
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    () => ({ ok: false as const }),
  )

/** The insurance type as the gateway names it (its closed list), in the request's language. */
const insuranceTypeText = (args: PageArgs, type: string | null) =>
  type === null ? null : codeText(args, 'insuranceType', type, type)

/** The plan management banner (the rule's messages) in the request's language. */
function localizedPlanManagement(args: PageArgs, banner: ReturnType<typeof planManagementBanner>) {
  if (!banner) return null
  const text = messageTextFor(args)
  const link = (l: BannerLink): BannerLink => ({ ...l, title: text(l.title) })
  const lines = banner.lines.map(text)
  return banner.variant === 'cancellation'
    ? { ...banner, lines, link: link(banner.link), contactLink: link(banner.contactLink) }
    : { ...banner, lines, link: link(banner.link) }
}

/**
 * Everything home shows; the texts the server writes (the banner's lines, the staff access notice,
 * the dental limit's title, the insurance type) in the request's language.
 */
export async function loadHome(ctx: MemberContext, args: PageArgs, now = new Date()) {
  const { api, brand, claims } = ctx
  const t = textsFor(args, 'home').t
  const mainBrand = brand.domainId === DOMAIN.MAIN
  // The account state and every call of the page, started together (no waterfall, decision 113).
  const {
    account,
    member,
    family,
    hasEbill,
    showEbillAlert,
    planManagement,
    pcpEligible,
    pcpMembers,
    employee,
    idCardEligible,
    programs,
    outlineOfCoverageUrl,
    limits,
    dueDate,
    staffAccess,
    careReminders,
  } = await loadAccount(ctx, args, () => ({
    family: api.familyEligibility(),
    hasEbill: api.hasEbill(),
    showEbillAlert: api.showEbillAlert(),
    planManagement: api.planManagementDetails().catch(noneWhen(404, null)),
    pcpEligible: api.pcpEligibility(),
    pcpMembers: api.pcpMembers(),
    employee: api.employeeInfo().catch(noneWhen(404, null)),
    idCardEligible: api.idCardEligible(),
    programs: api.programs(),
    outlineOfCoverageUrl: api.outlineOfCoverageUrl().catch(noneWhen(404, null)),
    // "Featured dental limit tile: only on the main-brand domain": no call elsewhere.
    limits: mainBrand ? api.limits() : Promise.resolve([]),
    // The PCI due date, only for the PCI group (the token names the group, so no waterfall).
    dueDate: claims.groupId === PCI_GROUP_ID ? settle(api.pcpDueDate()) : Promise.resolve(null),
    staffAccess: staffAccessEvents(ctx),
    // Only a link to the care reminders page: a failure hides it, the home page stays (decision 155);
    // not on the partner brand, whose find care is only find-a-dentist (decision 227).
    careReminders: findCareIsDentistOnly(brand.domainId)
      ? Promise.resolve(null)
      : settle(api.careReminders()),
  }))
  const isTermed = isMemberTermed(family, member.memberKey, now)
  const provider = selectedProvider(pcpMembers, member.memberKey, now)
  const tiles = homeTiles({
    domainId: brand.domainId,
    now,
    isTermed,
    hasEbill,
    showEbillAlert,
    planManagement,
    pcpEligible,
    familyGroupId: account.groupId,
    parentGroupId: account.parentGroupId,
    hasProvider: provider !== null,
    subscriberId: account.subscriberId,
    employeeId: employee?.employeeId ?? null,
    local598: employee?.local598 ?? false,
    idCardEligible,
    programs,
    outlineOfCoverageUrl,
    limits,
  })
  const limit = tiles.featuredDentalLimit
  const staffNotice = staffAccessNoticeFor(ctx, staffAccess, member.dateOfBirth, now)
  const pci = tiles.primaryCareTile.variant === 'PCI'
  return {
    welcome: { firstName: member.firstName, subscriberId: account.subscriberId },
    banners: {
      termedWarning: tiles.termedWarning,
      ebillAlert: tiles.ebillAlert,
      planManagement: localizedPlanManagement(args, planManagementBanner(planManagement)),
      pcpAdministrativeUpdate: tiles.pcpAdministrativeUpdateBanner,
    },
    staffAccessNotice: staffNotice && {
      ...staffNotice,
      text: messageTextFor(args)(staffNotice.text),
    },
    primaryCareTile:
      pci || pcpEligible || provider
        ? {
            variant: tiles.primaryCareTile.variant,
            provider,
            dueDate: pci ? pciDueDate(dueDate ?? { ok: false }) : null,
          }
        : null,
    memberInfoTile: {
      name: `${member.firstName} ${member.lastName}`,
      identifier: tiles.memberInfo,
      groupId: account.groupId,
      groupName: account.groupName,
      // The gateway's insurance type, a closed list, in the member's words (decision 218).
      insuranceType:
        insuranceTypeText(args, member.medicalEligibility.insuranceType) ??
        eligibleBenefitCategories(member, now)
          .map((c) => t(`categories.${c}`))
          .join(', '),
      networks: member.networkNames,
      idCardActions: tiles.idCardActions,
    },
    pciCard: tiles.pciCard,
    careReminders: careRemindersLink(careReminders?.ok ? careReminders.value : [], now),
    // "Hidden for termed members": the whole Programs section.
    programs: isTermed
      ? null
      : {
          tiles: tiles.programs.map((p) => ({
            id: p.id,
            name: programTileName(p.name),
            link: programLink(p),
          })),
          shortcuts: tiles.shortcutPrograms,
          dentalLimit: limit
            ? {
                title: t('programs.dentalLimitTitle', {
                  limitType: limit.limitType,
                  tier: t(
                    networkTierLabel(limit.networkTier) === OUT_OF_NETWORK_LABEL
                      ? 'programs.outOfNetwork'
                      : 'programs.inNetwork',
                  ),
                }),
                met: limit.totalMet,
                remaining: limit.totalRemaining,
                limit: limit.total,
              }
            : null,
        },
  }
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>
