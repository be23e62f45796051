import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import { Link, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { brands } from '~/config/brands'
import type { DomainId } from '~/gateway/contract'

/**
 * The minimal page frame (skip link, banner, main landmark, footer) used by signed-out pages and
 * by error pages that render outside the member shell.
 */
export function BasicFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as { domainId: DomainId; signedIn: boolean } | undefined
  const brand = brands[root?.domainId ?? 1]
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Box component="header" bg="var(--mantine-primary-color-filled)" c="white" py="sm">
        <Container size="lg">
          <Group justify="space-between">
            <Anchor component={Link} to={root?.signedIn ? '/home' : '/login'} c="white" fw={700} underline="never">
              {brand.productDisplayName}
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main-content" size="lg" py="xl" tabIndex={-1}>
        {children}
      </Container>
      <Box component="footer" py="md" bg="gray.1">
        <Container size="lg">
          {brand.footer.copyrightLines.map((line) => (
            <Text key={line} size="sm" c="gray.8">
              {line}
            </Text>
          ))}
        </Container>
      </Box>
    </>
  )
}
