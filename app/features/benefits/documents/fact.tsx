import { SimpleGrid, Text } from '~/ui/layout'
import type { ReactNode } from 'react'

/** One term and its value in a description list (FactList). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  )
}

/** A description list laid out in columns on wider screens. */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" m={0}>
      {children}
    </SimpleGrid>
  )
}
