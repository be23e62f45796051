import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Form } from '@remix-run/react'
import { type z } from 'zod'
import { FormErrors, PasswordField, SelectField, SwitchField, TextField } from '~/platform/forms/fields'
import type { Address, PreferenceFlag } from '@member-dashboard/contract'
import { addressSchema, PREFERENCE_LABEL, preferencesSchema } from './account'
import { SECURITY_QUESTION_COUNT, securityAnswersSchema } from '~/platform/forms/security-answers'

export type Result = SubmissionResult<string[]> | undefined
type Option = { value: string; label: string }

function useSettingsForm<S extends z.ZodTypeAny>(
  intent: string,
  schema: S,
  lastResult: Result,
  defaultValue: Record<string, string | null | undefined>,
) {
  return useForm({
    id: `settings-${intent}`,
    lastResult: lastResult?.initialValue?.intent === intent ? lastResult : undefined,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

function SaveButtons({ label }: { label: string }) {
  return (
    <Group>
      <Button type="submit">{label}</Button>
    </Group>
  )
}

export function PreferencesForm(props: {
  email: string | null
  flags: PreferenceFlag[]
  values: Record<PreferenceFlag, boolean>
  lastResult: Result
}) {
  const schema = preferencesSchema(props.email, props.flags)
  const [form, fields] = useSettingsForm('preferences', schema, props.lastResult, {
    emailAddress: props.email ?? '',
    ...Object.fromEntries(props.flags.map((flag) => [flag, props.values[flag] ? 'on' : undefined])),
  })
  const f = fields as unknown as Record<string, (typeof fields)['emailAddress']>
  return (
    <Form method="post" {...getFormProps(form)}>
      <Stack gap="sm">
        <input type="hidden" name="intent" value="preferences" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.emailAddress} label="Email address" type="email" autoComplete="email" />
        <PasswordField
          field={fields.currentPassword}
          label="Current password"
          autoComplete="current-password"
        />
        <Text size="sm" c="gray.7" mt={-8}>
          Needed only when you change your email address.
        </Text>
        {props.flags.map((flag) => (
          <SwitchField key={flag} field={f[flag]} label={PREFERENCE_LABEL[flag]} />
        ))}
        <SaveButtons label="Save preferences" />
      </Stack>
    </Form>
  )
}

export function AddressForm(props: {
  address: Address
  countries: Option[]
  states: Option[]
  lastResult: Result
}) {
  const [form, fields] = useSettingsForm('address', addressSchema, props.lastResult, props.address)
  return (
    <Form method="post" {...getFormProps(form)}>
      <Stack gap="sm">
        <input type="hidden" name="intent" value="address" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.addressLine1} label="Address line 1" autoComplete="address-line1" />
        <TextField
          field={fields.addressLine2}
          label="Address line 2 (optional)"
          autoComplete="address-line2"
        />
        <TextField field={fields.city} label="City" autoComplete="address-level2" />
        <SelectField field={fields.state} label="State" options={props.states} />
        <TextField field={fields.zipCode} label="Zip code" autoComplete="postal-code" />
        <SelectField field={fields.country} label="Country" options={props.countries} />
        <TextField field={fields.phoneNumber} label="Phone number (optional)" type="tel" autoComplete="tel" />
        <SaveButtons label="Save address" />
      </Stack>
    </Form>
  )
}

export function SecurityForm(props: { questions: Option[]; selected: string[]; lastResult: Result }) {
  const defaults = Object.fromEntries(props.selected.map((id, i) => [`question${i + 1}`, id]))
  const [form, fields] = useSettingsForm('security', securityAnswersSchema, props.lastResult, defaults)
  const f = fields as unknown as Record<string, (typeof fields)['intent']>
  return (
    <Form method="post" {...getFormProps(form)}>
      <Stack gap="sm">
        <input type="hidden" name="intent" value="security" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {Array.from({ length: SECURITY_QUESTION_COUNT }, (_, i) => (
          <Stack key={i} gap={4}>
            <SelectField
              field={f[`question${i + 1}`]}
              label={`Question ${i + 1}`}
              options={props.questions}
            />
            <TextField field={f[`answer${i + 1}`]} label={`Answer ${i + 1}`} autoComplete="off" />
          </Stack>
        ))}
        <SaveButtons label="Save security questions" />
      </Stack>
    </Form>
  )
}
