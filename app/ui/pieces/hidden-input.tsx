import { PlainButton } from '~/ui/plain-button'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PlainTextInput, type PlainTextInputProps } from '~/ui/forms/plain-input'
import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
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
 * Drawn with Mantine's TextInput markup in plain elements (decision 184). The toggle's slot is
 * sized by its label as drawn ('Mostrar' / 'Ocultar' were cut in a fixed 64 px slot; decision 218),
 * never narrower than that 64 px.
 */
/** The toggle's slot: at least its former fixed width, else its label's width and a gap to the edge. */
const MIN_TOGGLE_WIDTH = 64
const TOGGLE_GAP = 6
/** The toggle keeps its label's width: it never shrinks inside the slot. */
const TOGGLE_BOX: CSSProperties = { display: 'inline-flex', flexShrink: 0 }
/** A layout effect in the browser; nothing on the server (where React would warn about one). */
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

export const HiddenInput = forwardRef<HTMLInputElement, HiddenInputProps>(function HiddenInput(
  { label, name, error, touched = false, id, style, ...inputProps },
  ref,
) {
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const generatedId = useId()
  const inputId = id ?? generatedId
  const shownError = touched && error ? error : undefined
  const { t } = useTranslation()
  const toggleName = typeof label === 'string' ? label : t('hiddenInput.fallbackName')
  const toggleRef = useRef<HTMLSpanElement>(null)
  const [toggleWidth, setToggleWidth] = useState<number>()
  // The slot follows its label (measured before paint, again when the label changes).
  // It keeps the widest label it has had, so it does not move when the label changes.
  useClientLayoutEffect(() => {
    const width = toggleRef.current?.offsetWidth
    if (width) setToggleWidth((before) => Math.max(before ?? MIN_TOGGLE_WIDTH, Math.ceil(width) + TOGGLE_GAP))
  }, [hydrated, visible])

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
      style={style}
      rightSectionWidth={hydrated ? (toggleWidth ?? MIN_TOGGLE_WIDTH) : undefined}
      rightSectionPointerEvents="all"
      rightSection={
        hydrated ? (
          <span ref={toggleRef} style={TOGGLE_BOX}>
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
          </span>
        ) : undefined
      }
    />
  )
})
