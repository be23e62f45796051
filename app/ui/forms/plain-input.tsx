/**
 * The forms' inputs in plain elements (decision 184): the markup Mantine's TextInput, NativeSelect
 * and Fieldset render (InputWrapper, its label, description and error, Input, the select's
 * chevron), with the same classes, data attributes, CSS variables and ids, so Mantine's own rules
 * (Input.css in the root stylesheet, Combobox.css and Fieldset.css where those are rendered) draw
 * them. Mantine's components cost 7-9 % of the server's CPU per request on the form pages
 * (useProps, useStyles, extractStyleProps and Box at every level) for markup that does not change.
 * Only the props the field components use are supported; the others go to the input or select as
 * Mantine passes them. `plain-input.test.tsx` compares the HTML with Mantine's, look by look, in
 * each brand: a Mantine upgrade that changes its markup fails there. Feature code uses the field
 * components (`~/ui/forms/fields`), not these pieces.
 */
import {
  useId,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'

/** What the wrapper, label, description and error take, as Mantine's InputBase names it (size 'sm'). */
export type PlainInputLook = {
  label?: ReactNode
  description?: ReactNode
  /** The error text under the input; it also sets aria-invalid and aria-describedby. */
  error?: ReactNode
  errorProps?: { id?: string }
  required?: boolean
  disabled?: boolean
  id?: string
  /** The root's class and style (Mantine's `className` and `style`). */
  className?: string
  style?: CSSProperties
  /** Styles of the parts, as Mantine's `styles` prop. */
  styles?: { wrapper?: CSSProperties; input?: CSSProperties; error?: CSSProperties }
  /** Mantine's `maw` style prop in px (the root's max width). */
  maw?: number
  rightSection?: ReactNode
  rightSectionWidth?: number
  rightSectionPointerEvents?: CSSProperties['pointerEvents']
}

type Part = 'TextInput' | 'NativeSelect'

/** Mantine's `rem()` of a px number: scaled by the theme's scale. */
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`
const SMALLER_TEXT = `calc(var(--mantine-font-size-sm) - ${rem(2)})`
const OFFSET = 'calc(var(--mantine-spacing-xs) / 2)'

/** Mantine drops props given as undefined before it spreads them (useProps), so their place differs. */
function defined<T extends object>(props: T): T {
  const out = {} as T
  for (const key in props) if (props[key] !== undefined) out[key] = props[key]
  return out
}

/** Mantine's label keeps a double click from selecting its text. */
function keepSelection(event: MouseEvent<HTMLLabelElement>) {
  if (!event.defaultPrevented && event.detail > 1) event.preventDefault()
}

/** Mantine's InputWrapper and Input around `control` (an <input> or <select> with these props). */
function Wrapped({
  part,
  look,
  control,
  rest,
  pointer,
}: {
  part: Part
  look: PlainInputLook
  control: (props: Record<string, unknown>) => ReactNode
  rest: Record<string, unknown>
  pointer?: boolean
}) {
  const {
    label,
    description,
    error,
    errorProps,
    required,
    disabled,
    id,
    className,
    style,
    styles,
    maw,
    rightSection,
    rightSectionWidth,
    rightSectionPointerEvents,
  } = look
  const generatedId = useId()
  const inputId = id ?? `mantine-${generatedId.replace(/:/g, '')}`
  const errorId = errorProps?.id ?? `${inputId}-error`
  const descriptionId = `${inputId}-description`
  const hasError = !!error && typeof error !== 'boolean'
  const describedBy = `${hasError ? errorId : ''} ${description ? descriptionId : ''}`.trim() || undefined
  const rootStyle = { ...style, ...(maw === undefined ? null : { maxWidth: rem(maw) }) }
  const wrapperStyle = {
    ...styles?.wrapper,
    '--input-margin-top': description ? OFFSET : undefined,
    '--input-margin-bottom': hasError ? OFFSET : undefined,
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    '--input-right-section-width': rightSectionWidth === undefined ? undefined : rem(rightSectionWidth),
    '--input-right-section-pointer-events': rightSectionPointerEvents,
  }
  return (
    <div
      style={rootStyle}
      className={`${className ? `${className} ` : ''}m_46b77525 mantine-InputWrapper-root mantine-${part}-root`}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      {label ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Mantine's label handler: a double click does not select the label's text
        <label
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${part}-label`}
          data-size="sm"
          data-required={required || undefined}
          htmlFor={inputId}
          onMouseDown={keepSelection}
          id={`${inputId}-label`}
        >
          {label}
          {required ? (
            <span
              className={`m_78a94662 mantine-InputWrapper-required mantine-${part}-required`}
              aria-hidden="true"
            >
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      {description ? (
        <p
          style={{ '--input-description-size': SMALLER_TEXT } as CSSProperties}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${part}-description`}
          data-size="sm"
          id={descriptionId}
        >
          {description}
        </p>
      ) : null}
      <div
        style={wrapperStyle as CSSProperties}
        className={`m_6c018570 mantine-Input-wrapper mantine-${part}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-pointer={pointer || undefined}
        data-disabled={disabled || undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {control({
          style: styles?.input,
          className: `m_8fb7ebe7 mantine-Input-input mantine-${part}-input`,
          'data-variant': 'default',
          'data-disabled': disabled || undefined,
          'data-error': error ? true : undefined,
          // Mantine's order: the given props, then its own (a given aria-* keeps its place).
          ...defined(rest),
          required,
          disabled,
          'aria-invalid': !!error,
          'aria-describedby': describedBy,
          id: inputId,
        })}
        {rightSection ? (
          <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${part}-section`}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {hasError ? (
        <p
          style={{ ...styles?.error, '--input-error-size': SMALLER_TEXT } as CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${part}-error`}
          data-size="sm"
          id={errorId}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

const LOOK_KEYS = [
  'label',
  'description',
  'error',
  'errorProps',
  'required',
  'disabled',
  'id',
  'className',
  'style',
  'styles',
  'maw',
  'rightSection',
  'rightSectionWidth',
  'rightSectionPointerEvents',
] as const satisfies readonly (keyof PlainInputLook)[]

/** The look's props apart from the control's, each in the order it was given. */
function split<T extends PlainInputLook>(props: T) {
  const look: PlainInputLook = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if ((LOOK_KEYS as readonly string[]).includes(key)) (look as Record<string, unknown>)[key] = value
    else rest[key] = value
  }
  return { look, rest }
}

export type PlainTextInputProps = PlainInputLook &
  Omit<ComponentPropsWithoutRef<'input'>, keyof PlainInputLook> & { inputRef?: Ref<HTMLInputElement> }

/** Mantine's TextInput (size 'sm', variant 'default'). */
export function PlainTextInput({ inputRef, ...props }: PlainTextInputProps) {
  const { look, rest } = split(props)
  return (
    <Wrapped
      part="TextInput"
      look={look}
      rest={rest}
      control={(controlProps) => <input {...controlProps} ref={inputRef} />}
    />
  )
}

export type PlainSelectProps = PlainInputLook &
  Omit<ComponentPropsWithoutRef<'select'>, keyof PlainInputLook | 'children'> & {
    data: { value: string; label: string }[]
  }

/** The chevron Mantine's NativeSelect shows (ComboboxChevron); `data-error` is the error itself. */
function Chevron({ error }: { error: ReactNode }) {
  return (
    <svg
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-combobox-chevron="true"
      data-error={error || undefined}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  )
}

/**
 * Mantine's NativeSelect (size 'sm'), options from `data`, the chevron on the right. Its rules on
 * the chevron are in Combobox.css, which the modules rendering a select import.
 */
export function PlainNativeSelect({ data, rightSectionPointerEvents = 'none', ...props }: PlainSelectProps) {
  const { look, rest } = split(props)
  return (
    <Wrapped
      part="NativeSelect"
      look={{
        ...look,
        rightSectionPointerEvents,
        rightSection: look.rightSection ?? <Chevron error={look.error} />,
      }}
      rest={rest}
      pointer
      control={(controlProps) => (
        <select {...controlProps}>
          {data.map((option, index) => (
            <option key={index} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/** Mantine's Fieldset, variant 'unstyled' (Fieldset.css comes with the member pages): `FieldGroup`. */
export function PlainFieldset({
  legend,
  mt,
  children,
}: {
  legend: ReactNode
  /** A theme spacing for the top margin, as Mantine's `mt`. */
  mt?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
  children: ReactNode
}) {
  return (
    <fieldset
      style={mt ? { marginTop: `var(--mantine-spacing-${mt})` } : undefined}
      className="m_eda993d3 m_e9408a47 mantine-Fieldset-root"
      data-variant="unstyled"
    >
      <legend className="m_74ca27fe m_90794832 mantine-Fieldset-legend">{legend}</legend>
      {children}
    </fieldset>
  )
}
