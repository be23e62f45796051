/** Benefits calls: coverage by category, history, limits, family eligibility, programs, referrals, Medicare materials and handbooks. */
import type { z } from 'zod'
import * as c from '@member-dashboard/contract'
import { type GatewayClient } from '../client.server'

export function benefitsApi({ get, write }: GatewayClient) {
  const p = c.paths
  return {
    benefits: (category: c.BenefitCategory, query: { suffix: number; asOfDate?: string }) =>
      get(p.benefits(category), c.benefitData, { query }),
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
  }
}
