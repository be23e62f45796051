import { Anchor, Group, Text } from '~/ui/layout'
import { PasswordField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { changePasswordConstraint } from './form-constraints.generated'
import { useTranslation } from '~/platform/i18n/use-translation'

/** The account forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./account-schemas')

export function ChangePasswordForm({ lastResult }: { lastResult: FormResult }) {
  const { t } = useTranslation('account')
  const [form, fields] = useSchemaForm(
    changePasswordConstraint,
    () => schemas().then((m) => m.changePasswordSchema),
    { id: 'change-password', lastResult },
  )
  return (
    <div style={{ maxWidth: '27.5rem' }}>
      <SchemaForm form={form}>
        <PasswordField
          field={fields.currentPassword}
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          field={fields.newPassword}
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
        />
        <Text size="sm" c="var(--mantine-color-gray-7)" mt={-8}>
          {t('changePassword.hint')}
        </Text>
        <PasswordField
          field={fields.confirmPassword}
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
        />
        <Group>
          <SubmitButton>{t('changePassword.submit')}</SubmitButton>
          <Anchor to="/account/settings">{t('changePassword.back')}</Anchor>
        </Group>
      </SchemaForm>
    </div>
  )
}
