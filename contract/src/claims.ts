/**
 * The claims and explanation-of-benefits calls (spec section 7: "Also configured: claims, eobs").
 * Their shapes are not in the spec; these are ours (docs/decisions/060-claims-and-eobs.md).
 *
 * Who sees whose claims: a subscriber sees their own and their minor (under 18) dependents';
 * a dependent sees only their own. EOBs are for subscribers only (section 6); a subscriber gets
 * one per processed claim they can see. The gateway enforces both; the dashboard never asks for
 * more.
 *
 * Amounts are US dollars as numbers with at most two decimals. Dates are 'YYYY-MM-DD'.
 */
import { z } from 'zod'
import { benefitCategory, isoDate, pageInfo } from './api'

/** Paths relative to the gateway prefix. */
export const claimsPaths = {
  claims: 'claims',
  claim: (claimNumber: string) => `claims/${encodeURIComponent(claimNumber)}`,
  eobs: 'eobs',
  eobDocument: (eobId: string) => `eobs/${encodeURIComponent(eobId)}/document`,
  /** Outside system (the pharmacy benefit manager's site), reached by the browser with a form POST. */
  pharmacySite: 'pharmacy-site',
} as const

export const claimStatuses = ['PAID', 'DENIED', 'PENDING'] as const
export const claimStatus = z.enum(claimStatuses)
export type ClaimStatus = z.infer<typeof claimStatus>

export const networkStatus = z.enum(['IN_NETWORK', 'OUT_OF_NETWORK'])

const amount = z.number().finite()

/** What the member owes, split by reason. Their sum is the member's responsibility. */
export const memberCost = z.object({
  deductible: amount,
  copay: amount,
  coinsurance: amount,
  notCovered: amount,
})
export type MemberCost = z.infer<typeof memberCost>

/** One service line of a claim. Amounts other than billed are null while the claim is pending. */
export const claimLine = z.object({
  lineNumber: z.number().int().min(1),
  serviceDate: isoDate,
  procedureCode: z.string(),
  description: z.string(),
  billedAmount: amount,
  allowedAmount: amount.nullable(),
  planPaid: amount.nullable(),
  memberCost: memberCost.nullable(),
  /** A plain-words note on the line (e.g. why it was not covered). */
  remark: z.string().nullable(),
})
export type ClaimLine = z.infer<typeof claimLine>

/**
 * A claim as listed. `allowedAmount`, `planPaid`, `memberResponsibility` and `memberCost` are
 * null while the claim is pending (not yet processed). `denialReason` is plain words, set for a
 * denied claim. `eobId` names its explanation of benefits when the caller can have it (a
 * subscriber, processed claim), else null.
 */
export const claimSummary = z.object({
  claimNumber: z.string(),
  memberKey: z.string(),
  memberSuffix: z.number().int().min(0),
  patientName: z.string(),
  category: benefitCategory,
  providerName: z.string(),
  networkStatus,
  serviceStartDate: isoDate,
  serviceEndDate: isoDate,
  receivedDate: isoDate,
  processedDate: isoDate.nullable(),
  status: claimStatus,
  billedAmount: amount,
  allowedAmount: amount.nullable(),
  planPaid: amount.nullable(),
  memberResponsibility: amount.nullable(),
  memberCost: memberCost.nullable(),
  denialReason: z.string().nullable(),
  eobId: z.string().nullable(),
})
export type ClaimSummary = z.infer<typeof claimSummary>

export const claimDetail = claimSummary.extend({ serviceLines: z.array(claimLine) })
export type ClaimDetail = z.infer<typeof claimDetail>

/** Totals of every claim matching the filters (not only the page). Pending claims add to billed only. */
export const claimTotals = z.object({
  claimCount: z.number().int().min(0),
  billedAmount: amount,
  planPaid: amount,
  memberResponsibility: amount,
  pendingCount: z.number().int().min(0),
})
export type ClaimTotals = z.infer<typeof claimTotals>

export const claimPage = pageInfo.extend({ content: z.array(claimSummary), totals: claimTotals })
export type ClaimPage = z.infer<typeof claimPage>

/** GET claims query. page is 0-based; dates filter the first date of service, both ends included. */
export const claimsQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  memberKey: z.string().min(1).optional(),
  category: benefitCategory.optional(),
  status: claimStatus.optional(),
  serviceDateFrom: isoDate.optional(),
  serviceDateTo: isoDate.optional(),
})

/** An explanation of benefits: one per processed claim, for the subscriber. */
export const eob = z.object({
  eobId: z.string(),
  claimNumber: z.string(),
  memberKey: z.string(),
  patientName: z.string(),
  providerName: z.string(),
  category: benefitCategory,
  serviceStartDate: isoDate,
  issuedDate: isoDate,
  status: claimStatus,
  planPaid: amount,
  memberResponsibility: amount,
})
export type Eob = z.infer<typeof eob>

export const eobPage = pageInfo.extend({ content: z.array(eob) })
export type EobPage = z.infer<typeof eobPage>

export const eobsQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
})
