/**
 * The schemas of Find care's provider search (GET) and selection (POST) forms (spec sections 2, 3,
 * 5). No I/O; the selection takes `now`. Schemas only: the page loads this module after it is up
 * (decision 170), so a rule a component uses belongs in `primary-care.ts`.
 */
import { z } from 'zod'
import { toApiDate, type DateInput } from '~/platform/formats'
import {
  emailField,
  messages,
  optionalField,
  parseDateInput,
  refuseControlCharacters,
  requiredString,
} from '~/platform/forms/validators'
import {
  DEFAULT_RADIUS,
  EFFECTIVE_DATE_LABEL,
  EFFECTIVE_DATE_PAST,
  RADIUS_OPTIONS,
  SEARCH_TEXT_MAX,
  type ProviderSearch,
} from './primary-care'
import { message } from '~/platform/i18n/message'

const CHOOSE_A_DISTANCE = message('validation:find-care.distance')

/** The provider search form; its values live in the URL (`?zip=97214&radius=10&q=&page=2`). */
export const providerSearchSchema = z.object({
  zip: requiredString('Zip code', { patterns: [/^\d{5}$/] }),
  radius: z.coerce
    .number({ invalid_type_error: CHOOSE_A_DISTANCE })
    .refine((n) => (RADIUS_OPTIONS as readonly number[]).includes(n), CHOOSE_A_DISTANCE)
    .default(DEFAULT_RADIUS),
  q: optionalField(
    z
      .string()
      .trim()
      .max(SEARCH_TEXT_MAX, messages.maxLength('Name or specialty'))
      .superRefine(refuseControlCharacters),
  ),
  page: z.coerce.number().int().min(1).max(1000).default(1),
}) satisfies z.ZodType<ProviderSearch, z.ZodTypeDef, unknown>

// ---------------------------------------------------------------- selection (POST form)

/**
 * The selection form: the provider, the effective date typed month/day/year (MM/DD/YYYY; a
 * 'YYYY-MM-DD' is accepted too), not before today, and an optional e-mail for the confirmation.
 * The date comes out as 'YYYY-MM-DD'; the gateway gets it as MM/DD/YYYY (`toPcpDate`).
 */
export function selectProviderSchema(now: DateInput) {
  const today = toApiDate(now)
  return z.object({
    providerId: requiredString('Provider', { max: 40, patterns: [/^[A-Za-z0-9_-]+$/] }),
    effectiveDate: requiredString(EFFECTIVE_DATE_LABEL, { max: 10 })
      .superRefine((value, ctx) => {
        const day = parseDateInput(value)
        if (day === null)
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.pattern(EFFECTIVE_DATE_LABEL) })
        else if (day < today) ctx.addIssue({ code: z.ZodIssueCode.custom, message: EFFECTIVE_DATE_PAST })
      })
      .transform((value) => parseDateInput(value) as string),
    email: optionalField(emailField('Email', { pattern: messages.pattern('Email address') })),
  })
}

/**
 * The selection schema of today, built once a day and shared by every result's form (each of up to
 * 10 forms built it on every render; decision 120).
 */
let todaysSchema: { day: string; schema: ReturnType<typeof selectProviderSchema> } | null = null
export function selectProviderSchemaOfToday(now = new Date()) {
  const day = toApiDate(now)
  if (todaysSchema?.day !== day) todaysSchema = { day, schema: selectProviderSchema(now) }
  return todaysSchema.schema
}
