import { Stack, Text, Title } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { updateEmailConstraint } from '~/features/sign-in/form-constraints.generated'
import { updateEmailAction, updateEmailLoader } from '~/features/sign-in/update-email.server'
import { BasicFrame } from '~/features/shell/basic-frame'

export const meta: MetaFunction = () => [{ title: 'Update email' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return updateEmailLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return updateEmailAction(request)
}

export default function UpdateEmail() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(
    updateEmailConstraint,
    () => import('~/features/sign-in/sign-in-schemas').then((m) => m.updateEmailSchema),
    { id: 'update-email', lastResult: actionData?.result },
  )
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
