import { List } from '@mantine/core'
import { Group, Stack, Text } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import { PasswordField, SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
import { twoStepSettingsConstraint } from './form-constraints.generated'
import { PasskeyAdd } from './passkey-add'
import { StartSetup } from './two-step-app'

/** The page's forms' schema, loaded after the page (decision 170). */
const settingsSchema = () => import('./account-schemas').then((m) => m.twoStepSettingsSchema)

export type TwoStepSettingsData = {
  staff: boolean
  app: { on: boolean; since: string | null; recoveryCodesLeft: number } | null
  passkeys: { id: string; name: string; added: string; lastUsed: string | null }[]
}

function TurnOff({ lastResult }: { lastResult?: FormResult }) {
  const { t } = useTranslation('account')
  const intent = 'two-step-off'
  const [form, fields] = useSchemaForm(twoStepSettingsConstraint, settingsSchema, {
    id: 'two-step-off',
    lastResult,
    intent,
  })
  return (
    <Stack gap="xs" maw={440}>
      <Text id="two-step-off-text">{t('twoStep.app.offText')}</Text>
      <SchemaForm form={form} describedBy="two-step-off-text">
        <PasswordField
          field={fields.password}
          label={t('twoStep.app.password')}
          autoComplete="current-password"
        />
        <TextField
          field={fields.code}
          label={t('twoStep.app.orCode')}
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="off"
        />
        <SubmitButton
          intent={intent}
          variant="outline"
          color="red.9"
          multiline
          style={{ alignSelf: 'flex-start' }}
        >
          {t('twoStep.app.turnOff')}
        </SubmitButton>
      </SchemaForm>
    </Stack>
  )
}

function RemovePasskey({
  passkey,
  lastResult,
}: {
  passkey: TwoStepSettingsData['passkeys'][number]
  lastResult?: FormResult
}) {
  const { t } = useTranslation('account')
  const intent = 'remove-passkey'
  const [form] = useSchemaForm(twoStepSettingsConstraint, settingsSchema, {
    id: `remove-passkey-${passkey.id}`,
    lastResult: lastResult?.initialValue?.passkey === passkey.id ? lastResult : undefined,
    intent,
  })
  return (
    <SchemaForm form={form}>
      <input type="hidden" name="passkey" value={passkey.id} />
      <SubmitButton
        intent={intent}
        variant="outline"
        aria-label={t('twoStep.passkeys.removeNamed', { name: passkey.name })}
      >
        {t('twoStep.passkeys.remove')}
      </SubmitButton>
    </SchemaForm>
  )
}

/** /account/settings/two-step: the authenticator app and the passkeys. */
export function TwoStepSettings({
  data,
  lastResult,
}: {
  data: TwoStepSettingsData
  lastResult?: FormResult
}) {
  const { t } = useTranslation('account')
  if (data.staff || !data.app) return <Text>{t('twoStep.staff')}</Text>
  const { app } = data
  return (
    <Stack gap="lg">
      <Text>{t('twoStep.intro')}</Text>
      <CardSection id="two-step-app" title={t('twoStep.app.heading')}>
        {app.on ? (
          <Stack gap="md">
            <Text>
              {app.since ? t('twoStep.app.onSince', { date: app.since }) : t('twoStep.app.on')}{' '}
              {t('twoStep.app.codesLeft', { count: app.recoveryCodesLeft })}
            </Text>
            <TurnOff lastResult={lastResult} />
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text>{t('twoStep.app.offIntro')}</Text>
            <StartSetup />
          </Stack>
        )}
      </CardSection>
      <CardSection id="passkeys" title={t('twoStep.passkeys.heading')}>
        <Stack gap="md">
          <Text>{t('twoStep.passkeys.intro')}</Text>
          {data.passkeys.length === 0 ? (
            <Text>{t('twoStep.passkeys.none')}</Text>
          ) : (
            <List listStyleType="none" spacing="sm" data-testid="passkeys">
              {data.passkeys.map((passkey) => (
                <List.Item key={passkey.id}>
                  <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                    <Stack gap={2}>
                      <Text fw={700}>{passkey.name}</Text>
                      <Text size="sm">
                        {t('twoStep.passkeys.added', { date: passkey.added })}
                        {passkey.lastUsed
                          ? ` · ${t('twoStep.passkeys.lastUsed', { date: passkey.lastUsed })}`
                          : ''}
                      </Text>
                    </Stack>
                    <RemovePasskey passkey={passkey} lastResult={lastResult} />
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          <PasskeyAdd />
        </Stack>
      </CardSection>
    </Stack>
  )
}
