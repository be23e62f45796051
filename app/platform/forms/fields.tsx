/**
 * Mantine inputs bound to conform field metadata: name, id, default value, HTML constraints and
 * aria-invalid/aria-describedby come from `getInputProps`; the error text shows under the input with
 * the id conform points at. Used by the account, registration and public forms.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { Alert, NativeSelect, PasswordInput, Switch, TextInput, type TextInputProps } from '@mantine/core'

type Meta = FieldMetadata<string | undefined> | FieldMetadata<unknown>

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

/** Passwords are never sent back by the server (`hideFields`), so the field starts empty. */
export function PasswordField({
  field,
  label,
  autoComplete,
}: {
  field: Meta
  label: string
  autoComplete: string
}) {
  return (
    <PasswordInput
      {...getInputProps(field as FieldMetadata<string>, { type: 'password' })}
      key={field.key}
      label={label}
      autoComplete={autoComplete}
      error={errorOf(field)}
      errorProps={{ id: field.errorId }}
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
  options: { value: string; label: string }[]
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

/** A Mantine Switch is a checkbox input: posts 'on' when on, works without JavaScript. */
export function SwitchField({ field, label }: { field: Meta; label: string }) {
  const props = getInputProps(field as FieldMetadata<boolean>, { type: 'checkbox' })
  return <Switch {...props} key={field.key} label={label} error={errorOf(field)} />
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <Alert color="red" variant="light" role="alert" id={id}>
      {errors.join(' ')}
    </Alert>
  )
}
