/**
 * The field components of every form (decision 007): Mantine inputs bound to conform field
 * metadata. Name, id, default value, HTML constraints and aria-invalid / aria-describedby come
 * from `getInputProps`; the error text shows under the input with the id conform points at, so it
 * is announced. `SchemaForm` is the form itself (form-level messages included) and `SubmitButton`
 * its button with the pending spinner.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type FieldMetadata,
  type FormMetadata,
} from '@conform-to/react'
import {
  Alert,
  Button,
  Checkbox,
  Input,
  NativeSelect,
  Radio,
  Stack,
  Switch,
  TextInput,
  type ButtonProps,
  type MantineSpacing,
  type TextInputProps,
} from '@mantine/core'
import { Form, useNavigation } from '@remix-run/react'
import { useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react'
import { HiddenInput } from '~/ui/pieces/hidden-input'
import { DATE_INPUT_WIDTH_PX, DATE_PICKER_FORMAT } from './date-input'
import { parseDateInput } from '~/platform/forms/validators'
import { useIsPending } from '~/platform/forms/use-schema-form'

type Meta = FieldMetadata<string | undefined> | FieldMetadata<unknown>
type Option = { value: string; label: string }

const errorOf = (field: Meta) => (field.errors?.length ? field.errors.join(' ') : undefined)

export function TextField({
  field,
  label,
  type = 'text',
  ...rest
}: { field: Meta; label: string; type?: 'text' | 'email' | 'tel' } & Omit<TextInputProps, 'label' | 'type'>) {
  return (
    <TextInput
      {...getInputProps(field as FieldMetadata<string>, { type })}
      key={field.key}
      label={label}
      error={errorOf(field)}
      errorProps={{ id: field.errorId }}
      {...rest}
    />
  )
}

/**
 * The spec's hidden input ('Show' / 'Hide'): masked, with a toggle button once JavaScript runs
 * (without it the field simply stays masked). Passwords are never sent back by the server
 * (`hideFields`), so the field starts empty after a reply.
 */
export function PasswordField({
  field,
  label,
  autoComplete,
}: {
  field: Meta
  label: string
  autoComplete: 'current-password' | 'new-password'
}) {
  return (
    <HiddenInput
      {...getInputProps(field as FieldMetadata<string>, { type: 'password' })}
      name={field.name}
      key={field.key}
      label={label}
      autoComplete={autoComplete}
      error={errorOf(field)}
      touched
      errorProps={{ id: field.errorId }}
    />
  )
}

/** The value a date input can show: 'YYYY-MM-DD' for any readable date, else what was typed. */
function dateInputValue(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  return parseDateInput(value) ?? value
}

type DateFieldSource =
  /** A field of a conform form. */
  | { field: Meta }
  /** A plain GET form's input (the benefits 'as of' date): its name, value and error. */
  | { name: string; defaultValue?: string | null; error?: string | null }

/**
 * The date picker of every form (spec section 9: "Date pickers: month/day/year. Input widths ...
 * date 200 px"; docs/decisions/157-date-field.md): a native date input, which the browser shows as a
 * month/day/year picker (en-US) and which works without JavaScript. It posts 'YYYY-MM-DD'; a
 * browser without a date picker shows a text box, so the rules also read 'MM/DD/YYYY'
 * (`parseDateInput`). What goes to the gateway is the contract's format, converted on the server.
 */
export function DateField({
  label,
  description = `Month/day/year (${DATE_PICKER_FORMAT})`,
  min,
  max,
  ...source
}: DateFieldSource & { label: string; description?: ReactNode; min?: string; max?: string }) {
  const bound =
    'field' in source
      ? {
          ...getInputProps(source.field as FieldMetadata<string>, { type: 'date', value: false }),
          key: source.field.key,
          defaultValue: dateInputValue(source.field.initialValue),
          error: errorOf(source.field),
          errorProps: { id: source.field.errorId },
        }
      : {
          type: 'date' as const,
          name: source.name,
          key: `${source.name}-${source.defaultValue ?? ''}`,
          defaultValue: dateInputValue(source.defaultValue),
          error: source.error ?? undefined,
        }
  const { key, ...props } = bound
  return (
    <TextInput
      key={key}
      {...props}
      label={label}
      description={description}
      min={min}
      max={max}
      autoComplete="off"
      styles={{ input: { maxWidth: DATE_INPUT_WIDTH_PX } }}
    />
  )
}

export function SelectField({
  field,
  label,
  options,
  placeholder = 'Select…',
}: {
  field: Meta
  label: string
  options: Option[]
  placeholder?: string
}) {
  return (
    <NativeSelect
      {...getSelectProps(field as FieldMetadata<string>)}
      key={field.key}
      label={label}
      data={[{ value: '', label: placeholder }, ...options]}
      error={errorOf(field)}
      errorProps={{ id: field.errorId }}
    />
  )
}

/** The error text of a control whose Mantine component gives it no id (checkbox, switch). */
function FieldError({ field }: { field: Meta }) {
  const error = errorOf(field)
  return error ? <Input.Error id={field.errorId}>{error}</Input.Error> : null
}

/** A checkbox or a switch (a checkbox input): posts 'on' when on, nothing when off; works without JavaScript. */
function CheckedField({
  field,
  label,
  kind,
}: {
  field: Meta
  label: ReactNode
  kind: 'checkbox' | 'switch'
}) {
  const props = { ...getInputProps(field as FieldMetadata<boolean>, { type: 'checkbox' }), label }
  const error = Boolean(errorOf(field))
  return (
    <Stack gap={4}>
      {kind === 'switch' ? (
        <Switch {...props} key={field.key} error={error} />
      ) : (
        <Checkbox {...props} key={field.key} error={error} />
      )}
      <FieldError field={field} />
    </Stack>
  )
}

export function CheckboxField(props: { field: Meta; label: ReactNode }) {
  return <CheckedField {...props} kind="checkbox" />
}

export function SwitchField(props: { field: Meta; label: string }) {
  return <CheckedField {...props} kind="switch" />
}

/** Radio buttons in a labelled radiogroup; the error is announced through the group. */
export function RadioGroupField({
  field,
  label,
  options,
}: {
  field: Meta
  label: string
  options: Option[]
}) {
  const error = errorOf(field)
  const initial = typeof field.initialValue === 'string' ? field.initialValue : undefined
  return (
    <Radio.Group
      key={field.key}
      name={field.name}
      defaultValue={initial}
      label={label}
      error={error}
      errorProps={{ id: field.errorId }}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  )
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <Alert color="red" variant="light" role="alert" id={id}>
      {errors.join(' ')}
    </Alert>
  )
}

/** conform validates by submitting with its own button of this name: not a member's submit. */
const CONFORM_INTENT = '__intent__'

/**
 * The form: conform's props, its form-level messages above the fields (a server refusal, a rule
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
  form: FormMetadata<Schema, string[]>
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
        props.onSubmit(event)
        if (!event.defaultPrevented) onSubmit?.(event)
      }}
      onInput={() => setErrorsShown(false)}
    >
      <Stack gap={gap}>
        <FormErrors id={form.errorId} errors={errors} />
        {children}
      </Stack>
    </Form>
  )
}

type SubmitButtonProps = ButtonProps &
  Omit<
    ComponentPropsWithoutRef<'button'>,
    keyof ButtonProps | 'type' | 'name' | 'value' | 'formAction' | 'formMethod'
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

/** A submit button that shows the spinner while its form's request runs (`useIsPending`). */
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
    <Button type="submit" name={name} value={value} loading={pending} {...rest}>
      {children}
    </Button>
  )
  if (intent === undefined) return button
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {button}
    </>
  )
}
