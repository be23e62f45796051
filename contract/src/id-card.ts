/**
 * idCard/view "json or blob (pdf)" (spec section 7): the PDF when the caller accepts a PDF first,
 * else the card as JSON (ours, docs/decisions/149-calls-the-app-now-makes.md), so the dashboard can
 * show the card on screen.
 */
import { z } from 'zod'
import { benefitCategory, isoDate } from './api'

export const idCardDetails = z.object({
  memberName: z.string(),
  subscriberId: z.string(),
  memberSuffix: z.number().int().min(0),
  groupId: z.string(),
  groupName: z.string(),
  /** Active coverage in category order, one line per category. */
  coverage: z.array(z.object({ category: benefitCategory, planName: z.string(), effectiveDate: isoDate })),
  customerServicePhone: z.string(),
})
export type IdCardDetails = z.infer<typeof idCardDetails>
