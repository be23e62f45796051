/**
 * Shared validators (spec section 5); each form's schema lives in its area (decision 122). Pure zod 3 building blocks for
 * conform (`parseWithZod`, `getZodConstraint` from '@conform-to/zod/v3'). No I/O; rules that need "today"
 * take `now`.
 *
 * How a text field is built (`requiredString` and the builders on top of it):
 * - Missing value: conform strips '' to undefined, so required-ness is `z.string({ required_error })`.
 *   A raw '' (a caller not going through conform) gets the same required message.
 * - ONE message per field, the first rule that fails, in this order: required, control characters
 *   (`messages.controlCharacters`, decision 100), min length, max length, pattern. (Screens join `errors`, so several messages for one field would read as one sentence.)
 * - The field is a zod pipeline: the first stage reports that one message; the second stage is a plain
 *   `z.string().min().max().regex()` with the same rules, which `getZodConstraint` reads to set the
 *   HTML required / minLength / maxLength / pattern attributes. The second stage never adds a message
 *   of its own: it runs only when the first stage passed.
 */
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, hasControlCharacters, lengths, patterns } from '@member-dashboard/contract'
import { localDay, parseDateInput } from './dates'
import { message } from '~/platform/i18n/message'

// ---------------------------------------------------------------- default messages

/**
 * "Default messages" of section 5, as the `validation` catalogue's keys and values (decision 225):
 * the page shows them in the member's language (`translateMessage`), the field's label as it
 * shows it.
 */
export const messages = {
  /** '{label} is a required field' */
  required: (label: string) => message('validation:required', { label }),
  /** 'Invalid {label lowercase}' */
  pattern: (label: string) => message('validation:pattern', { label: label.toLowerCase() }),
  /** '{label} is under the character minimum' */
  minLength: (label: string) => message('validation:minLength', { label }),
  /** '{label} exceeds the maximum number of characters' */
  maxLength: (label: string) => message('validation:maxLength', { label }),
  /** Control or bidi-override characters (decision 100): 'Remove the control characters from this field.' */
  controlCharacters: (_label: string) => message('validation:controlCharacters'),
  /** '{label} cannot be in the future' */
  future: (label: string) => message('validation:future', { label }),
} as const

/** "A field may override with a custom message." */
export type FieldMessages = Partial<Record<Exclude<keyof typeof messages, 'future'>, string>>

/**
 * The control-character rule for a text field that is not built with `requiredString` (a search
 * box, a filter): `z.string().max(...).superRefine(refuseControlCharacters)`.
 */
export function refuseControlCharacters(value: string, ctx: z.RefinementCtx) {
  if (hasControlCharacters(value))
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.controlCharacters('') })
}

// ---------------------------------------------------------------- the text-field builder

export type TextFieldOptions = {
  min?: number
  max?: number
  /** All must match; a failure reports the pattern message. */
  patterns?: readonly RegExp[]
  messages?: FieldMessages
}

/** A required text field: reports one message, and carries min/max/regex checks for `getZodConstraint`. */
export type TextField = z.ZodPipeline<z.ZodEffects<z.ZodString, string, string>, z.ZodString>

function messagesFor(label: string, overrides: FieldMessages = {}) {
  return {
    required: overrides.required ?? messages.required(label),
    pattern: overrides.pattern ?? messages.pattern(label),
    minLength: overrides.minLength ?? messages.minLength(label),
    maxLength: overrides.maxLength ?? messages.maxLength(label),
    controlCharacters: overrides.controlCharacters ?? messages.controlCharacters(label),
  }
}

/** The first failing rule's message, or null. Order: required, control characters, min, max, pattern. */
function firstFailure(value: string, options: TextFieldOptions, text: ReturnType<typeof messagesFor>) {
  if (value === '') return text.required
  if (hasControlCharacters(value)) return text.controlCharacters
  if (options.min !== undefined && value.length < options.min) return text.minLength
  if (options.max !== undefined && value.length > options.max) return text.maxLength
  if (options.patterns?.some((pattern) => !pattern.test(value))) return text.pattern
  return null
}

/**
 * A required text field with the default message patterns. The base of every builder below; use it
 * directly for a field with its own rules, e.g. `requiredString('Zip code', { max: 10 })`.
 */
export function requiredString(label: string, options: TextFieldOptions = {}): TextField {
  const text = messagesFor(label, options.messages)
  const report = z
    .string({ required_error: text.required, invalid_type_error: text.required })
    .superRefine((value, ctx) => {
      const message = firstFailure(value, options, text)
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    })
  let constraint = z.string().min(Math.max(1, options.min ?? 1), text.minLength)
  if (options.max !== undefined) constraint = constraint.max(options.max, text.maxLength)
  for (const pattern of options.patterns ?? []) constraint = constraint.regex(pattern, text.pattern)
  return report.pipe(constraint)
}

/**
 * An optional form field: absent or '' gives undefined, anything else must pass `schema`.
 * (conform already strips ''; this also covers raw objects.)
 */
export function optionalField<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

// ---------------------------------------------------------------- shared validators

/** "Password: 6 to 32 characters from letters, digits and @$!%*#?&^_+-=, with at least one digit." */
export function passwordField(label = 'Password', overrides?: FieldMessages): TextField {
  return requiredString(label, {
    min: lengths.password[0],
    max: lengths.password[1],
    patterns: [patterns.passwordCharacters, patterns.passwordDigit],
    messages: overrides,
  })
}

/** "Name: letters, apostrophe, comma, backtick, hyphen, also spaces and periods, max 30." */
export function nameField(label: string, overrides?: FieldMessages): TextField {
  return requiredString(label, { max: lengths.name[1], patterns: [patterns.name], messages: overrides })
}

/** "Username: letters and digits, 3 to 16." */
export function usernameField(label = 'Username', overrides?: FieldMessages): TextField {
  return requiredString(label, {
    min: lengths.username[0],
    max: lengths.username[1],
    patterns: [patterns.username],
    messages: overrides,
  })
}

/** "Answer: letters, digits, listed symbols and space, 3 to 30." (symbol list: see `patterns.answer`) */
export function answerField(label = 'Answer', overrides?: FieldMessages): TextField {
  return requiredString(label, {
    min: lengths.answer[0],
    max: lengths.answer[1],
    patterns: [patterns.answer],
    messages: overrides,
  })
}

/** "A 9 to 10 letter/digit pattern (likely an ID)." */
export function idField(label: string, overrides?: FieldMessages): TextField {
  return requiredString(label, {
    min: lengths.id[0],
    max: lengths.id[1],
    patterns: [patterns.id],
    messages: overrides,
  })
}

export { EMAIL_MAX_LENGTH }

/**
 * An e-mail field with the update-email rule: "emailAddress required and must be a valid e-mail,
 * message 'Email address is a required field'" — the same message for empty and invalid. Surrounding
 * spaces are trimmed.
 */
export function emailField(label = 'Email address', overrides?: FieldMessages) {
  const required = overrides?.required ?? messages.required(label)
  const invalid = overrides?.pattern ?? required
  const maxLength = overrides?.maxLength ?? messages.maxLength(label)
  const controlCharacters = overrides?.controlCharacters ?? messages.controlCharacters(label)
  const isEmail = z.string().email()
  const report = z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .superRefine((value, ctx) => {
      const message =
        value === ''
          ? required
          : hasControlCharacters(value)
            ? controlCharacters
            : value.length > EMAIL_MAX_LENGTH
              ? maxLength
              : !isEmail.safeParse(value).success
                ? invalid
                : null
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    })
  return report.pipe(z.string().min(1, required).max(EMAIL_MAX_LENGTH, maxLength).email(invalid))
}

// ---------------------------------------------------------------- dates

export { dateRangeValid, parseDateInput, recentDateRangeValid } from './dates'

/** Years before this are not taken as a date of birth (absurd input). */
export const EARLIEST_BIRTH_YEAR = 1900

/**
 * A date of birth typed as 'MM/DD/YYYY' (or posted 'YYYY-MM-DD'), parsed strictly, not after today
 * (the local calendar day of `now`), and converted to 'YYYY-MM-DD'.
 * Messages: required '{label} is a required field'; not a real date 'Invalid {label lowercase}';
 * after today '{label} cannot be in the future' (override with `messages.future`).
 */
export function dateOfBirthField(
  label: string,
  now: Date,
  overrides: FieldMessages & { future?: string } = {},
) {
  const text = messagesFor(label, overrides)
  const future = overrides.future ?? messages.future(label)
  const today = localDay(now)
  const report = z
    .string({ required_error: text.required, invalid_type_error: text.required })
    .superRefine((value, ctx) => {
      if (value === '') return void ctx.addIssue({ code: z.ZodIssueCode.custom, message: text.required })
      if (hasControlCharacters(value))
        return void ctx.addIssue({ code: z.ZodIssueCode.custom, message: text.controlCharacters })
      const day = parseDateInput(value)
      if (day === null || Number(day.slice(0, 4)) < EARLIEST_BIRTH_YEAR) {
        return void ctx.addIssue({ code: z.ZodIssueCode.custom, message: text.pattern })
      }
      if (day > today) ctx.addIssue({ code: z.ZodIssueCode.custom, message: future })
    })
  const constraint = z
    .string()
    .min(1, text.required)
    .max(10, text.pattern)
    .regex(/^(?:\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/, text.pattern)
  return report.pipe(constraint).transform((value) => parseDateInput(value) as string)
}

// ---------------------------------------------------------------- cross-field

/**
 * "Mismatch check comparing two fields", for `z.object(...).superRefine(...)`. Reports `message` on
 * `confirmField` when both fields hold a value and they differ (an empty one already has its own
 * required message).
 *
 *   z.object({ newPassword: passwordField('New password'), confirmPassword: requiredString('Confirm password') })
 *     .superRefine(fieldsMatch('newPassword', 'confirmPassword', 'Passwords do not match'))
 */
export function fieldsMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmField: keyof T & string,
  message: string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const first = value[field]
    const second = value[confirmField]
    if (first === undefined || first === '' || second === undefined || second === '') return
    if (first !== second) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [confirmField], message })
  }
}

export const PASSWORD_MISMATCH = message('validation:passwordMismatch')

/** Registration's policies step and the registration policies page after sign-in. */
export const COMMUNICATION_POLICY_MESSAGE = message('validation:communicationPolicy')

/**
 * A checkbox that must be ticked, with its message. A ticked checkbox posts 'on' (HTML default);
 * 'true' and `true` are taken too.
 */
export function tickedCheckbox(message: string) {
  return z.preprocess(
    (value) => (value === 'on' || value === 'true' ? true : value),
    z.literal(true, { errorMap: () => ({ message }) }),
  )
}
