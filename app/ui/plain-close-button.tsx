/**
 * The dismiss buttons of the alerts in a plain element with Mantine's CloseButton markup
 * (decision 186): Mantine's was among the last of its components on /home, and its styles system
 * their CPU. `plain-button.test.tsx` compares it with Mantine's in each brand; the buttons and
 * links drawn as buttons are `plain-button.tsx`.
 */
import { useMantineTheme } from '@mantine/core'
import type { ComponentPropsWithoutRef } from 'react'

/** Mantine's CloseButton's cross (its `CloseIcon`). */
const CLOSE_ICON_PATH =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z'
const CLOSE_ICON_SIZE = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }

/**
 * Mantine's CloseButton (size 'md') as a plain button: the dismiss buttons of the global alerts
 * and the staff access notice (subtle), and of the snackbar (transparent, its outline in its
 * colour). `color` is its CSS colour (Mantine's `c`).
 */
export function PlainCloseButton({
  color,
  variant = 'subtle',
  outlineColor,
  type = 'button',
  ...rest
}: {
  color: string
  variant?: 'subtle' | 'transparent'
  /** The focus outline's colour (the snackbar's, on its coloured background). */
  outlineColor?: string
  type?: 'submit' | 'button'
  'aria-label': string
} & Omit<ComponentPropsWithoutRef<'button'>, 'style' | 'className' | 'type' | 'children'>) {
  const theme = useMantineTheme()
  return (
    <button
      style={outlineColor ? { outlineColor, color } : { color }}
      className={`mantine-focus-${theme.focusRing} mantine-active${variant === 'transparent' ? '' : ' m_220c80f2'} m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant}
      type={type}
      {...rest}
    >
      <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CLOSE_ICON_SIZE}>
        <path d={CLOSE_ICON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </button>
  )
}
