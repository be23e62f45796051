/**
 * A checkbox and a switch bound to conform field metadata (decision 007), in their own module so
 * a page loads only the choice inputs it renders (issue 25, decisions 169 and 176).
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Checkbox, Input, Stack, Switch } from '@mantine/core'
// Mantine's styles of what only some pages render come with the module (decision 171).
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Switch.css'
import type { ReactNode } from 'react'
import { errorOf, useErrorText, type Meta } from './field-meta'

/** The error text of a control whose Mantine component gives it no id (checkbox, switch). */
function FieldError({ field }: { field: Meta }) {
  const error = useErrorText()(field.errors)
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
