import { Anchor } from '~/ui/layout'
import type { ReactNode } from 'react'

/** The visible (and so announced) hint of a link that opens a new tab. */
export function NewTabHint() {
  return <span> (opens in a new tab)</span>
}

/** A link to an outside address that opens in a new tab and says so. */
export function NewTabLink({
  href,
  children,
  testId,
}: {
  href: string
  children: ReactNode
  testId?: string
}) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always" data-testid={testId}>
      {children}
      <NewTabHint />
    </Anchor>
  )
}
