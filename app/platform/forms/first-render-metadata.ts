/**
 * What conform's `useForm` gives on its first render, computed without conform's runtime
 * (decision 180). The server's HTML and the hydration use it; conform's `useForm` takes over after
 * the page (`form-controller.tsx`). Both must give the same ids, keys, values, messages and
 * constraint attributes, or the hydration differs from the server's HTML and the inputs remount
 * (losing what was typed) when conform arrives: `first-render-metadata.test.tsx` compares this
 * module with conform's own first render, property by property.
 *
 * The rules are conform 1.x's (`@conform-to/dom` form.mjs `createFormMeta`, `@conform-to/react`
 * context.mjs `getMetadata`/`getFieldMetadata`, hooks.mjs `useNoValidate`), for what the app's
 * forms read. Not given before conform: `onSubmit` (a submit goes to the server, decision 170), the
 * form's controls (`validate`, `reset`, `update`, ...), `dirty`, `getFieldset` and `getFieldList`.
 * A list item's `key` is a random id in conform (different on the server and in the browser), so a
 * list field would remount when conform arrives; no form here has one.
 */
import type { FormMetadata, SubmissionResult } from '@conform-to/react'
import type { FormConstraint } from './form-constraint'

type Value = unknown
type Errors = Record<string, string[] | null | undefined>
type Path = (string | number)[]

/** conform's `parsePath`: `a.b[0]` -> ['a', 'b', 0]; `a[]` -> ['a', '']. */
function parsePath(name: string): Path {
  const segments: Path = []
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    segments.push(key ?? (index === '' ? '' : Number(index)))
  }
  return segments
}

function formatPath(segments: Path) {
  return segments.reduce<string>((path, segment) => {
    if (segment === '') return `${path}[]`
    if (typeof segment === 'number') return `${path}[${segment}]`
    return path ? `${path}.${segment}` : segment
  }, '')
}

/** conform's `isPathPrefix`: `name` is `prefix` or lies under it. */
function isPathPrefix(name: string, prefix: string) {
  const full = parsePath(name)
  const base = parsePath(prefix)
  return full.length >= base.length && base.every((segment, i) => full[i] === segment)
}

function getPathValue(target: Value, name: string): Value {
  let pointer = target
  for (const segment of parsePath(name)) {
    if (pointer == null || !Object.prototype.hasOwnProperty.call(pointer, segment)) return undefined
    pointer = (pointer as Record<string | number, Value>)[segment]
  }
  return pointer
}

const isPlainObject = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** conform's `serialize`: a default value as the strings a form posts ('on' for true). */
function serialize(value: Value): Value {
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialize(v)]))
  if (Array.isArray(value)) return value.map(serialize)
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return value ? 'on' : undefined
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString()
  return value ?? undefined
}

/** conform's `normalize`: no empty strings, nulls, empty objects or empty lists. */
function normalize(value: Value): Value {
  if (isPlainObject(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, normalize(value[key])] as const)
      .filter(([, data]) => data !== undefined)
    return entries.length ? Object.fromEntries(entries) : undefined
  }
  if (Array.isArray(value)) return value.length ? value.map(normalize) : undefined
  if (value === '' || value === null) return undefined
  return value
}

/** The field's constraint; a list item's falls back to the list's (`a[0].b` -> `a[].b`). */
function constraintOf(constraint: FormConstraint, name: string): FormConstraint[string] {
  const found = constraint[name]
  if (found) return found
  const path = parsePath(name)
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] !== 'number') continue
    path[i] = ''
    return constraintOf(constraint, formatPath(path))
  }
  return {}
}

/**
 * The messages as conform keeps them on its first render: the reply's, or, after one of conform's
 * validate intents, only those of the fields it validated.
 */
function errorsOf(lastResult: SubmissionResult<string[]> | undefined): Errors {
  const error: Errors = lastResult?.error ?? {}
  const intent = lastResult?.intent
  if (!intent) return error
  const validated: Record<string, boolean> = { ...lastResult?.state?.validated }
  const name = intent.type === 'validate' ? (intent.payload as { name?: string }).name : undefined
  if (name) validated[name] = true
  else for (const field of [...Object.keys(error), ...(lastResult?.fields ?? [])]) validated[field] = true
  const validatedFields = (lastResult?.fields ?? []).filter((field) => validated[field])
  return Object.fromEntries(
    Object.entries(error).filter(
      ([field]) => validated[field] || validatedFields.some((prefix) => isPathPrefix(field, prefix)),
    ),
  )
}

/** The constraint attributes conform's field metadata gives (`getFieldMetadata`). */
const CONSTRAINT_KEYS = [
  'required',
  'minLength',
  'maxLength',
  'min',
  'max',
  'pattern',
  'step',
  'multiple',
  'accept',
] as const

export type FirstRenderOptions = {
  id: string
  constraint: FormConstraint
  lastResult?: SubmissionResult<string[]>
  defaultValue?: Record<string, unknown>
}

/** The form's and its fields' metadata as conform's `useForm` gives them on its first render. */
export function firstRenderMetadata<Schema extends Record<string, unknown>>({
  id: formId,
  constraint,
  lastResult,
  defaultValue,
}: FirstRenderOptions) {
  const initialValue = normalize(lastResult?.initialValue ?? (defaultValue ? serialize(defaultValue) : {}))
  const error = errorsOf(lastResult)

  function metadata(name: string) {
    const id = name ? `${formId}-${name}` : formId
    const value = name ? getPathValue(initialValue, name) : initialValue
    const allErrors = name
      ? Object.fromEntries(Object.entries(error).filter(([key]) => isPathPrefix(key, name)))
      : error
    return {
      id,
      name,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      initialValue: value,
      value,
      errors: error[name],
      allErrors,
      // Only the first render: conform's keys change when it resets or updates a field.
      key: undefined,
      valid: name
        ? !Object.keys(error).some((key) => isPathPrefix(key, name) && error[key] !== undefined)
        : Object.keys(error).length === 0,
      defaultValue:
        typeof value === 'string' ? value : Array.isArray(value) ? (value[0] as Value) : undefined,
      defaultOptions:
        typeof value === 'string'
          ? [value]
          : Array.isArray(value) && value.every((item) => typeof item === 'string')
            ? value
            : undefined,
      defaultChecked: value === 'on' ? true : undefined,
    }
  }

  const fieldCache = new Map<string, unknown>()
  const fields = new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== 'string') return undefined
        if (!fieldCache.has(name)) {
          const limits = constraintOf(constraint, name)
          const attributes = Object.fromEntries(CONSTRAINT_KEYS.map((key) => [key, limits?.[key]]))
          fieldCache.set(name, { ...metadata(name), formId, ...attributes })
        }
        return fieldCache.get(name)
      },
    },
  )
  const form = {
    ...metadata(''),
    status: lastResult?.status,
    // conform's `useNoValidate()`: true from the first render (its `defaultNoValidate`).
    noValidate: true,
    // No `onSubmit` until conform is there: the submit goes to the server (decision 170).
    onSubmit: undefined,
  }
  return [
    form as unknown as FormMetadata<Schema, string[]>,
    fields as ReturnType<FormMetadata<Schema, string[]>['getFieldset']>,
  ] as const
}
