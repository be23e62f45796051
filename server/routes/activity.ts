import { accountActivityPaths, accountActivityQuery } from '@member-dashboard/contract'
import { memberScope, type RouteModule } from '../context'
import { parseInput } from '../errors'

/** account/activity: a page of the token's member's own events (issue 23, decision 160). */
export const activityRoutes: RouteModule = (app, ctx) => {
  app.get(`/${accountActivityPaths.accountActivity}`, async (request) => {
    const { member } = memberScope(ctx, request)
    const query = parseInput(accountActivityQuery, request.query, 'account activity query')
    return ctx.activity.page(member.member_key, query)
  })
}
