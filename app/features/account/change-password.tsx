import { Anchor, Group, Text } from '~/ui/layout'
import { PasswordField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { changePasswordConstraint } from './form-constraints.generated'

/** The account forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./account-schemas')

export function ChangePasswordForm({ lastResult }: { lastResult: FormResult }) {
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
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField field={fields.newPassword} label="New password" autoComplete="new-password" />
        <Text size="sm" c="var(--mantine-color-gray-7)" mt={-8}>
          6 to 32 letters, digits and @$!%*#?&^_+-=, with at least one digit.
        </Text>
        <PasswordField
          field={fields.confirmPassword}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <Group>
          <SubmitButton>Change password</SubmitButton>
          <Anchor to="/account/settings">Back to settings</Anchor>
        </Group>
      </SchemaForm>
    </div>
  )
}
