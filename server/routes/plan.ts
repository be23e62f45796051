import { paths, planCancellationRequest, type PlanManagementDetails } from '@member-dashboard/contract'
import { memberScope, type RouteModule } from '../context'
import { badRequest, conflict, forbidden, notFound, parseInput } from '../errors'

interface PlanRow {
  eligible_and_active: number
  group_type: string | null
  open_enrollment_start: string | null
  open_enrollment_end: string | null
  current_plan_year: string | null
  upcoming_plan_year: string | null
  coverage_end_upon_cancellation: string | null
  coverage_start_upon_renewal: string | null
  cancellation_status: 'M' | 'D' | null
  direct_shop_url: string | null
  exchange_url: string | null
  exchange_url_label: string | null
}

const NONE: PlanManagementDetails = {
  eligibleAndActive: false,
  groupType: null,
  openEnrollmentStart: null,
  openEnrollmentEnd: null,
  currentPlanYear: null,
  upcomingPlanYear: null,
  coverageEndDateUponCancellation: null,
  coverageStartDateUponRenewal: null,
  directPlanCancellationStatus: null,
  directCancellationOptions: [],
  directShopUrl: null,
  exchangeUrl: null,
  exchangeUrlLabel: null,
}

/** plan-management/details and plan-management/cancellation (individual plans). */
export const planRoutes: RouteModule = (app, ctx) => {
  const select = ctx.db.prepare<[string, string], PlanRow>(
    'SELECT * FROM plan_management WHERE subscriber_id = ? AND group_id = ?',
  )
  const setStatus = ctx.db.prepare<[string, string, string]>(
    'UPDATE plan_management SET cancellation_status = ? WHERE subscriber_id = ? AND group_id = ?',
  )
  const log = ctx.db.prepare<[string, string, string, number, string]>(
    `INSERT INTO plan_cancellations (subscriber_id, group_id, status_id, requested_by_user, requested_at)
     VALUES (?, ?, ?, ?, ?)`,
  )

  const details = (row: PlanRow | undefined): PlanManagementDetails => {
    if (!row) return NONE
    return {
      eligibleAndActive: row.eligible_and_active === 1,
      groupType: row.group_type,
      openEnrollmentStart: row.open_enrollment_start,
      openEnrollmentEnd: row.open_enrollment_end,
      currentPlanYear: row.current_plan_year,
      upcomingPlanYear: row.upcoming_plan_year,
      coverageEndDateUponCancellation: row.coverage_end_upon_cancellation,
      coverageStartDateUponRenewal: row.coverage_start_upon_renewal,
      directPlanCancellationStatus: row.cancellation_status ? { id: row.cancellation_status } : null,
      directCancellationOptions: row.cancellation_status
        ? []
        : [
            { id: 'M', label: 'Do not renew medical coverage' },
            { id: 'D', label: 'Do not renew medical and dental coverage' },
          ],
      directShopUrl: row.direct_shop_url,
      exchangeUrl: row.exchange_url,
      exchangeUrlLabel: row.exchange_url_label,
    }
  }

  app.get(`/${paths.planManagementDetails}`, async (request) => {
    const { subscriber, group } = memberScope(ctx, request)
    return details(select.get(subscriber.subscriber_id, group.group_id))
  })

  app.post(`/${paths.planManagementCancellation}`, async (request) => {
    const scope = memberScope(ctx, request)
    const body = parseInput(planCancellationRequest, request.body, 'cancellation request')
    if (!scope.isSubscriber) throw forbidden('Only the subscriber can change plan renewal')
    const key = [scope.subscriber.subscriber_id, scope.group.group_id] as const
    const row = select.get(...key)
    if (!row) throw notFound('No plan management details for this member')
    if (!row.eligible_and_active) throw badRequest('This plan cannot be cancelled online')
    if (row.cancellation_status) throw conflict('A cancellation request is already on file')
    ctx.db.transaction(() => {
      setStatus.run(body.cancellationStatusId, ...key)
      log.run(...key, body.cancellationStatusId, Number(scope.claims.sub), ctx.stamp())
    })()
    return details(select.get(...key))
  })
}
