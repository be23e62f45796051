import { Group, Stack, Text } from '~/ui/layout'
import {
  PasswordField,
  SchemaForm,
  SelectField,
  SubmitButton,
  SwitchField,
  TextField,
} from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import type { Address, PreferenceFlag } from '@member-dashboard/contract'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PREFERENCE_LABEL } from './account'
import {
  addressConstraint,
  preferencesConstraint,
  securityAnswersConstraint,
} from './form-constraints.generated'
import { SECURITY_QUESTION_COUNT } from '~/platform/forms/security-questions'

/** The account forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./account-schemas')

export type Result = FormResult
type Option = { value: string; label: string }

/** The card's intent and save button (with the spinner while the save runs). */
function SaveButton({ intent, label }: { intent: string; label: string }) {
  return (
    <Group>
      <SubmitButton intent={intent}>{label}</SubmitButton>
    </Group>
  )
}

export function PreferencesForm(props: {
  email: string | null
  flags: PreferenceFlag[]
  values: Record<PreferenceFlag, boolean>
  lastResult: Result
}) {
  const { t } = useTranslation('account')
  const [form, fields] = useSchemaForm(
    preferencesConstraint,
    () => schemas().then((m) => m.preferencesSchema(props.email, props.flags)),
    {
      id: 'settings-preferences',
      intent: 'preferences',
      lastResult: props.lastResult,
      defaultValue: {
        emailAddress: props.email ?? '',
        ...Object.fromEntries(props.flags.map((flag) => [flag, props.values[flag] ? 'on' : undefined])),
      },
      // A saved new address is the one a later change is compared with.
      schemaKey: props.email ?? '',
    },
  )
  const f = fields as unknown as Record<string, (typeof fields)['emailAddress']>
  return (
    <SchemaForm form={form}>
      <TextField
        field={fields.emailAddress}
        label={t('settings.preferences.emailAddress')}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        field={fields.currentPassword}
        label={t('settings.preferences.currentPassword')}
        autoComplete="current-password"
      />
      <Text size="sm" c="var(--mantine-color-gray-7)" mt={-8}>
        {t('settings.preferences.passwordHint')}
      </Text>
      {props.flags.map((flag) => (
        <SwitchField key={flag} field={f[flag]} label={t(PREFERENCE_LABEL[flag])} />
      ))}
      <SaveButton intent="preferences" label={t('settings.preferences.save')} />
    </SchemaForm>
  )
}

export function AddressForm(props: {
  address: Address
  countries: Option[]
  states: Option[]
  lastResult: Result
}) {
  const { t } = useTranslation('account')
  const [form, fields] = useSchemaForm(addressConstraint, () => schemas().then((m) => m.addressSchema), {
    id: 'settings-address',
    intent: 'address',
    lastResult: props.lastResult,
    defaultValue: props.address,
  })
  return (
    <SchemaForm form={form}>
      <TextField
        field={fields.addressLine1}
        label={t('settings.address.line1')}
        autoComplete="address-line1"
      />
      <TextField
        field={fields.addressLine2}
        label={t('settings.address.line2')}
        autoComplete="address-line2"
      />
      <TextField field={fields.city} label={t('settings.address.city')} autoComplete="address-level2" />
      <SelectField field={fields.state} label={t('settings.address.state')} options={props.states} />
      <TextField field={fields.zipCode} label={t('settings.address.zipCode')} autoComplete="postal-code" />
      <SelectField field={fields.country} label={t('settings.address.country')} options={props.countries} />
      <TextField
        field={fields.phoneNumber}
        label={t('settings.address.phoneNumber')}
        type="tel"
        autoComplete="tel"
      />
      <SaveButton intent="address" label={t('settings.address.save')} />
    </SchemaForm>
  )
}

export function SecurityForm(props: { questions: Option[]; selected: string[]; lastResult: Result }) {
  const { t } = useTranslation('account')
  const defaults = Object.fromEntries(props.selected.map((id, i) => [`question${i + 1}`, id]))
  const [form, fields] = useSchemaForm(
    securityAnswersConstraint,
    () => import('~/platform/forms/security-answers').then((m) => m.securityAnswersSchema),
    { id: 'settings-security', intent: 'security', lastResult: props.lastResult, defaultValue: defaults },
  )
  const f = fields as unknown as Record<string, (typeof fields)['intent']>
  return (
    <SchemaForm form={form}>
      {Array.from({ length: SECURITY_QUESTION_COUNT }, (_, i) => (
        <Stack key={i} gap={4}>
          <SelectField
            field={f[`question${i + 1}`]}
            label={t('settings.security.question', { number: i + 1 })}
            options={props.questions}
          />
          <TextField
            field={f[`answer${i + 1}`]}
            label={t('settings.security.answer', { number: i + 1 })}
            autoComplete="off"
          />
        </Stack>
      ))}
      <SaveButton intent="security" label={t('settings.security.save')} />
    </SchemaForm>
  )
}
