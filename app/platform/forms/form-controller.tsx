/**
 * conform's runtime, loaded after the page (decision 180): `useSchemaForm` imports this module once
 * the form has mounted and renders `FormController` in the form (`form.controller`). It runs
 * conform's `useForm` and reports its form and fields up, so the form re-renders with conform's
 * metadata and `onSubmit`. conform listens for input, blur and reset on the document by form id,
 * so it works from a component that renders nothing.
 */
import { parse, useForm, type FormMetadata, type Submission, type SubmissionResult } from '@conform-to/react'
import { memo, useLayoutEffect, type MutableRefObject } from 'react'
import type { FormConstraint } from './form-constraint'

type Form = FormMetadata<Record<string, unknown>, string[]>
export type ConformMetadata = readonly [Form, ReturnType<Form['getFieldset']>]
type Parsed = Submission<Record<string, unknown>, string[], unknown>

/** Before the schema has loaded: every submit is let through, for the server to check. */
function toTheServer(formData: FormData) {
  return parse(formData, { resolve: (value) => ({ value }) }) as unknown as Parsed
}

/**
 * Runs conform. Memoised: it renders again only when conform's state, the reply or the validation
 * changes, so reporting on every render does not loop through its form's re-render. The constraint
 * and the default value are read once, when conform starts (as `useForm` does).
 */
export const FormController = memo(function FormController({
  id,
  lastResult,
  validate,
  setup,
  report,
}: {
  id: string
  lastResult: SubmissionResult<string[]> | undefined
  /** The schema's check, once loaded (decision 170); until then the submit goes to the server. */
  validate: ((formData: FormData) => Parsed) | null
  setup: MutableRefObject<{ constraint: FormConstraint; defaultValue?: Record<string, unknown> }>
  report: (metadata: ConformMetadata) => void
}) {
  const [form, fields] = useForm<Record<string, unknown>, unknown, string[]>({
    id,
    lastResult,
    defaultValue: setup.current.defaultValue as never,
    constraint: setup.current.constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => (validate ? validate(formData) : toTheServer(formData)),
  })
  useLayoutEffect(() => report([form, fields]))
  return null
})
