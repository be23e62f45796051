import { Anchor, Stack, Text } from '~/ui/layout'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import { twoStepCodeConstraint } from './form-constraints.generated'

/** /login/two-step (issue 51): the app code or a recovery code, after the password. */
export function TwoStepPage({ lastResult }: { lastResult?: FormResult }) {
  const { t } = useTranslation('sign-in')
  const [form, fields] = useSchemaForm(
    twoStepCodeConstraint,
    () => import('./sign-in-schemas').then((m) => m.twoStepCodeSchema),
    { id: 'two-step', lastResult },
  )
  return (
    <Stack maw={440} mx="auto" gap="md">
      <PageTitle>{t('twoStep.heading')}</PageTitle>
      <Text id="two-step-text">{t('twoStep.text')}</Text>
      <SchemaForm form={form} describedBy="two-step-text">
        <TextField
          field={fields.code}
          label={t('twoStep.code')}
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="off"
        />
        <SubmitButton style={{ alignSelf: 'flex-start' }}>{t('twoStep.submit')}</SubmitButton>
      </SchemaForm>
      <Text size="sm">{t('twoStep.recoveryHint')}</Text>
      <Anchor to="/login">{t('twoStep.startAgain')}</Anchor>
    </Stack>
  )
}
