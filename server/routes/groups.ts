import {
  paths,
  type GroupDetail,
  type Group,
  type PlanStatus,
  type groupListItem,
} from '@member-dashboard/contract'
import type { z } from 'zod'
import { memberScope, type RouteModule } from '../context'
import { currentByCategory, planStatusOf } from '../eligibility'
import type { EligibilityRow, MembershipRow } from '../store'

/** groups, groups/individual, group-detail: the member's groups in seed (enrolment) order. */
export const groupRoutes: RouteModule = (app, ctx) => {
  const inactive = (g: MembershipRow) =>
    g.plan_termination_date !== null && g.plan_termination_date < ctx.today()

  app.get(`/${paths.groups}`, async (request) => {
    const scope = memberScope(ctx, request)
    const list: Group[] = ctx.store.memberships(scope.member.subscriber_id).map((g) => ({
      groupId: g.group_id,
      groupName: g.group_name,
      memberKey: scope.member.member_key,
      crmRouted: g.crm_routed === 1,
      planEffectiveDate: g.plan_effective_date,
      planTerminationDate: g.plan_termination_date,
      inactive: inactive(g),
    }))
    return list
  })

  app.get(`/${paths.groupsIndividual}`, async (request) => {
    const scope = memberScope(ctx, request)
    const list: z.infer<typeof groupListItem>[] = ctx.store
      .memberships(scope.member.subscriber_id)
      .map((g) => ({
        groupId: g.group_id,
        groupName: g.group_name,
        planEffectiveDate: g.plan_effective_date,
        planTerminationDate: g.plan_termination_date,
        inactive: inactive(g),
      }))
    return list
  })

  app.get(`/${paths.groupDetail}`, async (request) => {
    const scope = memberScope(ctx, request)
    const today = ctx.today()
    const status = (row: EligibilityRow | undefined) =>
      row
        ? {
            planStatus: planStatusOf(row, today) satisfies PlanStatus,
            planEffectiveDate: row.effective_date,
            planTerminationDate: row.termination_date,
          }
        : null
    const details: GroupDetail[] = ctx.store.memberships(scope.member.subscriber_id).map((g) => {
      const current = currentByCategory(ctx.store.eligibility(scope.member.member_key, g.group_id), today)
      return {
        groupId: g.group_id,
        groupName: g.group_name,
        groupEffectiveDate: g.plan_effective_date,
        groupTerminationDate: g.plan_termination_date,
        medical: status(current.M),
        dental: status(current.D),
        vision: status(current.V),
        pharmacy: status(current.X),
      }
    })
    return details
  })
}
