/**
 * A radio group bound to conform field metadata (decision 007), in its own module so a page loads
 * only the choice inputs it renders (issue 25, decisions 169 and 176).
 */
import { Radio, Stack } from '@mantine/core'
// Mantine's styles of what only some pages render come with the module (decision 171).
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import { useErrorText, type Meta, type Option } from './field-meta'

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
  const error = useErrorText()(field.errors, label)
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
