/**
 * Layout and text primitives (issue 25, decision 168): each renders one plain element with the
 * classes of layout.css, in place of the Mantine components that only laid things out or styled
 * text (Stack, Group, SimpleGrid, Container, Paper, Card, Text, Title, Anchor). No hooks, no
 * context, no Mantine: a server render of a page no longer runs Mantine's props, styles and theme
 * machinery for each of these. They look the same: the same rules as the Mantine components, on
 * the theme's CSS variables (spacing, font sizes, colours of every brand, theme-variables.css).
 * Only the props the app uses are supported; spacing tokens become classes, numbers (pixels, as
 * in Mantine) inline styles in rem.
 */
import { AppLink, type AppLinkProps } from './app-link'
import type { AnchorHTMLAttributes, CSSProperties, HTMLAttributes } from 'react'
import './layout.css'

/** Mantine's spacing scale (`--mantine-spacing-*`). */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl'
/** A token of the scale, or pixels (as Mantine's numbers: 4 is 0.25rem). */
type Space = Spacing | number

/** The spacing and size props the app uses (Mantine's style props of the same names; tokens it uses). */
export interface SpaceProps {
  m?: 0
  mt?: Space
  mb?: Exclude<Space, 'xl'>
  mx?: 'auto'
  p?: 'sm' | 'md' | 'lg' | 0
  py?: 'lg' | 'xl' | number
  /** max-width in pixels */
  maw?: number
  /** min-width in pixels */
  miw?: number
  className?: string
  style?: CSSProperties
}

type Align = 'center' | 'flex-start' | 'flex-end' | 'baseline'
type FontWeight = 400 | 600 | 700

/** Pixels (as Mantine counts them) in rem. */
export const rem = (px: number) => `${px / 16}rem`

const ALIGN: Record<Align, string> = {
  center: ' ui-align-center',
  'flex-start': ' ui-align-start',
  'flex-end': ' ui-align-end',
  baseline: ' ui-align-baseline',
}

/** `base` plus the classes and inline style of the spacing props; the other props as they are. */
function withSpace<P extends SpaceProps>(base: string, props: P) {
  const { m, mt, mb, mx, p, py, maw, miw, className, style, ...rest } = props
  let cls = base
  let css: CSSProperties | undefined
  if (m === 0) cls += ' ui-m-0'
  if (mt !== undefined) {
    if (typeof mt === 'number') css = { ...css, marginTop: rem(mt) }
    else cls += ` ui-mt-${mt}`
  }
  if (mb !== undefined) {
    if (typeof mb === 'number') css = { ...css, marginBottom: rem(mb) }
    else cls += ` ui-mb-${mb}`
  }
  if (mx === 'auto') cls += ' ui-mx-auto'
  if (p !== undefined) cls += ` ui-p-${p}`
  if (py !== undefined) {
    if (typeof py === 'number') css = { ...css, paddingBlock: rem(py) }
    else cls += ` ui-py-${py}`
  }
  if (maw !== undefined) css = { ...css, maxWidth: rem(maw) }
  if (miw !== undefined) css = { ...css, minWidth: rem(miw) }
  if (className) cls += ` ${className}`
  return { ...rest, className: cls, style: css ? { ...css, ...style } : style }
}

/** A gap token as a class, or pixels as an inline style. */
function gapOf(gap: Space | undefined, cls: string, props: SpaceProps): [string, SpaceProps] {
  if (gap === undefined) return [cls, props]
  if (typeof gap === 'string') return [`${cls} ui-gap-${gap}`, props]
  return [cls, { ...props, style: { gap: rem(gap), ...props.style } }]
}

export type StackProps = SpaceProps &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
    component?: 'div' | 'section' | 'ul' | 'ol' | 'dl'
    /** @default 'md' */
    gap?: Space
    align?: 'flex-start'
  }

/** A column of children with a gap between them (Mantine's Stack). */
export function Stack({ component: Tag = 'div', gap, align, ...props }: StackProps) {
  const [cls, rest] = gapOf(gap, align ? `ui-stack${ALIGN[align]}` : 'ui-stack', props)
  return <Tag {...withSpace(cls, rest)} />
}

export type GroupProps = SpaceProps &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
    component?: 'div' | 'nav'
    /** @default 'md' */
    gap?: Space
    /** @default 'center' */
    align?: Align
    justify?: 'flex-end' | 'space-between'
    /** @default 'wrap' */
    wrap?: 'wrap' | 'nowrap'
    /** Every child grows to share the row. */
    grow?: boolean
  }

/** A row of children that wraps, with a gap (Mantine's Group). */
export function Group({ component: Tag = 'div', gap, align, justify, wrap, grow, ...props }: GroupProps) {
  let cls = 'ui-group'
  if (align) cls += ALIGN[align]
  if (justify) cls += justify === 'space-between' ? ' ui-justify-between' : ' ui-justify-end'
  if (wrap === 'nowrap') cls += ' ui-nowrap'
  if (grow) cls += ' ui-grow'
  const [withGap, rest] = gapOf(gap, cls, props)
  return <Tag {...withSpace(withGap, rest)} />
}

/** One column, more from a breakpoint up (Mantine's: xs 30em, sm 48em, md 64em, lg 80em); the ones the app uses. */
export type GridColumns = { base: 1; xs?: 2 | 3; sm?: 2; md?: 2 | 3; lg?: 3 }

export type SimpleGridProps = SpaceProps &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
    component?: 'div' | 'ul' | 'dl'
    cols: GridColumns
    /** The gap between rows and columns. @default 'md' */
    spacing?: Spacing
  }

/** Equal columns, their number by breakpoint (Mantine's SimpleGrid, media queries in layout.css). */
export function SimpleGrid({ component: Tag = 'div', cols, spacing, ...props }: SimpleGridProps) {
  let cls = 'ui-grid'
  if (cols.xs) cls += ` ui-cols-xs-${cols.xs}`
  if (cols.sm) cls += ` ui-cols-sm-${cols.sm}`
  if (cols.md) cls += ` ui-cols-md-${cols.md}`
  if (cols.lg) cls += ` ui-cols-lg-${cols.lg}`
  if (spacing) cls += ` ui-gap-${spacing}`
  return <Tag {...withSpace(cls, props)} />
}

export type ContainerProps = SpaceProps &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
    component?: 'div' | 'main'
    /** Maximum width: lg 1140 px, xl 1320 px (Mantine's container sizes). */
    size: 'lg' | 'xl'
  }

/** Centred content up to a maximum width, with the page's side padding (Mantine's Container). */
export function Container({ component: Tag = 'div', size, ...props }: ContainerProps) {
  return <Tag {...withSpace(`ui-container ui-container-${size}`, props)} />
}

export type PaperProps = SpaceProps &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
    component?: 'div' | 'section' | 'li'
    withBorder?: boolean
  }

/** A white surface with the theme's radius, optionally bordered (Mantine's Paper). */
export function Paper({ component: Tag = 'div', withBorder, ...props }: PaperProps) {
  return <Tag {...withSpace(withBorder ? 'ui-paper ui-border' : 'ui-paper', props)} />
}

/**
 * A bordered or plain card: a Paper whose children are a column, with md padding unless `p` says
 * otherwise (Mantine's Card).
 */
export function Card({ component: Tag = 'div', withBorder, ...props }: PaperProps) {
  return <Tag {...withSpace(withBorder ? 'ui-paper ui-card ui-border' : 'ui-paper ui-card', props)} />
}

/** The text props: Mantine's Text size, fw, c (a CSS colour, e.g. `COLORS.muted`) and ta. */
interface TextStyle {
  size?: 'sm' | 'lg'
  fw?: FontWeight
  /** A CSS colour; without it the text has its parent's colour. */
  c?: string
  ta?: 'center'
}

function textClasses(base: string, { size, fw, ta }: TextStyle) {
  let cls = base
  if (size) cls += ` ui-text-${size}`
  if (fw) cls += ` ui-fw-${fw}`
  if (ta) cls += ` ui-ta-${ta}`
  return cls
}

function withColor<P extends SpaceProps>(c: string | undefined, props: P): P {
  return c ? { ...props, style: { color: c, ...props.style } } : props
}

export type TextProps = SpaceProps &
  TextStyle &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
    component?: 'p' | 'span' | 'address' | 'dt' | 'dd'
    /** Takes its parent's font size, line height and weight. */
    inherit?: boolean
  }

/** A paragraph (or span, term, ...) in the theme's body font size (Mantine's Text). */
export function Text({ component: Tag = 'p', size, fw, c, ta, inherit, ...props }: TextProps) {
  let cls = textClasses('ui-text', { size, fw, ta })
  if (inherit) cls += ' ui-inherit'
  return <Tag {...withSpace(cls, withColor(c, props))} />
}

export type TitleProps = SpaceProps &
  Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style' | 'color'> & {
    order: 1 | 2 | 3 | 4
    /** The look of another heading level (the level stays `order`). */
    size?: 'h3' | 'h4' | 'h5'
    c?: string
  }

/** A heading at level `order`, sized as `size` (Mantine's Title and the theme's h1-h6 sizes). */
export function Title({ order, size, c, ...props }: TitleProps) {
  const Tag = `h${order}` as const
  return <Tag {...withSpace(`ui-title ui-${size ?? Tag}`, withColor(c, props))} />
}

type AnchorStyle = Pick<SpaceProps, 'mt' | 'mb' | 'className' | 'style'> &
  Omit<TextStyle, 'ta'> & {
    /** Underlined always; by default only on hover. */
    underline?: 'always'
    display?: 'block' | 'inline-block'
  }

export type AnchorProps = AnchorStyle &
  (
    | Omit<AppLinkProps, 'className' | 'style'>
    | (Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> & { to?: undefined })
  )

/** The classes of an Anchor. */
function anchorClasses({ size, fw, underline, display }: AnchorStyle) {
  let cls = textClasses('ui-anchor', { size, fw })
  if (underline) cls += ' ui-underline'
  if (display) cls += ` ui-display-${display}`
  return cls
}

/**
 * A link in the theme's link colour (Mantine's Anchor): an app link (`AppLink`, client navigation)
 * with `to`, a plain `<a>` with `href`.
 */
export function Anchor({ size, fw, c, underline, display, children, ...props }: AnchorProps) {
  const cls = anchorClasses({ size, fw, underline, display })
  if (props.to !== undefined) return <AppLink {...withSpace(cls, withColor(c, props))}>{children}</AppLink>
  return <a {...withSpace(cls, withColor(c, props))}>{children}</a>
}
