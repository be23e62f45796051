export { loader, action } from '~/features/sign-in/pages/registration-policies.server'
import { Stack, Text } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckboxField, RadioGroupField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { registrationPoliciesConstraint } from '~/features/sign-in/form-constraints.generated'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { action, loader } from '~/features/sign-in/pages/registration-policies.server'

/** The EOB choices and their labels' keys in the `sign-in` catalogue. */
const EOB_OPTIONS = [
  { value: 'consent', label: 'policies.eobConsent' },
  { value: 'paper', label: 'policies.eobPaper' },
]

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'policies.title')

export default function RegistrationPolicies() {
  const { subscriber, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('sign-in')
  const [form, fields] = useSchemaForm(
    registrationPoliciesConstraint,
    () => import('~/features/sign-in/sign-in-schemas').then((m) => m.registrationPoliciesSchema(subscriber)),
    {
      id: 'registration-policies',
      lastResult: actionData?.result,
      defaultValue: {
        communicationPolicy: defaults.communicationPolicy ? 'on' : undefined,
        electronicEob: defaults.electronicEob ?? undefined,
      },
    },
  )
  return (
    <BasicFrame>
      <Stack maw={640} gap="md">
        <PageTitle>{t('policies.welcome')}</PageTitle>
        <Text>{t('policies.intro')}</Text>
        <SchemaForm form={form} gap="lg">
          <CheckboxField field={fields.communicationPolicy} label={t('policies.communicationPolicy')} />
          {subscriber ? (
            <RadioGroupField
              field={fields.electronicEob}
              label={t('policies.eobQuestion')}
              options={EOB_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            />
          ) : null}
          <SubmitButton style={{ alignSelf: 'flex-start' }}>{t('policies.continue')}</SubmitButton>
        </SchemaForm>
      </Stack>
    </BasicFrame>
  )
}
