import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { brandForRequest } from '~/platform/config/brand.server'
import { createMemberApi } from '~/platform/gateway/client.server'
import { isGatewayError } from '~/platform/gateway/errors'
import type { loader as rootLoader } from '~/root'
import { loginErrorMessage } from '~/features/sign-in/login-errors'
import { loginSchema } from '~/platform/forms/validators'
import { getAuthState } from '~/platform/session/auth.server'
import { beginSession } from '~/features/sign-in/post-login.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/features/shell/basic-frame'

export async function loader({ request }: LoaderFunctionArgs) {
  const { stage, brand } = await getAuthState(request)
  if (stage === 'full') throw redirect(brand.defaultRoute)
  return { showSignUpLinks: brand.domainId !== 5 }
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema })
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] })
  const brand = brandForRequest(request)
  try {
    const tokenResponse = await createMemberApi(null).login({ ...submission.value, domainId: brand.domainId })
    return await beginSession(request, tokenResponse)
  } catch (error) {
    if (!isGatewayError(error)) throw error
    return submission.reply({ formErrors: [loginErrorMessage(error.body)], hideFields: ['password'] })
  }
}

export default function Login() {
  const { showSignUpLinks } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formAction === '/login'
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  })
  // The server never sends the password back (hideFields); with JavaScript on the input would keep
  // it, so a failed attempt empties it here too.
  const passwordRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (lastResult && passwordRef.current) passwordRef.current.value = ''
  }, [lastResult])
  return (
    <BasicFrame>
      <Stack maw={440} mx="auto" gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          Log in to your Member Dashboard
        </Title>
        {root?.loggedOut ? (
          <Alert color="green" variant="light" role="status" title="You have logged out successfully." />
        ) : null}
        {form.errors?.length ? (
          <Alert color="red" variant="light" role="alert" id={form.errorId}>
            {form.errors.join(' ')}
          </Alert>
        ) : null}
        <Form
          method="post"
          {...getFormProps(form)}
          aria-describedby={form.errors?.length ? form.errorId : undefined}
        >
          <Stack gap="sm">
            <TextInput
              {...getInputProps(fields.username, { type: 'text' })}
              key={fields.username.key}
              label="Username"
              autoComplete="username"
              error={fields.username.errors?.join(' ')}
              errorProps={{ id: fields.username.errorId }}
            />
            <PasswordInput
              {...getInputProps(fields.password, { type: 'password' })}
              key={fields.password.key}
              ref={passwordRef}
              label="Password"
              autoComplete="current-password"
              error={fields.password.errors?.join(' ')}
              errorProps={{ id: fields.password.errorId }}
            />
            <Button type="submit" loading={submitting} disabled={form.dirty && !form.valid && !submitting}>
              Log in
            </Button>
          </Stack>
        </Form>
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

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
