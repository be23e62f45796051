import { describe, expect, it } from 'vitest'
import { act, renderInApp, screen, userEvent } from '../../../tests/render'
import { getZodConstraint } from '@conform-to/zod/v3'
import { z } from 'zod'
import {
  CheckboxField,
  DateField,
  PasswordField,
  RadioGroupField,
  SchemaForm,
  SelectField,
  SubmitButton,
  SwitchField,
  TextField,
} from './fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'

const schema = z.object({
  name: z.string(),
  secret: z.string(),
  plan: z.string(),
  agree: z.boolean(),
  news: z.boolean(),
  delivery: z.enum(['mail', 'email']),
})

const failed: FormResult = {
  status: 'error',
  initialValue: { name: 'Ann' },
  error: {
    '': ['The server said no.'],
    name: ['Name is wrong'],
    secret: ['Secret is a required field'],
    plan: ['Plan is a required field'],
    agree: ['Please agree'],
    news: ['News is wrong'],
    delivery: ['Choose a delivery'],
  },
}

function Example({ lastResult }: { lastResult?: FormResult }) {
  const [form, fields] = useSchemaForm(getZodConstraint(schema), async () => schema, {
    id: 'example',
    lastResult,
  })
  return (
    <SchemaForm form={form}>
      <TextField field={fields.name} label="Name" />
      <PasswordField field={fields.secret} label="Secret" autoComplete="current-password" />
      <SelectField field={fields.plan} label="Plan" options={[{ value: 'a', label: 'A' }]} />
      <CheckboxField field={fields.agree} label="I agree" />
      <SwitchField field={fields.news} label="News" />
      <RadioGroupField
        field={fields.delivery}
        label="Delivery"
        options={[
          { value: 'mail', label: 'Mail' },
          { value: 'email', label: 'E-mail' },
        ]}
      />
      <SubmitButton>Save</SubmitButton>
    </SchemaForm>
  )
}

function renderExample(lastResult?: FormResult) {
  return renderInApp(() => <Example lastResult={lastResult} />)
}

describe('field components: every error is announced with its field', () => {
  it.each([
    ['Name', 'Name is wrong'],
    ['Secret', 'Secret is a required field'],
    ['Plan', 'Plan is a required field'],
    ['I agree', 'Please agree'],
    ['News', 'News is wrong'],
  ])('%s: aria-invalid and described by its message', async (label, message) => {
    renderExample(failed)
    const control = await screen.findByLabelText(new RegExp(`^${label}`))
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAccessibleDescription(message)
  })

  it('radio buttons: the group is described by the message, each radio is marked invalid', async () => {
    renderExample(failed)
    const group = await screen.findByRole('radiogroup', { name: 'Delivery' })
    expect(group).toHaveAccessibleDescription('Choose a delivery')
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true')
  })

  it('the form-level message is an alert that describes the form, and clears on any input', async () => {
    const user = userEvent.setup()
    renderExample(failed)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The server said no.')
    expect(screen.getByLabelText(/^Name/).closest('form')).toHaveAttribute('aria-describedby', alert.id)
    await user.type(screen.getByLabelText(/^Name/), 'e')
    expect(screen.queryByText('The server said no.')).not.toBeInTheDocument()
  })

  it('without errors nothing is marked invalid and the values come back', async () => {
    renderExample({ status: 'error', initialValue: { name: 'Ann', delivery: 'email' }, error: {} })
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Ann')
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('DateField: the one date picker (month/day/year, works without JavaScript)', () => {
  const dateSchema = z.object({ day: z.string() })
  function DateExample({ lastResult }: { lastResult?: FormResult }) {
    const [form, fields] = useSchemaForm(getZodConstraint(dateSchema), async () => dateSchema, {
      id: 'dates',
      lastResult,
    })
    return (
      <SchemaForm form={form}>
        <DateField field={fields.day} label="Effective date" min="2025-01-01" />
        <DateField name="asOfDate" label="Coverage as of" defaultValue="2025-06-30" error={null} />
      </SchemaForm>
    )
  }
  const renderDates = (lastResult?: FormResult) => renderInApp(() => <DateExample lastResult={lastResult} />)

  it('is a native date input with its name, its min, the month/day/year hint and the 200 px width', async () => {
    renderDates()
    const input = await screen.findByLabelText(/^Effective date/)
    expect(input).toHaveAttribute('type', 'date')
    expect(input).toHaveAttribute('name', 'day')
    expect(input).toHaveAttribute('min', '2025-01-01')
    expect(input).toHaveAccessibleDescription('Month/day/year (MM/DD/YYYY)')
    expect(input).toHaveStyle({ maxWidth: '200px' })
  })

  it("says the pattern in the member's language: MM/DD/AAAA in Spanish (decision 218)", async () => {
    renderInApp(() => <DateExample />, { rootData: { domainId: 1, signedIn: true, language: 'es' } })
    expect(await screen.findByLabelText(/^Effective date/)).toHaveAccessibleDescription(
      'Mes/día/año (MM/DD/AAAA)',
    )
  })

  it("shows a value typed month/day/year (a browser without a picker) as the picker's YYYY-MM-DD", async () => {
    renderDates({ status: 'error', initialValue: { day: '02/01/2026' }, error: { day: ['Too early'] } })
    const input = await screen.findByLabelText(/^Effective date/)
    expect(input).toHaveValue('2026-02-01')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/Too early/)
  })

  it("keeps the server's message on such a date once the browser's checks have started", async () => {
    renderDates({ status: 'error', initialValue: { day: '02/01/2026' }, error: { day: ['Too early'] } })
    const input = await screen.findByLabelText(/^Effective date/)
    // conform starts when the browser is idle (decision 201): a timer here, then its module.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      await import('~/platform/forms/form-controller')
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(input).toHaveValue('2026-02-01')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/Too early/)
  })

  it('serves a plain GET form too: name, value and no error', async () => {
    renderDates()
    const asOf = await screen.findByLabelText(/^Coverage as of/)
    expect(asOf).toHaveAttribute('type', 'date')
    expect(asOf).toHaveAttribute('name', 'asOfDate')
    expect(asOf).toHaveValue('2025-06-30')
    expect(asOf).not.toHaveAttribute('aria-invalid', 'true')
  })
})
