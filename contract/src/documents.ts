/**
 * Benefit documents the spec lists as screens without a call shape (section 2 'handbooks',
 * 'certificate-of-coverage', 'prior-authorization'; section 7 "Also configured: ...
 * prior-authorizations"). The shapes are ours (docs/decisions/045-benefit-documents-contract.md).
 *
 * - Paths are relative to the gateway prefix, like every path in `paths` (api.ts).
 * - Documents (handbooks, the certificate of coverage) are PDFs fetched with the member's bearer
 *   token; the dashboard streams them to the browser, so no token ever appears in a URL.
 * - A member sees their own documents; prior authorization requests follow the referrals rule
 *   (a subscriber sees their own and their minor dependents', everyone else only their own).
 */
import { z } from 'zod'
import { benefitCategory, isoDate } from './api'

/** A handbook id travels in a path segment: letters, digits and hyphens only. */
export const handbookId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'expected a handbook id')

export const documentPaths = {
  /** GET: the member's handbooks (JSON list). */
  handbooks: 'handbooks',
  /** GET: one handbook as a PDF (404 when it is not the member's). */
  handbookDocument: (id: string) => `handbooks/${handbookId.parse(id)}/document`,
  /** GET: the certificate of coverage for the current plan year (JSON); 404 when there is none. */
  certificateOfCoverage: 'certificate-of-coverage',
  /** GET: the same certificate as a PDF naming the plan year and the member. */
  certificateOfCoverageDocument: 'certificate-of-coverage/document',
  /** GET: the member's prior authorization requests (JSON list, newest request first). */
  priorAuthorizations: 'prior-authorizations',
} as const

// ---------------------------------------------------------------- handbooks

export const handbook = z.object({
  id: handbookId,
  title: z.string(),
  description: z.string(),
  /** The plan year the handbook is for; null for documents that do not change by year. */
  planYear: z.number().int().nullable(),
  /** Pages of the PDF, for the member's information ('PDF, 24 pages'). */
  pages: z.number().int().positive().nullable(),
})
export type Handbook = z.infer<typeof handbook>
export const handbooks = z.array(handbook)

// ---------------------------------------------------------------- certificate of coverage

export const certificateCoverageLine = z.object({
  category: benefitCategory,
  planName: z.string(),
  effectiveDate: isoDate,
  terminationDate: isoDate.nullable(),
})
export const certificateOfCoverage = z.object({
  planYear: z.number().int(),
  memberName: z.string(),
  subscriberId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** Coverage in force during the plan year, one line per category. */
  coverage: z.array(certificateCoverageLine).min(1),
})
export type CertificateOfCoverage = z.infer<typeof certificateOfCoverage>

// ---------------------------------------------------------------- prior authorization

export const priorAuthorizationStatus = z.enum(['APPROVED', 'PENDING', 'DENIED', 'PARTIAL', 'CANCELLED'])
export const priorAuthorization = z.object({
  authorizationId: z.string(),
  memberKey: z.string(),
  memberName: z.string(),
  service: z.string(),
  /** Procedure code of the service, when there is one. */
  serviceCode: z.string().nullable(),
  providerName: z.string(),
  status: priorAuthorizationStatus,
  statusDescription: z.string(),
  requestedDate: isoDate,
  /** Day of the decision; null while pending. */
  decisionDate: isoDate.nullable(),
  /** The period the approval covers; null unless approved (or partly approved). */
  validFrom: isoDate.nullable(),
  validTo: isoDate.nullable(),
})
export type PriorAuthorization = z.infer<typeof priorAuthorization>
export const priorAuthorizations = z.array(priorAuthorization)
