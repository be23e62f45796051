import { paths } from '@member-dashboard/contract'
import { memberScope, type RouteModule } from '../context'
import { notFound } from '../errors'

interface EbillRow {
  has_ebill: number
  registered: number
  show_alert: number
}

/** ebill flags (JSON booleans) and eBill registration; eBill is per subscriber contract. */
export const ebillRoutes: RouteModule = (app, ctx) => {
  const select = ctx.db.prepare<[string], EbillRow>('SELECT * FROM ebill WHERE subscriber_id = ?')
  const register = ctx.db.prepare<[string, string]>(
    'UPDATE ebill SET registered = 1, show_alert = 0, registered_at = ? WHERE subscriber_id = ?',
  )
  const flags = (request: Parameters<typeof memberScope>[1]) =>
    select.get(memberScope(ctx, request).subscriber.subscriber_id)

  app.get(`/${paths.hasEbill}`, async (request) => flags(request)?.has_ebill === 1)
  app.get(`/${paths.ebillRegistered}`, async (request) => flags(request)?.registered === 1)
  app.get(`/${paths.showEbillAlert}`, async (request) => flags(request)?.show_alert === 1)

  app.put(`/${paths.registerEbillUser}`, async (request) => {
    const { subscriber } = memberScope(ctx, request)
    if (select.get(subscriber.subscriber_id)?.has_ebill !== 1)
      throw notFound('No eBill account for this member')
    register.run(ctx.stamp(), subscriber.subscriber_id)
    return true
  })
}
