/**
 * Text inputs bound to conform field metadata (decision 007): text, password and date. In their
 * own module so that a page with only these does not load the choice inputs (issue 25).
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { HiddenInput } from '~/ui/pieces/hidden-input'
import { parseDateInput } from '~/platform/forms/dates'
import { DATE_INPUT_WIDTH_PX, datePattern } from './date-input'
import { useErrorText, type Meta } from './field-meta'
import { PlainTextInput, type PlainTextInputProps } from './plain-input'
import { useTranslation } from '~/platform/i18n/use-translation'

export function TextField({
  field,
  label,
  type = 'text',
  ...rest
}: { field: Meta; label: string; type?: 'text' | 'email' | 'tel' } & Omit<
  PlainTextInputProps,
  'label' | 'type'
>) {
  const errorText = useErrorText()
  return (
    <PlainTextInput
      {...getInputProps(field as FieldMetadata<string>, { type })}
      key={field.key}
      label={label}
      error={errorText(field.errors, label)}
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
  const errorText = useErrorText()
  return (
    <HiddenInput
      {...getInputProps(field as FieldMetadata<string>, { type: 'password' })}
      name={field.name}
      key={field.key}
      label={label}
      autoComplete={autoComplete}
      error={errorText(field.errors, label)}
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
  description: descriptionGiven,
  min,
  max,
  ...source
}: DateFieldSource & { label: string; description?: ReactNode; min?: string; max?: string }) {
  const errorText = useErrorText()
  const { t } = useTranslation()
  const description =
    descriptionGiven === undefined ? t('ui.dateFormat', { format: datePattern(t) }) : descriptionGiven
  const bound =
    'field' in source
      ? {
          ...getInputProps(source.field as FieldMetadata<string>, { type: 'date', value: false }),
          key: source.field.key,
          defaultValue: dateInputValue(source.field.initialValue),
          error: errorText(source.field.errors, label),
          errorProps: { id: source.field.errorId },
        }
      : {
          type: 'date' as const,
          name: source.name,
          key: `${source.name}-${source.defaultValue ?? ''}`,
          defaultValue: dateInputValue(source.defaultValue),
          error: errorText(source.error ? [source.error] : undefined, label),
        }
  const { key, ...props } = bound
  return (
    <PlainTextInput
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
