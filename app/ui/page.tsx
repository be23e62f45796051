import { Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The page heading every account page starts with (focus target after navigation). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} id="page-heading" tabIndex={-1}>
      {children}
    </Title>
  )
}

export function PageStack({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={880}>
      {children}
    </Stack>
  )
}

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
