/**
 * /select-group (spec section 2 'Select group'): the member's groups with their coverage dates and
 * plan statuses, and 'View group' (a new token for that group, `chooseGroup`).
 */
import { redirect } from '@remix-run/node'
import type { BenefitCategory } from '@member-dashboard/contract'
import { failTo } from '~/platform/failures/failures.server'
import { BENEFIT_CATEGORIES_IN_ORDER } from '~/platform/plan/benefit-categories'
import { dateRangeText, planStatusText } from '~/platform/plan/eligibility'
import { menuGroupData } from '~/platform/plan/groups'
import { showGroupSwitch } from '~/platform/plan/permissions'
import { commitSession, requireMember } from '~/platform/session/auth.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, messageTextFor } from '~/platform/i18n/page-texts.server'
import { chooseGroup } from './groups.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/** "Group details are loaded before the page opens." */
export async function selectGroupData(args: PageArgs) {
  const { api, claims } = await requireMember(args)
  const [groups, memberGroups] = await Promise.all([api.groupDetails(), api.groups()]).catch(failTo(args))
  // Nothing to select with one group: the menus show no group switch, and the page is not there.
  if (!showGroupSwitch({ groupCount: memberGroups.length })) throw redirect('/home')
  // The dates and plan statuses: the rules' messages in the member's language (decision 225).
  const inLanguage = messageTextFor(args)
  return {
    groups: groups.map((group) => ({
      ...group,
      coverageText: group.groupEffectiveDate
        ? inLanguage(dateRangeText(group.groupEffectiveDate, group.groupTerminationDate))
        : null,
      planStatusTexts: Object.fromEntries(
        BENEFIT_CATEGORIES_IN_ORDER.flatMap((category) => {
          const plan = group[category]
          if (!plan) return []
          const text = planStatusText(plan.planStatus, plan.planEffectiveDate, plan.planTerminationDate)
          return [[category, inLanguage(text)]]
        }),
      ) as Partial<Record<BenefitCategory, string>>,
    })),
    // The group being viewed is the menus' current group (spec section 3 'Menu group data').
    currentGroupId: menuGroupData(memberGroups, claims.groupId).currentGroup?.groupId ?? null,
    messages: messagesFor(args, { 'sign-in': 'all', validation: formMessages('sign-in') }),
  }
}

/** 'View group': a new token for that group from group-selection; the old token's cache is cleared. */
export async function selectGroupAction(args: PageArgs) {
  const ctx = await requireMember(args)
  const groupIds = async () =>
    (await ctx.api.groupDetails().catch(failTo(args))).map((group) => group.groupId)
  const { refused } = await chooseGroup(args, ctx, groupIds)
  if (refused) return refused
  throw redirect('/home', { headers: { 'set-cookie': await commitSession(ctx.session) } })
}

export type SelectGroupData = Awaited<ReturnType<typeof selectGroupData>>
