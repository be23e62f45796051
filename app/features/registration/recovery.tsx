import { Alert } from '@mantine/core'
import { Anchor, Group, Stack, Text } from '~/ui/layout'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormActionData } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
import { forgotPasswordConstraint, forgotUsernameConstraint } from './form-constraints.generated'
import { PageTitle } from '~/ui/page'

/** The recovery forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./registration-schemas')

/** Each recovery page's texts (`registration:recovery.<kind>`) and the other recovery page. */
const kinds = {
  username: { other: { to: '/recovery/password', kind: 'password' } },
  password: { other: { to: '/recovery/username', kind: 'username' } },
} as const

export function RecoveryPage({
  kind,
  actionData,
}: {
  kind: keyof typeof kinds
  actionData?: FormActionData
}) {
  const { t } = useTranslation('registration')
  const config = kinds[kind]
  return (
    <Stack maw={480} mx="auto" gap="md">
      <PageTitle>{t(`recovery.${kind}.title`)}</PageTitle>
      <Text>{t(`recovery.${kind}.intro`)}</Text>
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
      <Group gap="md" component="nav" aria-label={t('recovery.help')}>
        <Anchor to="/login">{t('recovery.backToLogin')}</Anchor>
        <Anchor to={config.other.to}>{t(`recovery.${config.other.kind}.title`)}</Anchor>
      </Group>
    </Stack>
  )
}

type FormProps = { lastResult: FormActionData['result'] | undefined }

function ForgotUsernameForm({ lastResult }: FormProps) {
  const { t } = useTranslation('registration')
  const [form, fields] = useSchemaForm(
    forgotUsernameConstraint,
    () => schemas().then((m) => m.forgotUsernameSchema),
    { id: 'recovery-username', lastResult },
  )
  return (
    <SchemaForm form={form}>
      <TextField
        field={fields.emailAddress}
        label={t('recovery.emailAddress')}
        type="email"
        autoComplete="email"
      />
      <SendButton />
    </SchemaForm>
  )
}

function ForgotPasswordForm({ lastResult }: FormProps) {
  const { t } = useTranslation('registration')
  const [form, fields] = useSchemaForm(
    forgotPasswordConstraint,
    () => schemas().then((m) => m.forgotPasswordSchema),
    { id: 'recovery-password', lastResult },
  )
  return (
    <SchemaForm form={form}>
      <TextField field={fields.username} label={t('recovery.usernameLabel')} autoComplete="username" />
      <SendButton />
    </SchemaForm>
  )
}

function SendButton() {
  const { t } = useTranslation('registration')
  return (
    <Group>
      <SubmitButton>{t('recovery.send')}</SubmitButton>
    </Group>
  )
}
