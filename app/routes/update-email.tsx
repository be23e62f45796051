import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { failTo } from '~/platform/failures/failures.server'
import { SNACKBAR_SHORT_MS } from '~/platform/plan/constants'
import { updateEmailSchema } from '~/platform/forms/validators'
import { requireTemporaryToken } from '~/platform/session/auth.server'
import { flashCookie } from '~/platform/session/flash.server'
import { routeOnward } from '~/features/sign-in/post-login.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/features/shell/basic-frame'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireTemporaryToken(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, session } = await requireTemporaryToken(request)
  const submission = parseWithZod(await request.formData(), { schema: updateEmailSchema })
  if (submission.status !== 'success') return submission.reply()
  await api.updatePreferences({ emailAddress: submission.value.emailAddress }).catch(failTo(request))
  const flash = await flashCookie(request, {
    notification: {
      message: 'Successfully updated email address',
      status: 'success',
      dismissAfter: SNACKBAR_SHORT_MS,
    },
  })
  return routeOnward(request, session, { setCookies: [flash] })
}

export default function UpdateEmail() {
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'update-email',
    lastResult,
    constraint: getZodConstraint(updateEmailSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateEmailSchema }),
  })
  return (
    <BasicFrame>
      <Stack maw={480} gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          Update email
        </Title>
        <Text id="update-email-text">Please update your email address</Text>
        <Form method="post" {...getFormProps(form)} aria-describedby="update-email-text">
          <Stack gap="sm">
            <TextInput
              {...getInputProps(fields.emailAddress, { type: 'email' })}
              key={fields.emailAddress.key}
              label="Email address"
              autoComplete="email"
              error={fields.emailAddress.errors?.join(' ')}
              errorProps={{ id: fields.emailAddress.errorId }}
            />
            <Button
              type="submit"
              loading={navigation.state === 'submitting'}
              style={{ alignSelf: 'flex-start' }}
            >
              Save
            </Button>
          </Stack>
        </Form>
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
