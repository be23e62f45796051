import { Stack, Title } from '~/ui/layout'
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
