/**
 * Tables (issue 25, decision 176): plain table elements with the rules of Mantine's Table
 * (table.css, on the theme's CSS variables), in place of Mantine's Table. Its compound component
 * brought Mantine's ScrollArea (about 5 kB gzipped) and its props machinery to every page with a
 * table, for what is a styled <table>. The same API as Mantine's for the props the app uses.
 */
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react'
import { rem } from './layout'
import './table.css'

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Odd body rows on a light grey. */
  striped?: boolean
  /** A border around the table. */
  withTableBorder?: boolean
  /** Cell padding top and bottom: 7 px by default, as Mantine's; 'xs' is the spacing token. */
  verticalSpacing?: 'xs'
  /** @default 'bottom' */
  captionSide?: 'top' | 'bottom'
  mt?: 'sm'
}

function TableRoot({
  striped,
  withTableBorder,
  verticalSpacing,
  captionSide,
  mt,
  className,
  style,
  ...props
}: TableProps) {
  let cls = 'ui-table'
  if (striped) cls += ' ui-table-striped'
  if (withTableBorder) cls += ' ui-table-border'
  if (verticalSpacing) cls += ` ui-table-spacing-${verticalSpacing}`
  if (captionSide === 'top') cls += ' ui-table-caption-top'
  if (mt) cls += ` ui-mt-${mt}`
  if (className) cls += ` ${className}`
  return <table {...props} className={cls} style={style} />
}

function Th({ fw, className, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { fw?: 400 }) {
  const cls = fw ? `ui-fw-${fw}${className ? ` ${className}` : ''}` : className
  return <th {...props} className={cls} />
}

/**
 * A table wider than a phone, in a region that scrolls sideways: focusable and named, so keyboard
 * and screen reader users can scroll it too.
 */
function ScrollContainer({
  label,
  minWidth,
  children,
}: {
  label: string
  /** The table's least width in pixels. */
  minWidth: number
  children: ReactNode
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region takes focus
    <div className="ui-table-scroll" tabIndex={0} role="region" aria-label={label}>
      <div style={{ minWidth: rem(minWidth) }}>{children}</div>
    </div>
  )
}

export const Table = Object.assign(TableRoot, {
  Thead: (props: HTMLAttributes<HTMLTableSectionElement>) => <thead {...props} />,
  Tbody: (props: HTMLAttributes<HTMLTableSectionElement>) => <tbody {...props} />,
  Tr: (props: HTMLAttributes<HTMLTableRowElement>) => <tr {...props} />,
  Th,
  Td: (props: TdHTMLAttributes<HTMLTableCellElement>) => <td {...props} />,
  Caption: (props: HTMLAttributes<HTMLTableCaptionElement>) => <caption {...props} />,
  ScrollContainer,
})
