import { Anchor, Box, Group, Text } from '@mantine/core'
import { Link } from '@remix-run/react'
import { PasswordField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { changePasswordSchema } from './account'

export function ChangePasswordForm({ lastResult }: { lastResult: FormResult }) {
  const [form, fields] = useSchemaForm(changePasswordSchema, { id: 'change-password', lastResult })
  return (
    <Box maw={440}>
      <SchemaForm form={form}>
        <PasswordField
          field={fields.currentPassword}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField field={fields.newPassword} label="New password" autoComplete="new-password" />
        <Text size="sm" c="gray.7" mt={-8}>
          6 to 32 letters, digits and @$!%*#?&^_+-=, with at least one digit.
        </Text>
        <PasswordField
          field={fields.confirmPassword}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <Group>
          <SubmitButton>Change password</SubmitButton>
          <Anchor component={Link} to="/account/settings">
            Back to settings
          </Anchor>
        </Group>
      </SchemaForm>
    </Box>
  )
}
