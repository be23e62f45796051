export { loader, action } from '~/features/sign-in/pages/update-email.server'
import { Stack, Text } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { updateEmailConstraint } from '~/features/sign-in/form-constraints.generated'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { action } from '~/features/sign-in/pages/update-email.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'updateEmail.title')

export default function UpdateEmail() {
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('sign-in')
  const [form, fields] = useSchemaForm(
    updateEmailConstraint,
    () => import('~/features/sign-in/sign-in-schemas').then((m) => m.updateEmailSchema),
    { id: 'update-email', lastResult: actionData?.result },
  )
  return (
    <BasicFrame>
      <Stack maw={480} gap="md">
        <PageTitle>{t('updateEmail.heading')}</PageTitle>
        <Text id="update-email-text">{t('updateEmail.text')}</Text>
        <SchemaForm form={form} describedBy="update-email-text">
          <TextField
            field={fields.emailAddress}
            label={t('updateEmail.emailAddress')}
            type="email"
            autoComplete="email"
          />
          <SubmitButton style={{ alignSelf: 'flex-start' }}>{t('updateEmail.save')}</SubmitButton>
        </SchemaForm>
      </Stack>
    </BasicFrame>
  )
}
