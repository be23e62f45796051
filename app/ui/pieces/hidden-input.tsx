import { PlainButton } from '~/ui/plain-button'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PlainTextInput, type PlainTextInputProps } from '~/ui/forms/plain-input'
import { forwardRef, useId, useState, type CSSProperties, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { COLORS } from './colors'

export interface HiddenInputProps extends Omit<
  PlainTextInputProps,
  | 'type'
  | 'error'
  | 'label'
  | 'name'
  | 'styles'
  | 'inputRef'
  | 'rightSection'
  | 'rightSectionWidth'
  | 'rightSectionPointerEvents'
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
 * Drawn with Mantine's TextInput markup in plain elements (decision 184).
 */
export const HiddenInput = forwardRef<HTMLInputElement, HiddenInputProps>(function HiddenInput(
  { label, name, error, touched = false, id, style, ...inputProps },
  ref,
) {
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const generatedId = useId()
  const inputId = id ?? generatedId
  const shownError = touched && error ? error : undefined
  const invalid = shownError !== undefined
  const { t } = useTranslation()
  const toggleName = typeof label === 'string' ? label : t('hiddenInput.fallbackName')

  return (
    <PlainTextInput
      autoCapitalize="none"
      autoCorrect="off"
      {...inputProps}
      inputRef={ref}
      id={inputId}
      name={name}
      label={label}
      // A revealed password must not be sent to a spell-checking service.
      spellCheck={false}
      type={hydrated && visible ? 'text' : 'password'}
      error={shownError}
      style={{ '--mantine-color-error': COLORS.error, ...style } as CSSProperties}
      styles={{
        wrapper: {
          '--input-bd': invalid ? COLORS.error : COLORS.border,
          '--input-bd-focus': COLORS.primary,
        } as CSSProperties,
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
            {visible ? t('hiddenInput.hide') : t('hiddenInput.show')}{' '}
            <span className="visually-hidden">{toggleName}</span>
          </PlainButton>
        ) : undefined
      }
    />
  )
})
