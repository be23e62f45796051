import { Paper, Stack, Title } from '~/ui/layout'
import { useId, type ReactNode } from 'react'

/** A home tile: a labelled section with a level-2 heading. */
export function Tile({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId()
  return (
    <Paper component="section" aria-labelledby={id} data-testid={testId} p="lg" withBorder>
      <Stack gap="sm">
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}
