import { Alert, Anchor, Group, Stack, Title } from '@mantine/core'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { TokenResponse } from '@member-dashboard/contract'
import { brandForRequest } from '~/platform/config/brand.server'
import { formFailure, isServiceFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import { loginSchema } from '~/features/sign-in/sign-in-schemas'
import { createMemberApi } from '~/platform/gateway/client.server'
import { limitAttempts, limitedReply } from '~/platform/security/rate-limit.server'
import { getAuthState } from '~/platform/session/auth.server'
import type { loader as rootLoader } from '~/root'
import { loginErrorMessage } from '~/features/sign-in/login-errors'
import { LoginForm } from '~/features/sign-in/login-form'
import { beginSession } from '~/features/sign-in/post-login.server'
import { returnPath } from '~/features/sign-in/redirects'
import { BasicFrame } from '~/features/shell/basic-frame'

export const meta: MetaFunction = () => [{ title: 'Log in' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { stage, brand } = await getAuthState(request)
  // The page asked for while signed out (decision 097): only a safe same-site path, else none.
  const redirectTo = returnPath(new URL(request.url).searchParams.get('redirectTo'))
  if (stage === 'full') throw redirect(redirectTo ?? brand.defaultRoute)
  return { showSignUpLinks: brand.domainId !== 5, redirectTo }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseForm(formData, { schema: loginSchema })
  const hideFields = ['password']
  if (submission.status !== 'success') return replyInvalid(submission, { hideFields })
  const domainId = brandForRequest(request).domainId
  // Attempt limits (decision 074): stop well before the gateway's 5-attempt lock-out.
  const limit = await limitAttempts(request, 'login', `${domainId}:${submission.value.username}`)
  if (limit.blocked) return limitedReply(submission, limit.blocked, { hideFields })
  let tokenResponse: TokenResponse
  try {
    tokenResponse = await createMemberApi(null).login({ ...submission.value, domainId })
    await limit.succeeded()
  } catch (error) {
    // An outage is not a wrong password: it does not count against the member (decision 096).
    await (isServiceFailure(error) ? limit.released() : limit.failed())
    // `token` is screen-handled (section 8): the login errors from the gateway's error body.
    return formFailure(request, error, submission, { hideFields, message: loginErrorMessage })
  }
  // The hidden field carries the asked-for page with JavaScript on or off (checked again there).
  const redirectTo = formData.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo')
  return beginSession(request, tokenResponse, {
    returnTo: typeof redirectTo === 'string' ? redirectTo : null,
  })
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
            <Anchor key={link.to} component={Link} to={link.to}>
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
