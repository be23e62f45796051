import type { FastifyRequest } from 'fastify'
import {
  benefitCategories,
  paths,
  type BenefitCategory,
  type BenefitCoverage,
  type BenefitData,
  type FamilyPlanEligibilityEntry,
  type Limit,
  type benefitHistory,
} from '@member-dashboard/contract'
import type { z } from 'zod'
import { memberBySuffix, memberScope, visibleMembers, type MemberScope, type RouteModule } from '../context'
import { ageOn, isValidIso } from '../dates'
import { categoryOf, letterOf, pickCurrent, pickOn } from '../eligibility'
import { badRequest, forbidden, notFound } from '../errors'
import type { CategoryLetter, EligibilityRow, MemberRow } from '../store'

interface LimitRow {
  product_category: string
  coverage_type: 'INDIVIDUAL' | 'FAMILY'
  limit_type: string
  network_tier: string | null
  total: number | null
  total_met: number | null
  total_remaining: number | null
  header: string | null
  body: string | null
}

type Query = { suffix?: string; asOfDate?: string }

/**
 * An adult dependent's benefits are theirs alone: the subscriber sees their own and those of
 * dependents under 18 (docs/decisions/041-whose-benefits.md).
 */
export function privateTo(scope: MemberScope, target: MemberRow, today: string): boolean {
  return (
    target.member_key !== scope.member.member_key &&
    target.suffix !== 0 &&
    ageOn(target.date_of_birth, today) >= 18
  )
}

/**
 * benefits/{category}, benefits/history, benefits/limits, eligibility/family.
 * Accumulators (deductibles, maximums, limits) exist for the current plan period only: a day in
 * an earlier period answers its plan and services without them.
 */
export const benefitRoutes: RouteModule = (app, ctx) => {
  const limitsOf = ctx.db.prepare<[string], LimitRow>('SELECT * FROM limits WHERE member_key = ? ORDER BY id')
  const plan = ctx.db.prepare<[string], { details: string }>(
    'SELECT details FROM benefit_plans WHERE class_plan_id = ?',
  )
  const history = ctx.db.prepare<[string], EligibilityRow>(
    'SELECT * FROM eligibility WHERE member_key = ? ORDER BY effective_date DESC, id',
  )

  const targetOf = (request: FastifyRequest<{ Querystring: Query }>) => {
    const scope = memberScope(ctx, request)
    const target = memberBySuffix(scope, request.query.suffix)
    if (privateTo(scope, target, ctx.today()))
      throw forbidden("An adult family member's benefits can only be viewed by that member")
    return { scope, target }
  }
  const rowsOf = (scope: MemberScope, target: MemberRow, letter: CategoryLetter) =>
    ctx.store.eligibility(target.member_key, scope.group.group_id).filter((r) => r.category === letter)

  const covering = (rows: EligibilityRow[], day: string) =>
    rows.find(
      (r) => r.eligible && r.effective_date <= day && (!r.termination_date || r.termination_date >= day),
    )

  const asOf = (value: string | undefined) => {
    if (value === undefined || value === '') return ctx.today()
    if (!isValidIso(value)) throw badRequest('Invalid asOfDate: expected YYYY-MM-DD')
    return value
  }

  const toLimit = (r: LimitRow): Limit => ({
    productCategory: r.product_category,
    coverageType: r.coverage_type,
    limitType: r.limit_type,
    networkTier: r.network_tier,
    total: r.total,
    totalMet: r.total_met,
    totalRemaining: r.total_remaining,
    detailedDescription: r.header && r.body ? { header: r.header, body: r.body } : null,
  })

  const benefitsOf =
    (category: BenefitCategory) => async (request: FastifyRequest<{ Querystring: Query }>) => {
      const { target, scope } = targetOf(request)
      const asOfDate = asOf(request.query.asOfDate)
      const rows = rowsOf(scope, target, letterOf[category])
      // A day asked for explicitly answers the plan covering that day; none asked, today's or the
      // preferred current (e.g. future) plan.
      const row = request.query.asOfDate ? covering(rows, asOfDate) : pickOn(rows, asOfDate, ctx.today())
      if (!row) throw notFound(`No ${category} benefits found for this member`)
      const details = JSON.parse(plan.get(row.class_plan_id ?? '')?.details ?? '{}') as Partial<BenefitData>
      const isCurrent = pickCurrent(rows, ctx.today())?.id === row.id
      const limits = (isCurrent ? limitsOf.all(target.member_key) : [])
        .filter((l) => l.product_category === letterOf[category] && l.total !== null && l.total_met !== null)
        .filter((l) => l.total_remaining !== null && !(l.total_met === 0 && l.total_remaining === 0))
      const annual = (coverage: string) =>
        limits.find((l) => l.limit_type === 'Annual Limit' && l.coverage_type === coverage)
      const individual = annual('INDIVIDUAL')
      const family = annual('FAMILY')
      const data: BenefitCoverage = {
        category,
        suffix: target.suffix,
        asOfDate,
        planName: row.plan_name,
        classPlanId: row.class_plan_id,
        effectiveDate: row.effective_date,
        terminationDate: row.termination_date,
        deductibles: limits
          .filter((l) => l.limit_type !== 'Annual Limit')
          .map((l) => ({
            category,
            label: l.limit_type,
            total: l.total!,
            met: l.total_met!,
            remaining: l.total_remaining!,
            coverage: l.coverage_type,
            tier: l.network_tier ?? 'innet',
            detailDescription: l.body,
          })),
        maximums:
          category === 'dental' && individual
            ? [
                {
                  description: 'Annual Limit',
                  familyAmount: family?.total ?? -1,
                  familyMet: family?.total_met ?? -1,
                  familyRemaining: family?.total_remaining ?? -1,
                  indivAmount: individual.total!,
                  indivMet: individual.total_met!,
                  indivRemaining: individual.total_remaining!,
                  detailDescription:
                    individual.header && individual.body
                      ? { header: individual.header, body: individual.body }
                      : null,
                },
              ]
            : [],
        dentalServices: details.dentalServices ?? [],
        medicalServices: details.medicalServices ?? [],
        serviceDetails: details.serviceDetails ?? [],
      }
      return data
    }
  for (const category of benefitCategories) app.get(`/${paths.benefits(category)}`, benefitsOf(category))

  app.get(`/${paths.benefitsHistory}`, async (request) => {
    const scope = memberScope(ctx, request)
    const result: z.infer<typeof benefitHistory> = { medical: [], dental: [], vision: [], pharmacy: [] }
    for (const m of visibleMembers(scope).filter((m) => !privateTo(scope, m, ctx.today()))) {
      for (const row of history.all(m.member_key)) {
        const category = categoryOf[row.category]
        result[category].push({
          effectiveDate: row.effective_date,
          termedDate: row.termination_date,
          plan: row.plan_name,
          category,
          memberKey: row.member_key,
        })
      }
    }
    return result
  })

  app.get<{ Querystring: Query }>(`/${paths.benefitsLimits}`, async (request) => {
    const { scope, target } = targetOf(request)
    const day = asOf(request.query.asOfDate)
    // A limit counts in its category's current plan period; on a day outside it there is none.
    const inCurrentPeriod = (letter: string) => {
      const rows = rowsOf(scope, target, letter as CategoryLetter)
      const current = pickCurrent(rows, ctx.today())
      const row = request.query.asOfDate ? covering(rows, day) : current
      return current !== undefined && row?.id === current.id
    }
    return limitsOf
      .all(target.member_key)
      .filter((l) => inCurrentPeriod(l.product_category))
      .map(toLimit)
  })

  app.get(`/${paths.familyEligibility}`, async (request) => {
    const scope = memberScope(ctx, request)
    const suffixOf = new Map(scope.family.map((m) => [m.member_key, m.suffix]))
    const entries: FamilyPlanEligibilityEntry[] = ctx.store
      .groupEligibility(scope.subscriber.subscriber_id, scope.group.group_id)
      .filter((r) => r.eligible === 1)
      .map((r) => ({
        memberKey: r.member_key,
        suffix: suffixOf.get(r.member_key) ?? 0,
        productCategory: r.category,
        source: r.source,
        effectiveDate: r.effective_date,
        termedDate: r.termination_date,
      }))
    return entries
  })
}
