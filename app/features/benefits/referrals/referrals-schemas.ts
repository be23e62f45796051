/**
 * The schema of the referral filter form. Schemas only: the page loads this module after it is up
 * (decision 170); what the address may carry is `referralFiltersSchema` in `referrals.ts`.
 */
import { z } from 'zod'

/** The filter form's fields (the loader reads the same names from the address with readReferralQuery). */
export const referralFilterFormSchema = z.object({
  memberKey: z.string().optional(),
  statusCode: z.string().optional(),
  providerId: z.string().optional(),
  excludeExpired: z.literal('true').optional(),
  size: z.string().optional(),
})
