import { paths, type Program } from '@member-dashboard/contract'
import { memberScope, type RouteModule } from '../context'

interface ProgramRow {
  program_id: number
  name: string
  description: string
  categories: string
  feature_group: string | null
  child_resource_ids: string
  resource: string | null
  url: string | null
  url_document_type: string | null
  phone_number: string | null
  eligible: number | null
  display_order: number | null
  high_priority: number | null
}

/**
 * programs: the programs of the member's group (enrolled or not), in stored order.
 * programs/sitecore: the whole content catalogue, with the member's enrolment where there is one.
 */
export const programRoutes: RouteModule = (app, ctx) => {
  const ofGroup = ctx.db.prepare<[string], ProgramRow>(
    `SELECT p.*, gp.eligible, gp.display_order, gp.high_priority FROM group_programs gp
     JOIN programs p USING (program_id) WHERE gp.group_id = ? ORDER BY gp.seq`,
  )
  const catalogue = ctx.db.prepare<[string], ProgramRow>(
    `SELECT p.*, gp.eligible, gp.display_order, gp.high_priority FROM programs p
     LEFT JOIN group_programs gp ON gp.program_id = p.program_id AND gp.group_id = ? ORDER BY p.program_id`,
  )
  const toProgram = (r: ProgramRow): Program => ({
    id: r.program_id,
    name: r.name,
    description: r.description,
    categories: JSON.parse(r.categories) as string[],
    eligible: r.eligible === 1,
    displayOrder: r.display_order ?? 100 + r.program_id,
    highPriority: r.high_priority === 1,
    featureGroup: r.feature_group,
    childResourceIds: JSON.parse(r.child_resource_ids) as number[],
    resource: r.resource,
    url: r.url,
    urlDocumentType: r.url_document_type,
    details: { phoneNumber: r.phone_number },
  })

  app.get(`/${paths.programs}`, async (request) =>
    ofGroup.all(memberScope(ctx, request).group.group_id).map(toProgram),
  )
  app.get(`/${paths.programsSitecore}`, async (request) =>
    catalogue.all(memberScope(ctx, request).group.group_id).map(toProgram),
  )
}
