/**
 * The server's HTML of a form before conform has loaded (decision 180) is byte for byte the HTML
 * conform's own `useForm` gives: the same ids, values, messages, aria attributes and constraints,
 * so the hydration matches and nothing changes when conform arrives.
 */
import { getFormProps, useForm, type FieldMetadata, type FormMetadata } from '@conform-to/react'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { FirstRenderOptions } from '~/platform/forms/first-render-metadata'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { serverHtml } from '../../../tests/render'
import { CheckboxField, DateField, PasswordField, RadioGroupField, SelectField, TextField } from './fields'

type Form = FormMetadata<Record<string, unknown>, string[]>
type Field = FieldMetadata<unknown>
const constraint = {
  name: { required: true, minLength: 1, maxLength: 30, pattern: '^[A-Za-z ]*$' },
  plan: { required: true },
  agree: { required: true },
  start: { required: false, min: '2025-01-01', max: '2026-12-31' },
}

describe("useSchemaForm's server HTML is the same as with conform's own useForm", () => {
  function Fields({ form, fields }: { form: Form; fields: Record<string, Field> }) {
    return (
      <form {...getFormProps(form)}>
        <TextField field={fields.name!} label="Name" />
        <PasswordField field={fields.secret!} label="Secret" autoComplete="new-password" />
        <SelectField field={fields.plan!} label="Plan" options={[{ value: 'b', label: 'B' }]} />
        <CheckboxField field={fields.agree!} label="I agree" />
        <RadioGroupField
          field={fields.delivery!}
          label="Delivery"
          options={[
            { value: 'mail', label: 'Mail' },
            { value: 'email', label: 'E-mail' },
          ]}
        />
        <DateField field={fields.start!} label="Start" />
      </form>
    )
  }
  const options: FirstRenderOptions = {
    id: 'html',
    constraint: { ...constraint, secret: { required: true, minLength: 8 }, delivery: { required: true } },
    lastResult: {
      status: 'error',
      initialValue: { name: 'Ann', plan: 'b', agree: 'on', delivery: 'email', start: '02/01/2026' },
      error: {
        '': ['No.'],
        name: ['Too short'],
        secret: ['Required'],
        delivery: ['Choose one'],
        start: ['Early'],
      },
    },
  }
  function WithConform() {
    const [form, fields] = useForm<Record<string, unknown>, unknown, string[]>({
      ...options,
      defaultValue: undefined,
    })
    return <Fields form={form} fields={fields as unknown as Record<string, Field>} />
  }
  /** `useSchemaForm` before conform's runtime has loaded, as on the server and at hydration. */
  function WithFirstRender() {
    const [form, fields] = useSchemaForm(options.constraint, () => new Promise<z.ZodTypeAny>(() => {}), {
      id: options.id,
      lastResult: options.lastResult,
    })
    return <Fields form={form as unknown as Form} fields={fields as unknown as Record<string, Field>} />
  }

  it('byte for byte, the ids React gives Mantine included', () => {
    const html = serverHtml(<WithFirstRender />)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('id="html-name-error"')
    expect(html).toBe(serverHtml(<WithConform />))
  })
})
