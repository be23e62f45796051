import { TextInput, type TextInputProps } from '@mantine/core'
import { PlainButton } from '~/ui/plain-button'
import { forwardRef, useId, useState, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { COLORS } from './colors'

export interface HiddenInputProps extends Omit<
  TextInputProps,
  'type' | 'error' | 'label' | 'name' | 'rightSection' | 'rightSectionWidth' | 'rightSectionPointerEvents'
> {
  /** Visible label (also names the Show/Hide button for screen readers). */
  label: ReactNode
  name: string
  /** Error text; shown only when `touched` is true. */
  error?: ReactNode
  /** Whether the member has interacted with (or submitted) the field. */
  touched?: boolean
}

/**
 * A password-style input that the member can reveal with a 'Show' / 'Hide' toggle button
 * (its name says what it will do; aria-controls). Server-rendered as type=password; the toggle appears only after
 * hydration, so without JavaScript the field still works and nothing is a dead control. Extra
 * props go to the input, so conform's `getInputProps(field)` can be spread onto it; the error
 * shows (and aria-invalid is set) only when `touched` and `error` are both given.
 */
export const HiddenInput = forwardRef<HTMLInputElement, HiddenInputProps>(function HiddenInput(
  { label, name, error, touched = false, id, style, styles, ...inputProps },
  ref,
) {
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const generatedId = useId()
  const inputId = id ?? generatedId
  const shownError = touched && error ? error : undefined
  const invalid = shownError !== undefined
  const toggleName = typeof label === 'string' ? label : 'password'

  return (
    <TextInput
      autoCapitalize="none"
      autoCorrect="off"
      {...inputProps}
      ref={ref}
      id={inputId}
      name={name}
      label={label}
      // A revealed password must not be sent to a spell-checking service.
      spellCheck={false}
      type={hydrated && visible ? 'text' : 'password'}
      error={shownError}
      style={[{ '--mantine-color-error': COLORS.error }, style]}
      styles={{
        ...(typeof styles === 'object' ? styles : {}),
        wrapper: {
          '--input-bd': invalid ? COLORS.error : COLORS.border,
          '--input-bd-focus': COLORS.primary,
        },
        error: { color: COLORS.error },
      }}
      rightSectionWidth={hydrated ? 64 : undefined}
      rightSectionPointerEvents="all"
      rightSection={
        hydrated ? (
          <PlainButton
            type="button"
            size="compact-sm"
            variant="subtle"
            color={COLORS.primary}
            aria-controls={inputId}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'} <span className="visually-hidden">{toggleName}</span>
          </PlainButton>
        ) : undefined
      }
    />
  )
})
