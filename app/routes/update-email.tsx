import { parseForm } from '~/platform/forms/submission'
import { Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { failTo } from '~/platform/failures/failures.server'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { replyInvalid } from '~/platform/forms/reply.server'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { updateEmailSchema } from '~/features/sign-in/sign-in-schemas'
import { SNACKBAR_SHORT_MS } from '~/platform/session/flash'
import { requireTemporaryToken } from '~/platform/session/auth.server'
import { flashCookie } from '~/platform/session/flash.server'
import { routeOnward } from '~/features/sign-in/post-login.server'
import { BasicFrame } from '~/features/shell/basic-frame'

export const meta: MetaFunction = () => [{ title: 'Update email' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireTemporaryToken(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, session } = await requireTemporaryToken(request)
  const submission = parseForm(await request.formData(), { schema: updateEmailSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  // "Page-level failures (... update email ...): go to the error page with the status."
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
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(updateEmailSchema, {
    id: 'update-email',
    lastResult: actionData?.result,
  })
  return (
    <BasicFrame>
      <Stack maw={480} gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          Update email
        </Title>
        <Text id="update-email-text">Please update your email address</Text>
        <SchemaForm form={form} describedBy="update-email-text">
          <TextField field={fields.emailAddress} label="Email address" type="email" autoComplete="email" />
          <SubmitButton style={{ alignSelf: 'flex-start' }}>Save</SubmitButton>
        </SchemaForm>
      </Stack>
    </BasicFrame>
  )
}
