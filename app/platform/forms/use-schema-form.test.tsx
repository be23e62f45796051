/**
 * The schema arrives after the page (decision 170): until it has loaded, a submit goes to the
 * server, which answers every mistake as without JavaScript; once loaded, the browser shows the
 * schema's message and sends nothing.
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v3'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { act, cleanup, fireEvent, renderRoute, screen, userEvent } from '../../../tests/render'
import { useSchemaForm, type FormResult, type SchemaLoader } from './use-schema-form'

const schema = z.object({
  name: z
    .string({ required_error: 'Name is a required field' })
    .max(5)
    .regex(/^[A-Za-z]*$/, 'Letters only'),
})
type Schema = typeof schema

/** `lastResult`: the server's reply the page was rendered with. */
function renderForm(loadSchema: SchemaLoader<Schema>, lastResult?: FormResult, checks?: 'idle' | 'reached') {
  const sent = vi.fn()
  function Example() {
    const [form, fields] = useSchemaForm(getZodConstraint(schema), loadSchema, {
      id: 'example',
      lastResult,
      checks,
    })
    return (
      <>
        <a href="#elsewhere">Elsewhere on the page</a>
        <Form method="get" {...getFormProps(form)}>
          {form.controller}
          <label htmlFor={fields.name.id}>Name</label>
          <input {...getInputProps(fields.name, { type: 'text' })} key={fields.name.key} />
          <p id={fields.name.errorId}>{fields.name.errors?.join(' ')}</p>
          <button type="submit">Save</button>
        </Form>
      </>
    )
  }
  renderRoute([
    {
      index: true,
      Component: Example,
      // A GET form: the request the server would answer is the address it opens.
      loader: ({ request }) => {
        const query = new URL(request.url).searchParams
        if (query.size) sent(Object.fromEntries(query))
        return null
      },
    },
  ])
  return sent
}

describe('useSchemaForm: client validation loaded after the page', () => {
  it('renders the HTML constraints before the schema has loaded', async () => {
    renderForm(() => new Promise<Schema>(() => {}))
    const input = await screen.findByLabelText('Name')
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('maxLength', '5')
    expect(input.getAttribute('pattern')).toContain('[A-Za-z]*')
  })

  it('sends a submit to the server while the schema has not loaded', async () => {
    const sent = renderForm(() => new Promise<Schema>(() => {}))
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith({ name: '' }))
    expect(screen.queryByText('Name is a required field')).not.toBeInTheDocument()
  })

  it('sends a submit to the server when the schema cannot load', async () => {
    const sent = renderForm(() => Promise.reject(new Error('blocked')))
    await userEvent.type(await screen.findByLabelText('Name'), 'Av1')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith({ name: 'Av1' }))
    expect(screen.queryByText('Letters only')).not.toBeInTheDocument()
  })

  it('once loaded, shows the schema message and sends nothing', async () => {
    let loaded: Promise<unknown> = Promise.resolve()
    const sent = renderForm(() => {
      const schemaLoaded = Promise.resolve(schema)
      // The schema, conform's zod adapter and conform itself (decision 180).
      loaded = Promise.all([schemaLoaded, import('@conform-to/zod/v3'), import('./form-controller')])
      return schemaLoaded
    })
    const save = await screen.findByRole('button', { name: 'Save' })
    await act(() => loaded)
    await userEvent.click(save)
    expect(await screen.findByText('Name is a required field')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Name'), 'Av1')
    expect(await screen.findByText('Letters only')).toBeInTheDocument()
    await userEvent.click(save)
    expect(sent).not.toHaveBeenCalled()
  })
})

describe("useSchemaForm: what the member typed and the server's reply", () => {
  /** A form whose reply (as the server rendered it) does not carry `name` back. */
  function renderReplied() {
    const reply = { status: 'error' as const, initialValue: { other: '' }, error: {} }
    function Example() {
      const [lastResult, setLastResult] = useState(reply)
      const [form, fields] = useSchemaForm(getZodConstraint(schema), () => new Promise<Schema>(() => {}), {
        id: 'replied',
        lastResult,
      })
      return (
        <Form method="get" {...getFormProps(form)}>
          {form.controller}
          <label htmlFor={fields.name.id}>Name</label>
          {/* What the member typed before the page's scripts ran. */}
          <input {...getInputProps(fields.name, { type: 'text', value: false })} defaultValue="Avery" />
          <button type="button" onClick={() => setLastResult({ ...reply })}>
            Next reply
          </button>
        </Form>
      )
    }
    renderRoute([{ index: true, Component: Example }])
  }

  it('keeps what was typed before the page came to life: the first render is the reply already', async () => {
    renderReplied()
    expect(await screen.findByLabelText('Name')).toHaveValue('Avery')
  })

  it('empties a typed field that a later reply does not carry back', async () => {
    renderReplied()
    await userEvent.click(await screen.findByRole('button', { name: 'Next reply' }))
    await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
  })
})

describe('useSchemaForm: what was typed before conform started (decision 201)', () => {
  /** The server's reply to an empty submit, and conform started only when the test says so. */
  function renderAnswered() {
    const started: (() => void)[] = []
    window.requestIdleCallback = (work) => started.push(() => work({} as IdleDeadline))
    window.cancelIdleCallback = () => {}
    const reply = {
      status: 'error' as const,
      initialValue: { name: '' },
      error: { name: ['Name is a required field'] },
    }
    renderForm(() => Promise.resolve(schema), reply)
    return async () => {
      await act(async () => {
        started.splice(0).forEach((start) => start())
        await Promise.all([import('./form-controller'), import('@conform-to/zod/v3')])
      })
    }
  }

  afterEach(() => {
    cleanup()
    // @ts-expect-error jsdom has none: put back as it was
    delete window.requestIdleCallback
    // @ts-expect-error as above
    delete window.cancelIdleCallback
  })

  it("drops the server's message about a field changed before conform started", async () => {
    const startConform = renderAnswered()
    const input = await screen.findByLabelText('Name')
    expect(screen.getByText('Name is a required field')).toBeInTheDocument()
    fireEvent.input(input, { target: { value: 'Avery' } })
    expect(screen.getByText('Name is a required field')).toBeInTheDocument()
    await startConform()
    await vi.waitFor(() => expect(screen.queryByText('Name is a required field')).not.toBeInTheDocument())
  })

  it("keeps the server's message about a field left as it was", async () => {
    const startConform = renderAnswered()
    await screen.findByLabelText('Name')
    await startConform()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByText('Name is a required field')).toBeInTheDocument()
  })
})

describe("useSchemaForm: checks: 'reached' loads nothing until the member reaches the form (decision 213)", () => {
  /** The schema loader, counting its calls; conform's runtime and adapter as the page would load them. */
  function renderReached(lastResult?: FormResult) {
    const loads = vi.fn(() => Promise.resolve(schema))
    const sent = renderForm(loads, lastResult, 'reached')
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    return { loads, sent, settle }
  }

  afterEach(cleanup)

  it('loads nothing while the member reads the page or moves elsewhere on it', async () => {
    const { loads, settle } = renderReached()
    await screen.findByLabelText('Name')
    await settle()
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere on the page' }))
    await settle()
    expect(loads).not.toHaveBeenCalled()
  })

  it('loads the checks once a field takes the focus, and then answers in the browser', async () => {
    const { loads, sent, settle } = renderReached()
    await userEvent.click(await screen.findByLabelText('Name'))
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1))
    await act(() => Promise.all([import('@conform-to/zod/v3'), import('./form-controller')]))
    await settle()
    await userEvent.type(screen.getByLabelText('Name'), 'Av1')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Letters only')).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
  })

  it('sends a submit made at once to the server, which answers as without JavaScript', async () => {
    const { loads, sent } = renderReached()
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith({ name: '' }))
    expect(loads).toHaveBeenCalledTimes(1)
  })

  it("loads the checks with the page when the server's reply on it names mistakes", async () => {
    const { loads } = renderReached({
      status: 'error',
      initialValue: { name: '' },
      error: { name: ['Name is a required field'] },
    })
    await screen.findByLabelText('Name')
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1))
  })
})
