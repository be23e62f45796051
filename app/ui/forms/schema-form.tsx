/**
 * The form itself (decision 007): conform's props, the form-level messages and the fields in a
 * stack; `SubmitButton` is its button with the pending spinner.
 */
import { getFormProps } from '@conform-to/react'
import { Alert, Stack, type MantineSpacing } from '@mantine/core'
import { Form, useNavigation } from '@remix-run/react'
import { useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react'
import { useIsPending, type SchemaFormMetadata } from '~/platform/forms/use-schema-form'
import { PlainButton, type PlainButtonLook } from '~/ui/plain-button'
import { useErrorText } from './field-meta'

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText()(errors)
  if (!text) return null
  return (
    <Alert color="red" variant="light" role="alert" id={id}>
      {text}
    </Alert>
  )
}

/** conform validates by submitting with its own button of this name: not a member's submit. */
const CONFORM_INTENT = '__intent__'

/**
 * The form: conform's props (and conform itself once loaded, `form.controller`), its form-level messages above the fields (a server refusal, a rule
 * across fields), the fields in a stack. A form-level message clears when the member changes
 * anything and comes back with the next submit (spec section 5: "any input change clears the
 * server error", "The error text clears when the form changes").
 */
export function SchemaForm<Schema extends Record<string, unknown>>({
  form,
  children,
  method = 'post',
  action,
  gap = 'sm',
  describedBy,
  onSubmit,
}: {
  form: SchemaFormMetadata<Schema>
  children: ReactNode
  method?: 'get' | 'post'
  action?: string
  gap?: MantineSpacing
  /** The id of a text that describes the form (the form-level messages are added to it). */
  describedBy?: string
  /** Runs after conform's validation let the submit through (a confirm step, for instance). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  const [errorsShown, setErrorsShown] = useState(true)
  const errors = errorsShown ? form.errors : undefined
  const props = getFormProps(form)
  return (
    <Form
      method={method}
      action={action}
      {...props}
      aria-describedby={[errors?.length ? form.errorId : '', describedBy ?? ''].join(' ').trim() || undefined}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (submitter?.getAttribute('name') !== CONFORM_INTENT) setErrorsShown(true)
        // Before conform has loaded there is no `onSubmit`: the submit goes to the server (decision 180).
        props.onSubmit?.(event)
        if (!event.defaultPrevented) onSubmit?.(event)
      }}
      onInput={() => setErrorsShown(false)}
    >
      {form.controller}
      <Stack gap={gap}>
        <FormErrors id={form.errorId} errors={errors} />
        {children}
      </Stack>
    </Form>
  )
}

type SubmitButtonProps = Omit<PlainButtonLook, 'loading'> &
  Omit<
    ComponentPropsWithoutRef<'button'>,
    keyof PlainButtonLook | 'type' | 'name' | 'value' | 'formAction' | 'formMethod'
  > & {
    /** With several submit buttons in a form: the button's own name and value (only the pressed one spins). */
    name?: string
    value?: string
    /**
     * With several forms on a page told apart by a hidden `intent` field: the field, rendered here
     * (it stays in every validation of the form, so rules across the form keep working).
     */
    intent?: string
    /** Where the form posts, when not to this route (for the pending state only). */
    formAction?: string
    formMethod?: 'POST' | 'GET'
  }

/**
 * A submit button that shows the spinner while its form's request runs (`useIsPending`); Mantine's
 * Button's look without its code (decision 182).
 */
export function SubmitButton({
  name,
  value,
  intent,
  formAction,
  formMethod,
  children,
  ...rest
}: SubmitButtonProps) {
  const navigation = useNavigation()
  const [field, expected] = intent !== undefined ? ['intent', intent] : [name, value]
  const pending =
    useIsPending({ formAction, formMethod }) &&
    (field === undefined || navigation.formData?.get(field) === expected)
  const button = (
    <PlainButton name={name} value={value} loading={pending} {...rest}>
      {children}
    </PlainButton>
  )
  if (intent === undefined) return button
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {button}
    </>
  )
}
