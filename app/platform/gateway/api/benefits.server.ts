/** Benefits calls: coverage by category, history, limits, family eligibility, programs, referrals, Medicare materials and handbooks. */
import * as c from '@member-dashboard/contract'
import { type GatewayClient } from '../transport.server'

export function benefitsApi({ get, send }: GatewayClient) {
  const p = c.paths
  return {
    benefits: (category: c.BenefitCategory, query: { suffix?: number; asOfDate?: string }) =>
      get(p.benefits(category), c.benefitCoverage, { query }),
    benefitHistory: () => get(p.benefitsHistory, c.benefitHistory),
    limits: (query: { suffix?: number; asOfDate?: string } = {}) =>
      get(p.benefitsLimits, c.limits, { query }),
    familyEligibility: () => get(p.familyEligibility, c.familyPlanEligibility),
    programs: () => get(p.programs, c.programs),
    sitecorePrograms: () => get(p.programsSitecore, c.programs),
    referrals: (query: {
      page: number
      size: number
      memberKey?: string
      statusCode?: string
      providerId?: string
      excludeExpired?: string
    }) => get(p.referrals, c.referralPage, { query }),
    referralsMetadata: (memberKey?: string) =>
      get(p.referralsMetadata, c.referralsMetadata, { query: { memberKey } }),
    hasReferrals: () => get(p.hasReferrals, c.flag),
    medicareMaterials: () => get(p.medicareMaterials, c.medicareMaterials),
    medicareMaterialsEligible: () => get(p.medicareMaterialsEligibility, c.flag),
    outlineOfCoverageUrl: () => get(p.handbookOoc, c.textResponse),
    // Benefit documents (contract/src/documents.ts); PDFs come back as the raw response to stream.
    handbooks: () => get(c.documentPaths.handbooks, c.handbooks),
    handbookDocument: (id: string) =>
      send('GET', c.documentPaths.handbookDocument(id), { headers: { accept: 'application/pdf' } }),
    certificateOfCoverage: () => get(c.documentPaths.certificateOfCoverage, c.certificateOfCoverage),
    certificateOfCoverageDocument: () =>
      send('GET', c.documentPaths.certificateOfCoverageDocument, { headers: { accept: 'application/pdf' } }),
    priorAuthorizations: () => get(c.documentPaths.priorAuthorizations, c.priorAuthorizations),
  }
}
