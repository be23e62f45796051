/**
 * The dashboard's one button family (decisions 182, 186; issue 43): `PlainButton` (a `<button>`)
 * and `PlainLinkButton` (a link drawn as a button: an app path through `AppLink`, a file or
 * another site as a plain `<a>`), in plain elements with exactly the classes, data attributes and
 * CSS variables Mantine's Button renders, so Mantine's own Button and Loader rules (in the root
 * stylesheet) draw them. Mantine's Button brought its transition and loader machinery (3.6 kB
 * gzipped) into every page that has a button, /login included. `plain-button.test.tsx` compares
 * the HTML with Mantine's Button's, look by look, in each brand; `docs/upgrading.md` says how to
 * go back. Forms use them through `SubmitButton`; the alerts' dismiss cross is
 * `plain-close-button.tsx`.
 */
import { useMantineTheme } from '@mantine/core'
import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react'
import { AppLink } from '~/ui/app-link'

export type PlainButtonLook = {
  /** @default 'filled' */
  variant?: 'filled' | 'outline' | 'subtle'
  /**
   * A theme colour as Mantine names it, with its shade ('red.9'), or a CSS colour
   * (`COLORS.primary`); the brand's colour by default.
   */
  color?: string
  size?: 'compact-sm'
  loading?: boolean
  disabled?: boolean
  /** An icon before the label (Mantine's `leftSection`). */
  leftSection?: ReactNode
  /** A long label wraps on narrow screens and the button grows (the documents' download link). */
  multiline?: boolean
  style?: CSSProperties
  children: ReactNode
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale))'
const THEME_COLOR = /^([a-z]+)\.(\d)$/

/** Mantine's default variant colour resolver, for the variants above. */
function colorVariables(
  variant: 'filled' | 'outline' | 'subtle',
  color: string | undefined,
  primary: string,
) {
  const theme = color ? THEME_COLOR.exec(color) : null
  if (color && !theme) {
    // A CSS colour, as Mantine resolves a colour that is not its theme's.
    if (variant === 'filled')
      return {
        '--button-bg': color,
        '--button-hover': `color-mix(in srgb, ${color}, black 10%)`,
        '--button-color': 'var(--mantine-color-white)',
        '--button-bd': `${BORDER} solid transparent`,
      }
    return {
      '--button-bg': 'transparent',
      '--button-hover': `color-mix(in srgb, ${color}, transparent ${variant === 'outline' ? 95 : 88}%)`,
      '--button-color': color,
      '--button-bd': `${BORDER} solid ${variant === 'outline' ? color : 'transparent'}`,
    }
  }
  if (variant === 'outline')
    return {
      '--button-bg': 'transparent',
      '--button-hover': `var(--mantine-color-${primary}-outline-hover)`,
      '--button-color': `var(--mantine-color-${primary}-outline)`,
      '--button-bd': `${BORDER} solid var(--mantine-color-${primary}-outline)`,
    }
  if (variant === 'subtle')
    return {
      '--button-bg': 'transparent',
      '--button-hover': `var(--mantine-color-${primary}-light-hover)`,
      '--button-color': `var(--mantine-color-${primary}-light-color)`,
      '--button-bd': `${BORDER} solid transparent`,
    }
  if (!theme) return { '--button-color': 'var(--mantine-color-white)' }
  const [, name, shade] = theme
  return {
    '--button-bg': `var(--mantine-color-${name}-${shade})`,
    '--button-hover': `var(--mantine-color-${name}-${Number(shade) === 9 ? 8 : Number(shade) + 1})`,
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': `${BORDER} solid transparent`,
  }
}

const SIZE = {
  'compact-sm': {
    '--button-height': 'var(--button-height-compact-sm)',
    '--button-padding-x': 'var(--button-padding-x-compact-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
  },
}

/** Mantine's `h="auto" mih={36} py={6} maw="100%"`, and its label's `white-space: normal`. */
const MULTILINE: CSSProperties = {
  paddingBlock: 'calc(0.375rem * var(--mantine-scale))',
  maxWidth: '100%',
  height: 'auto',
  minHeight: 'calc(2.25rem * var(--mantine-scale))',
}
const MULTILINE_LABEL: CSSProperties = { whiteSpace: 'normal', textAlign: 'center' }

/** Where Mantine's loader sits over the label while the form is sent (its transition's end state). */
const LOADER_PLACE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${BORDER}))`,
}
const LOADER_LOOK = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
}

/** The attributes and content Mantine's Button renders for a look. */
function useButtonLook({
  variant = 'filled',
  color,
  size,
  loading = false,
  disabled = false,
  leftSection,
  multiline = false,
  style,
  children,
}: PlainButtonLook) {
  const theme = useMantineTheme()
  const inactive = loading || disabled
  const attributes = {
    style: {
      ...(size ? SIZE[size] : null),
      ...colorVariables(variant, color, theme.primaryColor),
      ...(multiline ? MULTILINE : null),
      ...style,
    } as CSSProperties,
    className: `mantine-focus-${theme.focusRing}${inactive ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size,
    'data-disabled': disabled && !loading ? true : undefined,
    'data-loading': loading || undefined,
    'data-with-left-section': leftSection ? true : undefined,
  }
  const content = (
    <>
      {loading ? (
        <span style={LOADER_PLACE} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span style={LOADER_LOOK as CSSProperties} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection ? (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span
          style={multiline ? MULTILINE_LABEL : undefined}
          className="m_811560b9 mantine-Button-label"
          data-loading={loading || undefined}
        >
          {children}
        </span>
      </span>
    </>
  )
  return { attributes, content, inactive }
}

type LookProps = keyof PlainButtonLook
const LOOK_PROPS: readonly LookProps[] = [
  'variant',
  'color',
  'size',
  'loading',
  'disabled',
  'leftSection',
  'multiline',
  'style',
  'children',
]

/** A button's look apart from the attributes it passes on to its element. */
function splitLook<P extends Partial<PlainButtonLook>>(props: P) {
  const look: Partial<PlainButtonLook> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if ((LOOK_PROPS as readonly string[]).includes(key)) look[key as LookProps] = value as never
    else rest[key] = value
  }
  return [look as PlainButtonLook, rest as Omit<P, LookProps>] as const
}

/** A `<button>` (a form's submit by default) that looks like Mantine's Button. */
export const PlainButton = forwardRef<
  HTMLButtonElement,
  PlainButtonLook & { type?: 'submit' | 'button' } & Omit<
      ComponentPropsWithoutRef<'button'>,
      LookProps | 'type'
    >
>(function PlainButton({ type = 'submit', ...props }, ref) {
  const [lookProps, rest] = splitLook(props)
  const look = useButtonLook(lookProps)
  return (
    <button ref={ref} {...look.attributes} type={type} disabled={look.inactive} {...rest}>
      {look.content}
    </button>
  )
})

/**
 * A link that looks like Mantine's Button (`<Button component="a">`): `to`, a path of the app
 * (client navigation through `AppLink`), or `href`, a file or a full page request (a plain `<a>`).
 */
export const PlainLinkButton = forwardRef<
  HTMLAnchorElement,
  Omit<PlainButtonLook, 'loading' | 'disabled'> &
    ({ to: string; href?: never } | { href: string; to?: never }) &
    Omit<ComponentPropsWithoutRef<'a'>, LookProps | 'href'>
>(function PlainLinkButton({ to, href, ...props }, ref) {
  const [lookProps, rest] = splitLook(props)
  const look = useButtonLook(lookProps)
  if (to !== undefined)
    return (
      <AppLink ref={ref} to={to} {...look.attributes} {...rest}>
        {look.content}
      </AppLink>
    )
  return (
    <a ref={ref} {...look.attributes} href={href} {...rest}>
      {look.content}
    </a>
  )
})
