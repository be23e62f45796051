/**
 * The one form set-up (Epic Stack style, decision 007): a zod schema drives the HTML constraints
 * (so the browser checks without JavaScript too), the client validation and, on the server,
 * `parseWithZod`. Fields are checked on submit, then again on every input (not on blur: an error
 * line appearing on blur moves the button under the pointer and swallows the click, decision 030);
 * the server's `submission.reply()` comes back as `lastResult`, in the one action-result
 * shape `{ result }` (`FormActionData`).
 */
import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { useFormAction, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import type { z } from 'zod'

export type FormResult = SubmissionResult<string[]> | null | undefined

/**
 * The one action-result shape of every form: conform's reply (field and form-level errors, what
 * was typed). `notice` is an answer shown on the same page when the action does not redirect
 * (recovery: the same text whether or not the account exists).
 */
export type FormActionData = { result: SubmissionResult<string[]>; notice?: string }

/** Inputs the server's reply never empties (their value is not typed text). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image'])

/**
 * The HTML constraints of a schema, derived once per schema object (a page of provider results
 * renders up to 10 forms of one schema; every render derived them again; decision 120).
 */
const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>()
function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema)
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)))
  return constraint
}

export function useSchemaForm<S extends z.ZodTypeAny>(
  schema: S,
  options: {
    id: string
    lastResult?: FormResult
    defaultValue?: Record<string, unknown>
    /** On a page with several forms told apart by a hidden `intent`: only this form's replies. */
    intent?: string
  },
) {
  const lastResult =
    options.intent === undefined || options.lastResult?.initialValue?.intent === options.intent
      ? (options.lastResult ?? undefined)
      : undefined
  const formId = options.id
  // With JavaScript on the page shows what the server answered, as without it: a typed field the
  // reply does not carry back (a password, a reset form) is emptied.
  useEffect(() => {
    if (!lastResult?.initialValue) return
    const returned = lastResult.initialValue
    const form = document.forms.namedItem(formId)
    for (const element of Array.from(form?.elements ?? [])) {
      const typed = element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement
      if (!typed || !element.name || NOT_TYPED.has(element.type)) continue
      if (!(element.name in returned)) element.value = ''
    }
  }, [lastResult, formId])
  return useForm({
    id: formId,
    lastResult,
    defaultValue: options.defaultValue as never,
    constraint: constraintOf(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

/**
 * True while this page's form (or the one at `formAction`) is being submitted: the submit button
 * shows the spinner the spec asks for. Like the Epic Stack's `useIsPending`.
 */
export function useIsPending({
  formAction,
  formMethod = 'POST',
  state = 'non-idle',
}: { formAction?: string; formMethod?: 'POST' | 'GET'; state?: 'submitting' | 'loading' | 'non-idle' } = {}) {
  const contextualFormAction = useFormAction()
  const navigation = useNavigation()
  const isPendingState = state === 'non-idle' ? navigation.state !== 'idle' : navigation.state === state
  return (
    isPendingState &&
    navigation.formAction === (formAction ?? contextualFormAction) &&
    navigation.formMethod === formMethod
  )
}
