/**
 * Badges (issue 25, decision 177): a plain <span> with the rules of Mantine's Badge (badge.css, on
 * the theme's variables) in place of Mantine's Badge, which ran Mantine's props, styles and theme
 * machinery for each badge: ten of them on the claims list. The props the app uses only.
 */
import type { CSSProperties, ReactNode } from 'react'
import './badge.css'

export interface BadgeProps {
  /** 'filled': the colour behind white text; 'outline': text and border in the colour. */
  variant?: 'filled' | 'outline'
  /** A CSS colour (`COLORS`), or a theme colour as Mantine names it ('dark', 'gray.8'). */
  color: string
  /** @default 'md' */
  size?: 'md' | 'lg'
  /** Rounded corners instead of a pill. */
  radius?: 'sm'
  ml?: 'xs'
  children: ReactNode
  'data-testid'?: string
}

/** A theme colour's CSS variable for the variant, as Mantine's colour resolver gives it; a CSS colour as it is. */
function badgeColor(color: string, variant: 'filled' | 'outline'): string {
  if (/^(var\(|#|rgb|hsl)/.test(color)) return color
  const [name, shade] = color.split('.')
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-${variant})`
}

export function Badge({ variant = 'filled', color, size = 'md', radius, ml, children, ...rest }: BadgeProps) {
  let cls = `ui-badge ui-badge-${variant}`
  if (size === 'lg') cls += ' ui-badge-lg'
  if (radius) cls += ` ui-badge-radius-${radius}`
  if (ml) cls += ` ui-badge-ml-${ml}`
  return (
    <span {...rest} className={cls} style={{ '--badge-color': badgeColor(color, variant) } as CSSProperties}>
      <span className="ui-badge-label">{children}</span>
    </span>
  )
}
