/**
 * The one form set-up (Epic Stack style): a zod schema drives the HTML constraints (so the browser
 * checks without JavaScript too), the client validation and, on the server, `parseWithZod`.
 * Validation runs on submit, then again on every input; the server's `submission.reply()` comes
 * back as `lastResult`.
 */
import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { useFormAction, useNavigation } from '@remix-run/react'
import type { z } from 'zod'

export type FormResult = SubmissionResult<string[]> | null | undefined

export function useSchemaForm<S extends z.ZodTypeAny>(
  schema: S,
  options: {
    id: string
    lastResult?: FormResult
    defaultValue?: Record<string, unknown>
  },
) {
  return useForm({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
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
