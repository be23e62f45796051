import { Alert } from '@mantine/core'
import { Anchor, Group, Stack, Title } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'
import { LoginForm } from '~/features/sign-in/login-form'
import { loginAction, loginLoader } from '~/features/sign-in/login.server'
import { BasicFrame } from '~/features/shell/basic-frame'

export const meta: MetaFunction = () => [{ title: 'Log in' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loginLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return loginAction(request)
}

export default function Login() {
  const { showSignUpLinks, redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <BasicFrame>
      <Stack maw={440} mx="auto" gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          Log in to your Member Dashboard
        </Title>
        {root?.loggedOut ? (
          <Alert color="green" variant="light" role="status" title="You have logged out successfully." />
        ) : null}
        {root?.signedOutMessage ? (
          <Alert color="blue" variant="light" role="status" title="You were signed out">
            {root.signedOutMessage}
          </Alert>
        ) : null}
        <LoginForm lastResult={actionData?.result} redirectTo={redirectTo} />
        <Group gap="md" component="nav" aria-label="Account help">
          {loginLinks(showSignUpLinks).map((link) => (
            <Anchor key={link.to} to={link.to}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </BasicFrame>
  )
}

function loginLinks(showSignUpLinks: boolean) {
  return [
    ...(showSignUpLinks ? [{ label: 'Create an account', to: '/registration' }] : []),
    { label: 'Forgot username', to: '/recovery/username' },
    { label: 'Forgot password', to: '/recovery/password' },
    ...(showSignUpLinks ? [{ label: 'Contact us', to: '/contact-us' }] : []),
  ]
}
