/**
 * The first render without conform (decision 180) must be conform's first render: the same ids,
 * keys, values, messages and constraint attributes, or the hydration differs from the server's
 * HTML and the inputs remount when conform arrives. Each case renders conform's own `useForm` with
 * the same options and compares, property by property, with the props conform's helpers build
 * from them (the field components' HTML: app/ui/forms/first-render.test.tsx).
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { firstRenderMetadata, type FirstRenderOptions } from './first-render-metadata'

const constraint = {
  name: { required: true, minLength: 1, maxLength: 30, pattern: '^[A-Za-z ]*$' },
  age: { required: false, min: 18, max: 120, step: 1 },
  plan: { required: true },
  agree: { required: true },
  tags: { required: false, multiple: true },
  'items[]': { required: true, maxLength: 5 },
  start: { required: false, min: '2025-01-01', max: '2026-12-31' },
}

/** Every field property conform gives and the app reads, with the attributes its helpers add. */
const FIELD_KEYS = [
  'id',
  'name',
  'formId',
  'key',
  'errorId',
  'descriptionId',
  'errors',
  'allErrors',
  'initialValue',
  'value',
  'valid',
  'defaultValue',
  'defaultOptions',
  'defaultChecked',
  'required',
  'minLength',
  'maxLength',
  'min',
  'max',
  'step',
  'pattern',
  'multiple',
  'accept',
] as const
const FORM_KEYS = [
  'id',
  'name',
  'errorId',
  'descriptionId',
  'errors',
  'allErrors',
  'initialValue',
  'value',
  'valid',
  'key',
  'status',
  'noValidate',
] as const
const NAMES = [
  'name',
  'age',
  'plan',
  'agree',
  'tags',
  'start',
  'unknown',
  'items[0]',
  'address.city',
] as const

type Snapshot = Record<string, unknown>
type Form = FormMetadata<Record<string, unknown>, string[]>
type Field = FieldMetadata<unknown>

function snapshot(form: Form, fields: Record<string, Field>) {
  const field = (name: string) => {
    const metadata = fields[name]!
    const props = {
      input: getInputProps(metadata as FieldMetadata<string>, { type: 'text' }),
      checkbox: getInputProps(metadata as FieldMetadata<boolean>, { type: 'checkbox' }),
      radio: getInputProps(metadata as FieldMetadata<string>, { type: 'radio', value: 'b' }),
      select: getSelectProps(metadata as FieldMetadata<string>),
    }
    return { ...Object.fromEntries(FIELD_KEYS.map((key) => [key, metadata[key]])), props }
  }
  const { onSubmit, ...formProps } = getFormProps(form)
  return {
    form: Object.fromEntries(FORM_KEYS.map((key) => [key, form[key as keyof Form]])) as Snapshot,
    formProps,
    hasOnSubmit: typeof onSubmit === 'function',
    fields: Object.fromEntries(NAMES.map((name) => [name, field(name)])),
  }
}

/** What conform's `useForm` gives on its first render (read during that render, as a page does). */
function conformFirstRender(options: FirstRenderOptions) {
  let seen: ReturnType<typeof snapshot> | undefined
  function Probe() {
    const [form, fields] = useForm<Record<string, unknown>, unknown, string[]>({
      ...options,
      defaultValue: options.defaultValue as never,
    })
    seen ??= snapshot(form, fields as unknown as Record<string, Field>)
    return null
  }
  renderToString(<Probe />)
  return seen!
}

function ours(options: FirstRenderOptions) {
  const [form, fields] = firstRenderMetadata(options)
  return snapshot(form, fields as unknown as Record<string, Field>)
}

const reply: SubmissionResult<string[]> = {
  status: 'error',
  initialValue: { name: 'Ann', age: '', plan: 'b', agree: 'on', tags: ['x', 'y'], items: ['a'] },
  error: { '': ['The server said no.'], name: ['Too short'], 'items[0]': ['Too long'], age: null },
}

const cases: [string, FirstRenderOptions][] = [
  ['nothing but the constraint', { id: 'plain', constraint }],
  [
    'default values of every kind (strings, numbers, booleans, dates, lists, empty)',
    {
      id: 'defaults',
      constraint,
      defaultValue: {
        name: 'Bea',
        age: 42,
        plan: '',
        agree: true,
        tags: ['a', 'b'],
        start: new Date(Date.UTC(2025, 5, 30)),
        address: { city: 'Portland', zip: null },
        unknown: false,
      },
    },
  ],
  [
    'a server reply: its values, form and field messages, a null message',
    { id: 'replied', constraint, lastResult: reply },
  ],
  [
    'a reply wins over the default values',
    { id: 'both', constraint, lastResult: reply, defaultValue: { name: 'Bea', start: '2025-02-02' } },
  ],
  [
    'a reply to one of conform validate intents: only the validated field keeps its message',
    {
      id: 'intent',
      constraint,
      lastResult: {
        ...reply,
        intent: { type: 'validate', payload: { name: 'name' } },
        fields: ['name', 'age', 'items[0]'],
      },
    },
  ],
  [
    'a validate intent for the whole form keeps every message',
    {
      id: 'intent-all',
      constraint,
      lastResult: { ...reply, intent: { type: 'validate', payload: {} }, fields: ['name'] },
    },
  ],
  [
    'a successful reply',
    { id: 'ok', constraint, lastResult: { status: 'success', initialValue: { name: 'Ann' } } },
  ],
]

describe('firstRenderMetadata gives what conform gives on its first render', () => {
  it.each(cases)('%s', (_, options) => {
    const conform = conformFirstRender(options)
    const mine = ours(options)
    expect(mine.form).toEqual(conform.form)
    expect(mine.formProps).toEqual(conform.formProps)
    for (const name of NAMES)
      expect({ name, ...mine.fields[name] }).toEqual({ name, ...conform.fields[name] })
  })

  it('the ids are conform\'s: `${form}-${name}`, with "-error" and "-description"', () => {
    const [form, fields] = firstRenderMetadata({ id: 'login', constraint })
    expect([
      form.id,
      form.errorId,
      fields.name!.id,
      fields.name!.errorId,
      fields.name!.descriptionId,
    ]).toEqual(['login', 'login-error', 'login-name', 'login-name-error', 'login-name-description'])
  })

  it('has no onSubmit (a submit goes to the server until conform is there); conform has one', () => {
    expect(ours({ id: 'a', constraint }).hasOnSubmit).toBe(false)
    expect(conformFirstRender({ id: 'a', constraint }).hasOnSubmit).toBe(true)
  })
})
