/**
 * conform arrives after the page (decision 180): what a member typed before, and where the focus
 * was, stay when the form changes to conform's metadata (the inputs are not remounted), and from
 * then on conform checks the submit in the browser.
 */
import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { act, renderInApp, screen, userEvent } from '../../../tests/render'
import type * as ControllerModule from '~/platform/forms/form-controller'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { SchemaForm, SubmitButton, TextField } from './fields'

const { gate, release, rendered } = vi.hoisted(() => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  return { gate, release, rendered: vi.fn() }
})

// conform's runtime arrives when the test says so.
vi.mock('~/platform/forms/form-controller', async (importOriginal) => {
  await gate
  const original = await importOriginal<typeof ControllerModule>()
  return {
    ...original,
    FormController: (props: Parameters<typeof original.FormController>[0]) => {
      rendered()
      return createElement(original.FormController, props)
    },
  }
})

const schema = z.object({ name: z.string({ required_error: 'Name is a required field' }) })

function Example() {
  const [form, fields] = useSchemaForm({ name: { required: true } }, async () => schema, { id: 'example' })
  return (
    <SchemaForm form={form}>
      <TextField field={fields.name} label="Name" />
      <SubmitButton>Save</SubmitButton>
    </SchemaForm>
  )
}

describe('FormController: conform after the page', () => {
  it('keeps the typed text and the focus in the same input when conform arrives, then validates', async () => {
    const user = userEvent.setup()
    renderInApp(() => <Example />)
    const input = await screen.findByLabelText(/^Name/)
    await user.type(input, 'Ann')
    await act(() => import('@conform-to/zod/v3'))
    expect(rendered).not.toHaveBeenCalled()

    release()
    await vi.waitFor(() => expect(rendered).toHaveBeenCalled())
    expect(screen.getByLabelText(/^Name/)).toBe(input)
    expect(input).toHaveValue('Ann')
    expect(input).toHaveFocus()

    // conform's onSubmit is on the form now: an empty name is refused in the browser.
    await user.clear(input)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name is a required field')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toBe(input)
  })
})
