import { paths, type referral, type referralPage, type referralsMetadata } from '@member-dashboard/contract'
import type { z } from 'zod'
import { memberScope, type MemberScope, type RouteModule } from '../context'
import { ageOn, type IsoDate } from '../dates'
import { badRequest } from '../errors'

interface ReferralRow {
  referral_id: string
  member_key: string
  provider_id: string
  provider_name: string
  specialty: string
  status_code: string
  status_description: string
  start_date: string
  end_date: string
  visits_authorized: number
  visits_used: number | null
}

type Query = {
  page?: string
  size?: string
  memberKey?: string
  statusCode?: string
  providerId?: string
  excludeExpired?: string
}

/**
 * Whose referrals a member may see: a subscriber sees their own and their minor dependents'
 * (under 18 today); anyone else (an adult dependent, a minor) only their own.
 */
export function referralMembers(scope: MemberScope, today: IsoDate) {
  if (!scope.isSubscriber) return [scope.member]
  return scope.family.filter((m) => m.suffix === 0 || ageOn(m.date_of_birth, today) < 18)
}

/** referrals (paged, newest first), referrals/metadata, referrals/hasReferrals. */
export const referralRoutes: RouteModule = (app, ctx) => {
  const ofMember = ctx.db.prepare<[string], ReferralRow>('SELECT * FROM referrals WHERE member_key = ?')

  const inScope = (scope: MemberScope) => {
    const members = referralMembers(scope, ctx.today())
    const names = new Map(members.map((m) => [m.member_key, `${m.first_name} ${m.last_name}`]))
    const rows = members
      .flatMap((m) => ofMember.all(m.member_key))
      .sort((a, b) => b.start_date.localeCompare(a.start_date) || a.referral_id.localeCompare(b.referral_id))
    return { rows, names, members }
  }

  const int = (value: string | undefined, fallback: number, name: string, min: number, max: number) => {
    if (value === undefined || value === '') return fallback
    const n = Number(value)
    if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`Invalid ${name}`)
    return n
  }

  app.get<{ Querystring: Query }>(`/${paths.referrals}`, async (request) => {
    const scope = memberScope(ctx, request)
    const q = request.query
    const page = int(q.page, 0, 'page', 0, 10_000)
    const size = int(q.size, 10, 'size', 1, 100)
    const today = ctx.today()
    const { rows, names } = inScope(scope)
    const matches = rows.filter(
      (r) =>
        (!q.memberKey || r.member_key === q.memberKey) &&
        (!q.statusCode || r.status_code === q.statusCode) &&
        (!q.providerId || r.provider_id === q.providerId) &&
        (q.excludeExpired !== 'true' || r.end_date >= today),
    )
    const content: z.infer<typeof referral>[] = matches.slice(page * size, page * size + size).map((r) => ({
      referralId: r.referral_id,
      memberKey: r.member_key,
      memberName: names.get(r.member_key) ?? '',
      providerId: r.provider_id,
      providerName: r.provider_name,
      specialty: r.specialty,
      statusCode: r.status_code,
      statusDescription: r.status_description,
      startDate: r.start_date,
      endDate: r.end_date,
      visitsAuthorized: r.visits_authorized,
      visitsUsed: r.visits_used,
    }))
    const totalPages = Math.ceil(matches.length / size)
    const result: z.infer<typeof referralPage> = {
      content,
      first: page === 0,
      last: page >= totalPages - 1,
      empty: content.length === 0,
      number: page,
      numberOfElements: content.length,
      size,
      totalElements: matches.length,
      totalPages,
    }
    return result
  })

  app.get<{ Querystring: { memberKey?: string } }>(`/${paths.referralsMetadata}`, async (request) => {
    const { rows, members } = inScope(memberScope(ctx, request))
    const key = request.query.memberKey
    const picked = key ? rows.filter((r) => r.member_key === key) : rows
    const result: z.infer<typeof referralsMetadata> = {
      members: members
        .filter((m) => !key || m.member_key === key)
        .map((m) => ({ memberKey: m.member_key, name: `${m.first_name} ${m.last_name}` })),
      statuses: unique(picked.map((r) => [r.status_code, r.status_description])).map(
        ([code, description]) => ({
          code,
          description,
        }),
      ),
      providers: unique(picked.map((r) => [r.provider_id, r.provider_name])).map(([providerId, name]) => ({
        providerId,
        name,
      })),
    }
    return result
  })

  app.get(`/${paths.hasReferrals}`, async (request) => inScope(memberScope(ctx, request)).rows.length > 0)
}

function unique(pairs: string[][]): [string, string][] {
  const map = new Map<string, string>()
  for (const [k, v] of pairs) if (!map.has(k)) map.set(k, v)
  return [...map.entries()].sort((a, b) => a[1].localeCompare(b[1]))
}
