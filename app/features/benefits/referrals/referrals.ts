/**
 * /benefits/referrals rules: the address (page, size, filters) <-> the gateway query, the paging
 * summary and what each referral shows. Pure.
 *
 * The address counts pages from 1 ('Page 1 of 2'); the gateway counts from 0 (`number`).
 */
import { z } from 'zod'
import { formatDisplayDate, toApiDate, type DateInput } from '~/platform/formats'
import { message } from '~/platform/i18n/message'
import type { referral, pageInfo } from '@member-dashboard/contract'

type Referral = z.infer<typeof referral>
type PageInfo = z.infer<typeof pageInfo>

export const REFERRAL_PAGE_SIZES = [5, 10, 25] as const
export const DEFAULT_REFERRAL_PAGE_SIZE = 10

/** A filter value from the address: a gateway key (letters, digits, - and _), else no filter. */
const key = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional()
  .catch(undefined)

/** The GET form's schema (also what the address may carry). */
export const referralFiltersSchema = z.object({
  memberKey: key,
  statusCode: key,
  providerId: key,
  /** 'Hide expired referrals' (excludeExpired); the checkbox sends 'true'. */
  excludeExpired: z
    .enum(['true', 'on'])
    .optional()
    .catch(undefined)
    .transform((v) => v !== undefined),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (REFERRAL_PAGE_SIZES as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

export interface ReferralQuery {
  /** 1-based. */
  page: number
  size: number
  memberKey?: string
  statusCode?: string
  providerId?: string
  excludeExpired: boolean
}

/** Reads the address; anything unusable falls back to 'no filter', page 1 and the default size. */
export function readReferralQuery(params: URLSearchParams): ReferralQuery {
  const value = (name: string) => params.get(name) || undefined
  const parsed = referralFiltersSchema.parse({
    memberKey: value('memberKey'),
    statusCode: value('statusCode'),
    providerId: value('providerId'),
    excludeExpired: value('excludeExpired'),
    size: value('size'),
    page: value('page'),
  })
  return {
    page: parsed.page ?? 1,
    size: parsed.size ?? DEFAULT_REFERRAL_PAGE_SIZE,
    memberKey: parsed.memberKey,
    statusCode: parsed.statusCode,
    providerId: parsed.providerId,
    excludeExpired: parsed.excludeExpired,
  }
}

/** The `referrals` call's query (spec section 7: page, size, optional memberKey, statusCode, providerId, excludeExpired). */
export function gatewayReferralQuery(q: ReferralQuery) {
  return {
    page: q.page - 1,
    size: q.size,
    memberKey: q.memberKey,
    statusCode: q.statusCode,
    providerId: q.providerId,
    excludeExpired: q.excludeExpired ? 'true' : undefined,
  }
}

export const hasFilters = (q: ReferralQuery) =>
  Boolean(q.memberKey || q.statusCode || q.providerId || q.excludeExpired)

/** The address of page `page` (1-based) with the same filters and size. */
export function referralPageHref(q: ReferralQuery, page: number): string {
  const params = new URLSearchParams()
  if (q.memberKey) params.set('memberKey', q.memberKey)
  if (q.statusCode) params.set('statusCode', q.statusCode)
  if (q.providerId) params.set('providerId', q.providerId)
  if (q.excludeExpired) params.set('excludeExpired', 'true')
  if (q.size !== DEFAULT_REFERRAL_PAGE_SIZE) params.set('size', String(q.size))
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return `/benefits/referrals${search ? `?${search}` : ''}`
}

export interface PagingSummary {
  /** 1-based page shown. */
  page: number
  totalPages: number
  total: number
  /** 1-based positions of the first and last referral shown (0 and 0 when none). */
  from: number
  to: number
  previousHref: string | null
  nextHref: string | null
  /** Asked for a page past the last one. */
  pastTheEnd: boolean
}

/** 'Page N of M', 'Showing from-to of total', previous/next: all from the gateway's page metadata. */
export function pagingSummary(info: PageInfo, q: ReferralQuery): PagingSummary {
  const page = info.number + 1
  const from = info.numberOfElements > 0 ? info.number * info.size + 1 : 0
  return {
    page,
    totalPages: info.totalPages,
    total: info.totalElements,
    from,
    to: from ? from + info.numberOfElements - 1 : 0,
    previousHref:
      !info.first && page > 1 ? referralPageHref(q, Math.min(page - 1, Math.max(info.totalPages, 1))) : null,
    nextHref: !info.last && page < info.totalPages ? referralPageHref(q, page + 1) : null,
    pastTheEnd: info.totalPages > 0 && page > info.totalPages,
  }
}

export interface ReferralView {
  referralId: string
  memberName: string
  specialist: string
  specialty: string
  status: string
  statusCode: string
  startDate: string
  endDate: string
  expired: boolean
  /** 'Visits allowed' text, e.g. '6'. */
  visitsAllowed: string
  /** 'Visits used' text when the gateway knows it, e.g. '3 of 6'. */
  visitsUsed: string | null
}

/** What a member needs to act on a referral; dates as MM/DD/YYYY; expired when it ended before today. */
export function referralView(r: Referral, today: DateInput): ReferralView {
  return {
    referralId: r.referralId,
    memberName: r.memberName,
    specialist: r.providerName,
    specialty: r.specialty,
    status: r.statusDescription,
    statusCode: r.statusCode,
    startDate: formatDisplayDate(r.startDate),
    endDate: formatDisplayDate(r.endDate),
    expired: r.endDate < toApiDate(today),
    visitsAllowed: String(r.visitsAuthorized),
    visitsUsed:
      r.visitsUsed === null || r.visitsUsed === undefined
        ? null
        : message('benefits:rules.visits.usedOf', { used: r.visitsUsed, allowed: r.visitsAuthorized }),
  }
}
