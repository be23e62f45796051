/**
 * Buttons of the forms (decision 182): a plain <button> with the classes, data attributes and CSS
 * variables Mantine's Button renders for the variants the forms use, on Mantine's own Button and
 * Loader rules (in the root stylesheet). Mantine's Button brought its transition and loader
 * machinery (3.6 kB gzipped) into every form page's first load, /login included, for a submit
 * button that only needs to look like one and show a spinner while its form is sent, and the
 * password field's Show/Hide toggle. `plain-button.test.tsx` compares the HTML with Mantine's
 * Button's, variant by variant, in each brand. Home's ID card link and the alerts' dismiss buttons
 * are drawn the same way in `plain-close-button.tsx` (decision 186).
 */
import { useMantineTheme } from '@mantine/core'
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react'

export type PlainButtonLook = {
  /** @default 'filled' */
  variant?: 'filled' | 'outline' | 'subtle'
  /**
   * A filled button's theme colour as Mantine names it, with its shade ('red.9'), or a subtle
   * button's CSS colour (`COLORS.primary`); the brand's colour by default.
   */
  color?: string
  size?: 'compact-sm'
  loading?: boolean
  disabled?: boolean
  style?: CSSProperties
  children: ReactNode
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale))'

/** Mantine's variant colour resolver, for the variants and colours above (a colour only on 'filled'). */
function colorVariables(
  variant: 'filled' | 'outline' | 'subtle',
  color: string | undefined,
  primary: string,
) {
  if (variant === 'outline')
    return {
      '--button-bg': 'transparent',
      '--button-hover': `var(--mantine-color-${primary}-outline-hover)`,
      '--button-color': `var(--mantine-color-${primary}-outline)`,
      '--button-bd': `${BORDER} solid var(--mantine-color-${primary}-outline)`,
    }
  if (variant === 'subtle' && color)
    return {
      '--button-bg': 'transparent',
      '--button-hover': `color-mix(in srgb, ${color}, transparent 88%)`,
      '--button-color': color,
      '--button-bd': `${BORDER} solid transparent`,
    }
  if (variant === 'subtle')
    return {
      '--button-bg': 'transparent',
      '--button-hover': `var(--mantine-color-${primary}-light-hover)`,
      '--button-color': `var(--mantine-color-${primary}-light-color)`,
      '--button-bd': `${BORDER} solid transparent`,
    }
  if (!color) return { '--button-color': 'var(--mantine-color-white)' }
  const [name, shade] = color.split('.')
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

export function PlainButton({
  type = 'submit',
  variant = 'filled',
  color,
  size,
  loading = false,
  disabled = false,
  style,
  children,
  ...rest
}: PlainButtonLook & { type?: 'submit' | 'button' } & Omit<
    ComponentPropsWithoutRef<'button'>,
    keyof PlainButtonLook | 'type'
  >) {
  const theme = useMantineTheme()
  const inactive = loading || disabled
  const vars = {
    ...(size ? SIZE[size] : null),
    ...colorVariables(variant, color, theme.primaryColor),
    ...style,
  }
  return (
    <button
      style={vars as CSSProperties}
      className={`mantine-focus-${theme.focusRing}${inactive ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant === 'filled' ? undefined : variant}
      data-size={size}
      data-disabled={disabled && !loading ? true : undefined}
      data-loading={loading || undefined}
      type={type}
      disabled={inactive}
      {...rest}
    >
      {loading ? (
        <span style={LOADER_PLACE} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span style={LOADER_LOOK as CSSProperties} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </button>
  )
}
