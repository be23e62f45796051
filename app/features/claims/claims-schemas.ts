/**
 * The schema of the claims filter form (decision 060). No I/O; it takes `now`. Schemas only: the
 * page loads this module after it is up (decision 170), so a rule a component uses belongs in
 * `claims.ts`.
 */
import { z } from 'zod'
import { benefitCategories } from '@member-dashboard/contract'
import type { Now } from '~/platform/plan/eligibility'
import { formatDisplayDate, toDayjs } from '~/platform/formats'
import { dateRangeValid, parseDateInput, recentDateRangeValid } from '~/platform/forms/validators'
import { FILTER_MESSAGES, STATUS_FILTERS, type ClaimsFilter } from './claims'
import { earliestStartDate } from './claim-dates'

const optionalText = z.string().optional()

/**
 * The claims filters of /claims: family member (suffix), category, status and a date-of-service
 * range checked with the spec's two date-range validators. `memberSuffixes` are those the member
 * may see (`claimMembers`). Values come back normalised: dates 'YYYY-MM-DD'.
 */
export function claimsFilterSchema(input: { memberSuffixes: readonly number[]; now: Now }) {
  const earliest = earliestStartDate(input.now)
  const today = toDayjs(input.now).toDate()
  return z
    .object({
      member: optionalText.refine(
        (v) => v === undefined || (/^\d+$/.test(v) && input.memberSuffixes.includes(Number(v))),
        FILTER_MESSAGES.member,
      ),
      category: z
        .enum(benefitCategories, { errorMap: () => ({ message: FILTER_MESSAGES.category }) })
        .optional(),
      status: z.enum(STATUS_FILTERS, { errorMap: () => ({ message: FILTER_MESSAGES.status }) }).optional(),
      from: optionalText.refine(
        (v) => v === undefined || parseDateInput(v) !== null,
        FILTER_MESSAGES.startInvalid,
      ),
      to: optionalText.refine(
        (v) => v === undefined || parseDateInput(v) !== null,
        FILTER_MESSAGES.endInvalid,
      ),
    })
    .superRefine((value, ctx) => {
      const unreadable = (v: string | undefined) => v !== undefined && parseDateInput(v) === null
      if (unreadable(value.from) || unreadable(value.to)) return
      if (!dateRangeValid(value.from, value.to)) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: FILTER_MESSAGES.endNotAfterStart })
      } else if (!recentDateRangeValid(value.from, value.to, today)) {
        ctx.addIssue({
          code: 'custom',
          path: ['from'],
          message: FILTER_MESSAGES.startTooOld(formatDisplayDate(earliest)),
        })
      }
    })
    .transform((value): ClaimsFilter => ({
      memberSuffix: value.member === undefined ? undefined : Number(value.member),
      category: value.category,
      status: value.status,
      from: value.from === undefined ? undefined : (parseDateInput(value.from) as string),
      to: value.to === undefined ? undefined : (parseDateInput(value.to) as string),
    }))
}
