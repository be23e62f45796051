import { Alert, Stack, Title } from '@mantine/core'
import { useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { FlashNotification } from '~/session/flash'

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

/** A result shown on the page itself (the snackbar shows it too when the shell renders one). */
export function ResultAlert({ notice }: { notice: FlashNotification | null | undefined }) {
  if (!notice) return null
  const color = notice.status === 'success' ? 'green' : notice.status === 'error' ? 'red' : 'yellow'
  return (
    <Alert color={color} variant="light" role={notice.status === 'error' ? 'alert' : 'status'}>
      {notice.message}
    </Alert>
  )
}

/** The flash notification the root loader read for this page. */
export function useRootNotice() {
  const root = useRouteLoaderData('root') as { notification?: FlashNotification | null } | undefined
  return root?.notification ?? null
}
