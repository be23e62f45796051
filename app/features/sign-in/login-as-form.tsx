import { Group } from '~/ui/layout'
import { DateField, SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { loginAsConstraint } from './form-constraints.generated'
import { useTranslation } from '~/platform/i18n/use-translation'

const FIRST_NAME_INPUT_WIDTH_PX = 350

/** The text fields and their labels' keys in the `sign-in` catalogue. */
const NAME_FIELDS = [
  ['subscriberId', 'loginAs.subscriberId'],
  ['firstName', 'loginAs.firstName'],
  ['lastName', 'loginAs.lastName'],
] as const

/**
 * The login-as form (spec sections 2 and 5, decision 014): 'Submit' with names and date of birth,
 * or 'Continue as subscriber' with the id only. The form-level text clears when the form changes.
 */
export function LoginAsForm({ lastResult }: { lastResult: FormResult }) {
  const [form, fields] = useSchemaForm(
    loginAsConstraint,
    () => import('./sign-in-schemas').then((m) => m.loginAsSchema(new Date())),
    { id: 'login-as', lastResult },
  )
  const { t } = useTranslation('sign-in')
  return (
    <SchemaForm form={form}>
      {NAME_FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          field={fields[name]}
          label={t(label)}
          maw={FIRST_NAME_INPUT_WIDTH_PX}
          autoComplete="off"
        />
      ))}
      <DateField field={fields.dateOfBirth} label={t('loginAs.dateOfBirth')} />
      <Group gap="sm">
        <SubmitButton name="intent" value="submit">
          {t('loginAs.submit')}
        </SubmitButton>
        <SubmitButton name="intent" value="continue" variant="outline">
          {t('loginAs.continue')}
        </SubmitButton>
      </Group>
    </SchemaForm>
  )
}
