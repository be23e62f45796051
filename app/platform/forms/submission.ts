/**
 * The one way an action reads a form (issue 16, decision 101): `parseForm(formData, { schema })`
 * instead of conform's `parseWithZod`, so that every refusal
 * - echoes nothing longer than the field's maximum length (`boundedResult`): what was typed comes
 *   back twice (in the input and in the hydration data), so a huge value must never come back;
 * - says what is wrong when a field was sent more than once (a hand-made or replayed request): a
 *   form-level message at the top of the form plus a message on the field, and the first value of
 *   each field is what the form shows again (so a card's hidden `intent` still names its card);
 * - refuses a value that arrived as invalid UTF-8 (decoded to U+FFFD) with a message on its field,
 *   so replacement characters are never stored (issue 22).
 * Pure: no I/O, usable on the server and in tests.
 */
import type { Submission, SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v3'
import type { z } from 'zod'
import { EMAIL_MAX_LENGTH } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'

/** A field the schema gives no maximum (hidden values, checkboxes, unknown names): cut here. */
export const ECHO_MAX_LENGTH = EMAIL_MAX_LENGTH

export const DUPLICATE_FIELDS_MESSAGE = message('validation:submission.duplicateFields')
export const DUPLICATE_FIELD_MESSAGE = message('validation:submission.duplicateField')
/** A value that arrived as invalid UTF-8 (decoded to U+FFFD): refused, never stored (issue 22). */
export const UNREADABLE_FIELD_MESSAGE = message('validation:submission.unreadable')

type Maxima = Record<string, number | undefined>
type Echo = SubmissionResult<string[]>['initialValue']

function cut(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.length > max ? value.slice(0, max) : value
  if (Array.isArray(value)) return value.slice(0, 10).map((item) => cut(item, max))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 50)
        .map(([key, item]) => [key, cut(item, max)]),
    )
  }
  return value
}

/**
 * A reply with every echoed value cut to its field's maximum (`maxima`, from the schema) or to
 * `ECHO_MAX_LENGTH`. With `known` set, names the schema does not have are not echoed at all.
 */
export function boundedResult(
  result: SubmissionResult<string[]>,
  maxima: Maxima = {},
  known?: ReadonlySet<string>,
): SubmissionResult<string[]> {
  if (!result.initialValue) return result
  const initialValue = Object.fromEntries(
    Object.entries(result.initialValue)
      .filter(([name]) => !known || known.has(name))
      .map(([name, value]) => [name, cut(value, Math.min(maxima[name] ?? ECHO_MAX_LENGTH, ECHO_MAX_LENGTH))]),
  ) as Echo
  const fields = result.fields?.filter((name) => !known || known.has(name)).slice(0, 100)
  return { ...result, initialValue, ...(fields ? { fields } : {}) }
}

/** Each field's maximum length and whether it takes several values, as the HTML constraints say. */
/** Read once per schema: a form's schema is made once, the claims filters' once a day (issue 25). */
const limitsBySchema = new WeakMap<z.ZodTypeAny, ReturnType<typeof readFieldLimits>>()

export function fieldLimits(schema: z.ZodTypeAny) {
  let limits = limitsBySchema.get(schema)
  if (!limits) {
    limits = readFieldLimits(schema)
    limitsBySchema.set(schema, limits)
  }
  return limits
}

function readFieldLimits(schema: z.ZodTypeAny) {
  const constraint = getZodConstraint(schema) as Record<string, { maxLength?: number; multiple?: boolean }>
  const maxima: Maxima = {}
  const multiple = new Set<string>()
  for (const [name, rules] of Object.entries(constraint)) {
    maxima[name] = rules.maxLength
    if (rules.multiple) multiple.add(name)
  }
  return { maxima, multiple, known: new Set(Object.keys(constraint)) }
}

type Reply = Submission<unknown>['reply']
type ReplyOptions = Parameters<Reply>[0]

/** The names sent more than once that the schema takes once (conform's own `__intent__` aside). */
function duplicatedNames(formData: FormData | URLSearchParams, multiple: ReadonlySet<string>) {
  const names = new Set<string>()
  const seen = new Set<string>()
  for (const [name] of formData.entries()) {
    if (name.startsWith('__') || multiple.has(name)) continue
    if (seen.has(name)) names.add(name)
    seen.add(name)
  }
  return [...names]
}

/** The names whose value holds U+FFFD: invalid UTF-8 in the request, decoded as replacement characters. */
function unreadableNames(formData: FormData | URLSearchParams) {
  const names = new Set<string>()
  for (const [name, value] of formData.entries())
    if (!name.startsWith('__') && typeof value === 'string' && value.includes('\uFFFD')) names.add(name)
  return [...names]
}

/** The same data with only the first value of each of `names`. */
function firstValues(formData: FormData | URLSearchParams, names: readonly string[]) {
  const copy = new FormData()
  const taken = new Set<string>()
  for (const [name, value] of formData.entries()) {
    if (names.includes(name)) {
      if (taken.has(name)) continue
      taken.add(name)
    }
    copy.append(name, value)
  }
  return copy
}

/**
 * conform's `parseWithZod`, with the echo cut to each field's maximum and a duplicated field
 * refused with a message the member sees. Use it in every form action; answer a refusal with
 * `replyInvalid` / `formFailure` as before.
 */
export function parseForm<Schema extends z.ZodTypeAny>(
  formData: FormData | URLSearchParams,
  options: { schema: Schema },
) {
  const { maxima, multiple, known } = fieldLimits(options.schema)
  const duplicated = duplicatedNames(formData, multiple)
  const unreadable = unreadableNames(formData)
  const input = duplicated.length ? firstValues(formData, duplicated) : formData
  const submission = parseWithZod(input, { schema: options.schema })
  const reply = ((replyOptions: ReplyOptions = {}) =>
    boundedResult(submission.reply(replyOptions), maxima, known)) as Reply
  if (!duplicated.length && !unreadable.length) return { ...submission, reply } as typeof submission
  const ownErrors = submission.status === 'error' ? (submission.error ?? {}) : {}
  const fieldErrors = Object.fromEntries([
    ...unreadable.map((name) => [name, [UNREADABLE_FIELD_MESSAGE]]),
    ...duplicated.map((name) => [name, ownErrors[name] ?? [DUPLICATE_FIELD_MESSAGE]]),
  ])
  const formLevel = [...(duplicated.length ? [DUPLICATE_FIELDS_MESSAGE] : []), ...(ownErrors[''] ?? [])]
  const refused = {
    status: 'error' as const,
    payload: submission.payload,
    error: { ...ownErrors, ...fieldErrors, ...(formLevel.length ? { '': formLevel } : {}) },
    reply: ((replyOptions: ReplyOptions = {}) => {
      if ('resetForm' in replyOptions) return reply(replyOptions)
      const given = replyOptions as { formErrors?: string[]; fieldErrors?: Record<string, string[]> }
      const formErrors = [...formLevel, ...(given.formErrors ?? [])]
      return reply({ ...replyOptions, formErrors, fieldErrors: { ...fieldErrors, ...given.fieldErrors } })
    }) as Reply,
  }
  return refused as unknown as typeof submission
}
