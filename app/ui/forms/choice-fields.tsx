/**
 * Choice inputs bound to conform field metadata (decision 007): select, checkbox, switch and radio
 * group. In their own module so that pages without them do not load them (issue 25).
 */
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { Checkbox, Input, NativeSelect, Radio, Stack, Switch } from '@mantine/core'
// Mantine's styles of what only some pages render come with the module (decision 171).
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Switch.css'
import type { ReactNode } from 'react'
import { errorOf, type Meta, type Option } from './field-meta'

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
