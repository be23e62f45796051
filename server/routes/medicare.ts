import { paths, type medicareMaterial } from '@member-dashboard/contract'
import type { z } from 'zod'
import { memberScope, type RouteModule } from '../context'
import { forbidden } from '../errors'

/** medicare-materials (403 for plan employees) and medicare-materials/eligibility. */
export const medicareRoutes: RouteModule = (app, ctx) => {
  const materials = ctx.db.prepare<[string], z.infer<typeof medicareMaterial>>(
    'SELECT id, title, description, url, year FROM medicare_materials WHERE group_id = ? ORDER BY seq',
  )

  app.get(`/${paths.medicareMaterials}`, async (request) => {
    const { subscriber, group } = memberScope(ctx, request)
    if (subscriber.plan_employee) throw forbidden('Medicare materials are not available to plan employees')
    return materials.all(group.group_id)
  })

  app.get(`/${paths.medicareMaterialsEligibility}`, async (request) => {
    const { subscriber, group } = memberScope(ctx, request)
    return subscriber.plan_employee === 0 && materials.all(group.group_id).length > 0
  })
}
