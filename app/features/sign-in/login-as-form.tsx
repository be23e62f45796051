import { Group } from '~/ui/layout'
import { DateField, SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { loginAsConstraint } from './form-constraints.generated'

const FIRST_NAME_INPUT_WIDTH_PX = 350

const NAME_FIELDS = [
  ['subscriberId', 'Subscriber ID'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
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
  return (
    <SchemaForm form={form}>
      {NAME_FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          field={fields[name]}
          label={label}
          maw={FIRST_NAME_INPUT_WIDTH_PX}
          autoComplete="off"
        />
      ))}
      <DateField field={fields.dateOfBirth} label="Date of birth" />
      <Group gap="sm">
        <SubmitButton name="intent" value="submit">
          Submit
        </SubmitButton>
        <SubmitButton name="intent" value="continue" variant="outline">
          Continue as subscriber
        </SubmitButton>
      </Group>
    </SchemaForm>
  )
}
