/**
 * benefits/{category} as the dashboard reads it: the benefit data of section 3 plus the plan
 * period it describes (class plan, effective and termination dates), which the category pages
 * show. The three fields default to null so a gateway that leaves them out still parses.
 * See docs/decisions/040-benefits-pages.md.
 */
import { z } from 'zod'
import { benefitData, isoDate, type benefitHistory } from './api'

export const benefitCoverage = benefitData.extend({
  classPlanId: z.string().nullable().default(null),
  effectiveDate: isoDate.nullable().default(null),
  terminationDate: isoDate.nullable().default(null),
})
export type BenefitCoverage = z.infer<typeof benefitCoverage>
export type BenefitHistory = z.infer<typeof benefitHistory>
export type BenefitHistoryItem = BenefitHistory['medical'][number]
