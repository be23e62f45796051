/**
 * A select bound to conform field metadata (decision 007). The choice inputs each have their own
 * module, so a page loads only those it renders (issue 25, decisions 169 and 176).
 */
import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { NativeSelect } from '@mantine/core'
// Mantine's styles of what only some pages render come with the module (decision 171).
import '@mantine/core/styles/Combobox.css'
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
