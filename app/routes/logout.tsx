import { Anchor, Stack, Text, Title } from '@mantine/core'
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { brandForRequest } from '~/config/brand.server'
import { memberCache } from '~/gateway/client.server'
import { flashCookie } from '~/session/flash.server'
import { destroySession, getSession } from '~/session/session.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/ui/shell/basic-frame'

/**
 * Logout (spec sections 2 and 4 step 5): clears the session, the member's cached calls and the
 * cookies. The main brand shows 'Logged out successfully'; other brands go to /login with the
 * 'You have logged out successfully.' banner.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request)
  memberCache.clearToken(session.get('token') ?? null)
  const headers = new Headers({ 'cache-control': 'no-store' })
  headers.append('set-cookie', await destroySession(session))
  if (brandForRequest(request).domainId !== 1) {
    headers.append('set-cookie', await flashCookie(request, { loggedOut: true }))
    throw redirect('/login', { headers })
  }
  return data(null, { headers })
}

export default function Logout() {
  return (
    <BasicFrame>
      <Stack gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          Logged out successfully
        </Title>
        <Text>You can close this window, or log in again.</Text>
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Stack>
    </BasicFrame>
  )
}

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
