import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { Form, Link } from '@remix-run/react'
import { FormErrors, PasswordField } from '~/platform/forms/fields'
import { changePasswordSchema } from './account'

export function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <Stack gap="sm" maw={440}>
        <FormErrors id={form.errorId} errors={form.errors} />
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
          <Button type="submit">Change password</Button>
          <Anchor component={Link} to="/account/settings">
            Back to settings
          </Anchor>
        </Group>
      </Stack>
    </Form>
  )
}
