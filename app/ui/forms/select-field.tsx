/**
 * A select bound to conform field metadata (decision 007), or a plain GET form's select (the
 * benefits' family member). The choice inputs each have their own module, so a page loads only
 * those it renders (issue 25, decisions 169 and 176). Mantine's NativeSelect markup in plain
 * elements (decision 184).
 */
import { getSelectProps, type FieldMetadata } from '@conform-to/react'
// Mantine's styles of what only some pages render come with the module (decision 171): the chevron's.
import '@mantine/core/styles/Combobox.css'
import { useErrorText, type Meta, type Option } from './field-meta'
import { PlainNativeSelect } from './plain-input'
import { useTranslation } from '~/platform/i18n/use-translation'

type SelectSource =
  /** A field of a conform form. */
  | { field: Meta }
  /** A plain GET form's select: its name and value. */
  | { name: string; defaultValue: string }

export function SelectField({
  label,
  options,
  placeholder: placeholderGiven,
  maw,
  className,
  ...source
}: SelectSource & {
  label: string
  options: Option[]
  /** The empty first option's text ('Select…' in the member's language); null for none (a choice is always made). */
  placeholder?: string | null
  /** The field's max width in px. */
  maw?: number
  className?: string
}) {
  const { t } = useTranslation()
  const placeholder = placeholderGiven === undefined ? t('ui.selectPlaceholder') : placeholderGiven
  const data = placeholder === null ? options : [{ value: '', label: placeholder }, ...options]
  const errorText = useErrorText()
  if (!('field' in source))
    return (
      <PlainNativeSelect
        name={source.name}
        label={label}
        defaultValue={source.defaultValue}
        data={data}
        maw={maw}
        className={className}
      />
    )
  const { field } = source
  return (
    <PlainNativeSelect
      {...getSelectProps(field as FieldMetadata<string>)}
      key={field.key}
      label={label}
      data={data}
      error={errorText(field.errors, label)}
      errorProps={{ id: field.errorId }}
      maw={maw}
      className={className}
    />
  )
}
