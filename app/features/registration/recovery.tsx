import { Alert } from '@mantine/core'
import { Anchor, Group, Stack, Text, Title } from '~/ui/layout'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormActionData } from '~/platform/forms/use-schema-form'
import { forgotPasswordConstraint, forgotUsernameConstraint } from './form-constraints.generated'

/** The recovery forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./registration-schemas')

const kinds = {
  username: {
    title: 'Forgot username',
    intro: 'Enter the email address on your account. We will send your username to it.',
    other: { to: '/recovery/password', label: 'Forgot password' },
  },
  password: {
    title: 'Forgot password',
    intro: 'Enter your username. We will send password reset instructions to the email address on file.',
    other: { to: '/recovery/username', label: 'Forgot username' },
  },
} as const

export function RecoveryPage({
  kind,
  actionData,
}: {
  kind: keyof typeof kinds
  actionData?: FormActionData
}) {
  const config = kinds[kind]
  return (
    <Stack maw={480} mx="auto" gap="md">
      <Title order={1} id="page-heading" tabIndex={-1}>
        {config.title}
      </Title>
      <Text>{config.intro}</Text>
      {actionData?.notice ? (
        <Alert color="green" variant="light" role="status">
          {actionData.notice}
        </Alert>
      ) : null}
      {kind === 'username' ? (
        <ForgotUsernameForm lastResult={actionData?.result} />
      ) : (
        <ForgotPasswordForm lastResult={actionData?.result} />
      )}
      <Group gap="md" component="nav" aria-label="Account help">
        <Anchor to="/login">Back to login</Anchor>
        <Anchor to={config.other.to}>{config.other.label}</Anchor>
      </Group>
    </Stack>
  )
}

type FormProps = { lastResult: FormActionData['result'] | undefined }

function ForgotUsernameForm({ lastResult }: FormProps) {
  const [form, fields] = useSchemaForm(
    forgotUsernameConstraint,
    () => schemas().then((m) => m.forgotUsernameSchema),
    { id: 'recovery-username', lastResult },
  )
  return (
    <SchemaForm form={form}>
      <TextField field={fields.emailAddress} label="Email address" type="email" autoComplete="email" />
      <SendButton />
    </SchemaForm>
  )
}

function ForgotPasswordForm({ lastResult }: FormProps) {
  const [form, fields] = useSchemaForm(
    forgotPasswordConstraint,
    () => schemas().then((m) => m.forgotPasswordSchema),
    { id: 'recovery-password', lastResult },
  )
  return (
    <SchemaForm form={form}>
      <TextField field={fields.username} label="Username" autoComplete="username" />
      <SendButton />
    </SchemaForm>
  )
}

function SendButton() {
  return (
    <Group>
      <SubmitButton>Send</SubmitButton>
    </Group>
  )
}
