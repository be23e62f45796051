import { Paper, Title } from '~/ui/layout'
import type { ReactNode } from 'react'

/** A card section of a page with its h2 (claims, EOBs, pharmacy, account activity). */
export function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}
