import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Form, Link, useNavigation } from '@remix-run/react'
import { FormErrors, TextField } from '~/platform/forms/fields'
import { forgotPasswordSchema, forgotUsernameSchema } from './registration'

type Result = (SubmissionResult<string[]> & { message?: string }) | undefined

const kinds = {
  username: {
    title: 'Forgot username',
    intro: 'Enter the email address on your account. We will send your username to it.',
    schema: forgotUsernameSchema,
    other: { to: '/recovery/password', label: 'Forgot password' },
  },
  password: {
    title: 'Forgot password',
    intro: 'Enter your username. We will send password reset instructions to the email address on file.',
    schema: forgotPasswordSchema,
    other: { to: '/recovery/username', label: 'Forgot username' },
  },
} as const

export function RecoveryPage({ kind, lastResult }: { kind: keyof typeof kinds; lastResult: Result }) {
  const config = kinds[kind]
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: `recovery-${kind}`,
    lastResult,
    constraint: getZodConstraint(config.schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: config.schema }),
  })
  const f = fields as unknown as Record<'emailAddress' | 'username', (typeof fields)[keyof typeof fields]>
  return (
    <Stack maw={480} mx="auto" gap="md">
      <Title order={1} id="page-heading" tabIndex={-1}>
        {config.title}
      </Title>
      <Text>{config.intro}</Text>
      {lastResult?.message ? (
        <Alert color="green" variant="light" role="status">
          {lastResult.message}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <FormErrors id={form.errorId} errors={form.errors} />
          {kind === 'username' ? (
            <TextField field={f.emailAddress} label="Email address" type="email" autoComplete="email" />
          ) : (
            <TextField field={f.username} label="Username" autoComplete="username" />
          )}
          <Group>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              Send
            </Button>
          </Group>
        </Stack>
      </Form>
      <Group gap="md" component="nav" aria-label="Account help">
        <Anchor component={Link} to="/login">
          Back to login
        </Anchor>
        <Anchor component={Link} to={config.other.to}>
          {config.other.label}
        </Anchor>
      </Group>
    </Stack>
  )
}
