import {
  paths,
  pcpSearchRequest,
  pcpSelectRequest,
  type PcpMembers,
  type Provider,
  type pcpSearchResult,
} from '@member-dashboard/contract'
import type { z } from 'zod'
import { memberByKeyIn, memberScope, visibleMembers, type MemberScope, type RouteModule } from '../context'
import { addDays, normalizeDate } from '../dates'
import { stateOf } from '../eligibility'
import { badRequest, notFound, parseInput } from '../errors'
import { milesBetween, zipCentroids } from '../reference'
import type { MemberRow } from '../store'
import { isEmail } from '@member-dashboard/contract'

interface ProviderRow {
  provider_id: string
  name: string
  group_name: string | null
  title: string | null
  accepting_new_patients: number
  specialty: string | null
  languages: string
  locations: string
  latitude: number
  longitude: number
  search_text: string
}

interface SelectionRow {
  member_key: string
  provider_id: string
  begin_date: string
  end_date: string | null
  termination_reason: string | null
}

export const CITY_GROUP_ID = '10002805'

/** Primary care: eligibility, members and selections, provider lookup and search, selection, city due date. */
export const pcpRoutes: RouteModule = (app, ctx) => {
  const provider = ctx.db.prepare<[string], ProviderRow>('SELECT * FROM providers WHERE provider_id = ?')
  const allProviders = ctx.db.prepare<[], ProviderRow>('SELECT * FROM providers ORDER BY name')
  const selections = ctx.db.prepare<[string], SelectionRow>(
    'SELECT * FROM pcp_selections WHERE member_key = ? ORDER BY begin_date DESC, id DESC',
  )
  const endCurrent = ctx.db.prepare<[string, string, string, string]>(
    `UPDATE pcp_selections SET end_date = ?, termination_reason = 'Member changed primary care provider'
     WHERE member_key = ? AND begin_date < ? AND (end_date IS NULL OR end_date >= ?)`,
  )
  const dropLater = ctx.db.prepare<[string, string]>(
    'DELETE FROM pcp_selections WHERE member_key = ? AND begin_date >= ?',
  )
  const insert = ctx.db.prepare<[string, string, string, string]>(
    'INSERT INTO pcp_selections (member_key, provider_id, begin_date, selected_at) VALUES (?, ?, ?, ?)',
  )
  const dueDate = ctx.db.prepare<[string], { due_date: string }>(
    'SELECT due_date FROM preventive_care_due WHERE member_key = ?',
  )
  const outbox = ctx.db.prepare<[number, string, string]>(
    `INSERT INTO outbox (kind, user_id, member_key, created_at) VALUES ('pcp-confirmation', ?, ?, ?)`,
  )

  const toProvider = (row: ProviderRow, distance: number | null = null): Provider => ({
    name: row.name,
    id: row.provider_id,
    groupName: row.group_name,
    title: row.title,
    acceptingNewPatients: row.accepting_new_patients === 1,
    distance,
    specialty: row.specialty,
    languages: JSON.parse(row.languages) as string[],
    locations: JSON.parse(row.locations) as Provider['locations'],
  })

  /** Medical coverage periods (active or future) in a PCP-eligible group. */
  const eligibleDates = (scope: MemberScope, m: MemberRow) => {
    if (scope.group.pcp_eligible !== 1) return []
    return ctx.store
      .eligibility(m.member_key, scope.group.group_id)
      .filter((r) => r.category === 'M' && ['active', 'future'].includes(stateOf(r, ctx.today())))
      .map((r) => ({ effectiveDate: r.effective_date, terminationDate: r.termination_date }))
  }
  const isCurrent = (s: SelectionRow) => s.end_date === null || s.end_date >= ctx.today()

  app.get(`/${paths.pcpEligibility}`, async (request) => {
    const scope = memberScope(ctx, request)
    return eligibleDates(scope, scope.member).length > 0
  })

  app.get(`/${paths.pcpMembers}`, async (request) => {
    const scope = memberScope(ctx, request)
    const result: PcpMembers = {
      eligible: eligibleDates(scope, scope.member).length > 0,
      members: [],
      selections: [],
      pcp360History: [],
    }
    if (scope.group.pcp_eligible !== 1) return result
    for (const m of visibleMembers(scope)) {
      const dates = eligibleDates(scope, m)
      if (dates.length) {
        result.members.push({
          memberKey: m.member_key,
          suffix: m.suffix,
          firstName: m.first_name,
          lastName: m.last_name,
          eligibleDates: dates,
        })
      }
      for (const s of selections.all(m.member_key)) {
        const p = provider.get(s.provider_id)
        if (!p) continue
        if (isCurrent(s)) {
          result.selections.push({
            memberKey: m.member_key,
            providerId: s.provider_id,
            effectiveDate: s.begin_date,
          })
        }
        result.pcp360History.push({
          providerId: s.provider_id,
          providerName: p.name,
          providerTitle: p.title,
          memberKey: m.member_key,
          beginDate: s.begin_date,
          endDate: s.end_date,
          pcpSelected: isCurrent(s),
          pcpTerminationReason: s.termination_reason,
          locations: toProvider(p).locations,
        })
      }
    }
    return result
  })

  app.get<{ Querystring: { providerId?: string } }>(`/${paths.pcpProvider}`, async (request) => {
    memberScope(ctx, request)
    const id = request.query.providerId?.trim()
    if (!id) throw badRequest('providerId is required')
    const row = provider.get(id)
    if (!row) throw notFound(`No provider found with ID ${id}`)
    return toProvider(row)
  })

  app.get(`/${paths.pcpCityOfPortland}`, async (request, reply) => {
    const scope = memberScope(ctx, request)
    const due = scope.group.group_id === CITY_GROUP_ID ? dueDate.get(scope.member.member_key) : undefined
    if (!due) throw notFound('No preventive care due date for this member')
    reply.type('text/plain; charset=utf-8')
    return due.due_date
  })

  app.post(`/${paths.pcpSelect}`, async (request, reply) => {
    const scope = memberScope(ctx, request)
    const body = parseInput(pcpSelectRequest, request.body, 'primary care selection')
    const chosen = provider.get(body.providerId)
    if (!chosen) throw notFound(`No provider found with ID ${body.providerId}`)
    if (chosen.accepting_new_patients !== 1) throw badRequest('This provider is not accepting new patients')
    const email = body.email?.trim() || null
    if (email && !isEmail(email)) throw badRequest('Invalid email address')
    const plan = body.pcpSelectList.map((item) => {
      const member = memberByKeyIn(scope, item.memberKey)
      const effective = normalizeDate(item.effectiveDate)
      if (!effective) throw badRequest('Invalid effectiveDate: expected MM/DD/YYYY or YYYY-MM-DD')
      const covered = eligibleDates(scope, member).some(
        (d) => d.effectiveDate <= effective && (d.terminationDate === null || d.terminationDate >= effective),
      )
      if (!covered)
        throw badRequest(`${member.first_name} is not eligible for a primary care selection on that date`)
      return { member, effective }
    })
    ctx.db.transaction(() => {
      for (const { member, effective } of plan) {
        endCurrent.run(addDays(effective, -1), member.member_key, effective, effective)
        dropLater.run(member.member_key, effective)
        insert.run(member.member_key, chosen.provider_id, effective, ctx.stamp())
        if (email) outbox.run(Number(scope.claims.sub), member.member_key, ctx.stamp())
      }
    })()
    reply.type('text/plain; charset=utf-8')
    return `Your primary care provider selection of ${chosen.name} has been saved.`
  })

  app.post<{ Querystring: { size?: string; page?: string } }>(`/${paths.pcpSearch}`, async (request) => {
    memberScope(ctx, request)
    const body = parseInput(pcpSearchRequest, request.body, 'provider search')
    const size = request.query.size === undefined ? 10 : Number(request.query.size)
    const page = request.query.page === undefined ? 0 : Number(request.query.page)
    if (!Number.isInteger(size) || size < 1 || size > 100) throw badRequest('size must be 1 to 100')
    if (!Number.isInteger(page) || page < 0) throw badRequest('page must be 0 or more')
    const terms = body.searchString.toLowerCase().split(/\s+/).filter(Boolean)
    const origin = zipCentroids[body.zip.trim().slice(0, 5)]
    const matches = allProviders
      .all()
      .filter((p) => terms.every((t) => p.search_text.includes(t)))
      .map((p) => ({ p, distance: origin ? milesBetween(origin, [p.latitude, p.longitude]) : null }))
      .filter(({ distance }) => distance === null || distance <= body.radius)
      .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.p.name.localeCompare(b.p.name))
    const slice = matches.slice(page * size, page * size + size)
    const totalPages = Math.ceil(matches.length / size)
    const result: z.infer<typeof pcpSearchResult> = {
      data: slice.map(({ p, distance }) => toProvider(p, distance)),
      page: {
        first: page === 0,
        last: page >= totalPages - 1,
        empty: slice.length === 0,
        number: page,
        numberOfElements: slice.length,
        size,
        totalElements: matches.length,
        totalPages,
      },
    }
    return result
  })
}
