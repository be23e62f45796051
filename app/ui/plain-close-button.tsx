/**
 * Home's ID card link and the dismiss buttons of the alerts in plain elements with Mantine's
 * Button and CloseButton markup (decision 186): Mantine's were the last of its components on
 * /home, and its styles system their CPU. In their own module: every member page shows the alerts,
 * and most do not load the forms' `PlainButton`. `plain-button.test.tsx` compares them with
 * Mantine's in each brand.
 */
import { useMantineTheme } from '@mantine/core'
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react'

/** Mantine's filled Button's classes and colour (`plain-button.tsx` has every look of the forms). */
const LINK_BUTTON_CLASSES =
  'mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root'

/**
 * A link drawn as Mantine's filled Button (`<Button component="a" href>`): the ID card's download
 * on home. A full page request (a file), so a plain `<a>`.
 */
export function PlainLinkButton({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<
  ComponentPropsWithoutRef<'a'>,
  'href' | 'style' | 'className'
>) {
  const theme = useMantineTheme()
  return (
    <a
      style={{ '--button-color': 'var(--mantine-color-white)' } as CSSProperties}
      className={`mantine-focus-${theme.focusRing} ${LINK_BUTTON_CLASSES}`}
      href={href}
      {...rest}
    >
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label">{children}</span>
      </span>
    </a>
  )
}

/** Mantine's CloseButton's cross (its `CloseIcon`). */
const CLOSE_ICON_PATH =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z'
const CLOSE_ICON_SIZE = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }

/**
 * Mantine's CloseButton (subtle, size 'md') as a plain button: the dismiss buttons of the global
 * alerts and the staff access notice. `color` is its CSS colour (Mantine's `c`).
 */
export function PlainCloseButton({
  color,
  type = 'button',
  ...rest
}: { color: string; type?: 'submit' | 'button'; 'aria-label': string } & Omit<
  ComponentPropsWithoutRef<'button'>,
  'style' | 'className' | 'type' | 'children'
>) {
  const theme = useMantineTheme()
  return (
    <button
      style={{ color }}
      className={`mantine-focus-${theme.focusRing} mantine-active m_220c80f2 m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant="subtle"
      type={type}
      {...rest}
    >
      <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CLOSE_ICON_SIZE}>
        <path d={CLOSE_ICON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </button>
  )
}
