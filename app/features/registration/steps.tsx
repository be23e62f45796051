import { Alert } from '@mantine/core'
import { Anchor, Group, Stack, Text } from '~/ui/layout'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import {
  CheckboxField,
  PasswordField,
  SchemaForm,
  SelectField,
  SubmitButton,
  SwitchField,
  TextField,
} from '~/ui/forms/fields'
import { SECURITY_QUESTION_COUNT } from '~/platform/forms/security-questions'
import { useTranslation } from '~/platform/i18n/use-translation'
import { useSchemaForm, type FormResult, type SchemaFormMetadata } from '~/platform/forms/use-schema-form'
import type { RegistrationDraft, RegistrationStepId } from './registration'
import {
  contactPreferencesConstraint,
  credentialsConstraint,
  identifyConstraint,
  policiesConstraint,
  questionsConstraint,
} from './form-constraints.generated'

/** The step forms' schemas, loaded after the page (decision 170). */
const schemas = () => import('./registration-schemas')

export type Result = FormResult
type Defaults = Record<string, string | undefined>

/** A step's form: its fields, the hidden step id, the step's button; 'Back' from step 2 on. */
function StepForm<Schema extends Record<string, unknown>>({
  form,
  step,
  children,
  submit,
}: {
  form: SchemaFormMetadata<Schema>
  step: RegistrationStepId
  children: ReactNode
  submit: string
}) {
  const { t } = useTranslation('registration')
  return (
    <Stack gap="sm">
      <SchemaForm form={form}>
        <input type="hidden" name="step" value={step} />
        {children}
        <Group>
          <SubmitButton name="intent" value="next">
            {submit}
          </SubmitButton>
        </Group>
      </SchemaForm>
      {step !== 'identify' ? (
        <Form method="post">
          <SubmitButton name="intent" value="back" variant="subtle">
            {t('registration.back')}
          </SubmitButton>
        </Form>
      ) : null}
    </Stack>
  )
}

const usDate = (iso?: string) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : undefined

export function RegistrationStep(props: {
  step: RegistrationStepId
  draft: RegistrationDraft
  questions: { value: string; label: string }[]
  questionsFailure: string | null
  policyPhone: string | null
  lastResult: Result
}) {
  const { step, draft, lastResult } = props
  if (step === 'identify') return <IdentifyStep draft={draft} lastResult={lastResult} />
  if (step === 'preferences') return <PreferencesStep draft={draft} lastResult={lastResult} />
  if (step === 'questions')
    return (
      <QuestionsStep
        draft={draft}
        questions={props.questions}
        failure={props.questionsFailure}
        lastResult={lastResult}
      />
    )
  if (step === 'policies') return <PoliciesStep lastResult={lastResult} policyPhone={props.policyPhone} />
  return <CredentialsStep lastResult={lastResult} />
}

function IdentifyStep({ draft, lastResult }: { draft: RegistrationDraft; lastResult: Result }) {
  const { t } = useTranslation('registration')
  const d = draft.userDetails
  const [form, fields] = useSchemaForm(
    identifyConstraint,
    () => schemas().then((m) => m.identifySchema(new Date())),
    { id: 'registration-identify', lastResult, defaultValue: { ...d, dateOfBirth: usDate(d?.dateOfBirth) } },
  )
  return (
    <StepForm form={form} step="identify" submit={t('registration.continue')}>
      <TextField
        field={fields.subscriberId}
        label={t('registration.identify.subscriberId')}
        description={t('registration.identify.subscriberIdHint')}
      />
      <TextField
        field={fields.firstName}
        label={t('registration.identify.firstName')}
        autoComplete="given-name"
        maw={350}
      />
      <TextField
        field={fields.lastName}
        label={t('registration.identify.lastName')}
        autoComplete="family-name"
        maw={350}
      />
      <TextField
        field={fields.dateOfBirth}
        label={t('registration.identify.dateOfBirth')}
        description={t('registration.identify.dateOfBirthHint')}
        autoComplete="bday"
        maw={200}
      />
    </StepForm>
  )
}

function PreferencesStep({ draft, lastResult }: { draft: RegistrationDraft; lastResult: Result }) {
  const { t } = useTranslation('registration')
  const p = draft.preferences
  const [form, fields] = useSchemaForm(
    contactPreferencesConstraint,
    () => schemas().then((m) => m.contactPreferencesSchema),
    {
      id: 'registration-preferences',
      lastResult,
      defaultValue: {
        emailAddress: p?.emailAddress,
        electronicEob: p && p.electronicEob === 'N' ? undefined : 'on',
      },
    },
  )
  return (
    <StepForm form={form} step="preferences" submit={t('registration.continue')}>
      <TextField
        field={fields.emailAddress}
        label={t('registration.preferences.emailAddress')}
        type="email"
        autoComplete="email"
      />
      <SwitchField field={fields.electronicEob} label={t('registration.preferences.electronicEob')} />
    </StepForm>
  )
}

function QuestionsStep(props: {
  draft: RegistrationDraft
  questions: { value: string; label: string }[]
  /** The question catalogue could not be read: said above the (empty) choices. */
  failure: string | null
  lastResult: Result
}) {
  const { t } = useTranslation('registration')
  const defaults: Defaults = {}
  props.draft.questions?.forEach((q, i) => {
    defaults[`question${i + 1}`] = q.questionId
    defaults[`answer${i + 1}`] = q.answer
  })
  const [form, fields] = useSchemaForm(questionsConstraint, () => schemas().then((m) => m.questionsSchema), {
    id: 'registration-questions',
    lastResult: props.lastResult,
    defaultValue: defaults,
  })
  const f = fields as unknown as Record<string, (typeof fields)['step']>
  return (
    <StepForm form={form} step="questions" submit={t('registration.continue')}>
      {props.failure ? (
        <Alert color="red" variant="light" role="alert">
          {props.failure}
        </Alert>
      ) : null}
      {Array.from({ length: SECURITY_QUESTION_COUNT }, (_, i) => (
        <Stack key={i} gap={4}>
          <SelectField
            field={f[`question${i + 1}`]}
            label={t('registration.questions.question', { number: i + 1 })}
            options={props.questions}
            placeholder={t('registration.questions.choose')}
          />
          <TextField
            field={f[`answer${i + 1}`]}
            label={t('registration.questions.answer', { number: i + 1 })}
            autoComplete="off"
          />
        </Stack>
      ))}
    </StepForm>
  )
}

function PoliciesStep({ lastResult, policyPhone }: { lastResult: Result; policyPhone: string | null }) {
  const { t } = useTranslation('registration')
  const [form, fields] = useSchemaForm(policiesConstraint, () => schemas().then((m) => m.policiesSchema), {
    id: 'registration-policies-step',
    lastResult,
  })
  return (
    <StepForm form={form} step="policies" submit={t('registration.continue')}>
      <Text>
        {t('registration.policies.readBefore')}
        <Anchor to="/contact-us">{t('registration.policies.policyLink')}</Anchor>
        {t('registration.policies.readAfter')}
      </Text>
      {policyPhone ? (
        <Text data-testid="policy-phone">
          {t('registration.policies.callBefore')}
          <Anchor href={`tel:${policyPhone}`}>{policyPhone}</Anchor>
          {t('registration.policies.callAfter')}
        </Text>
      ) : null}
      <CheckboxField
        field={fields.communicationPolicy}
        label={t('registration.policies.communicationPolicy')}
      />
      <CheckboxField field={fields.termsOfUse} label={t('registration.policies.termsOfUse')} />
    </StepForm>
  )
}

function CredentialsStep({ lastResult }: { lastResult: Result }) {
  const { t } = useTranslation('registration')
  const [form, fields] = useSchemaForm(
    credentialsConstraint,
    () => schemas().then((m) => m.credentialsSchema),
    {
      id: 'registration-credentials',
      lastResult,
    },
  )
  return (
    <StepForm form={form} step="credentials" submit={t('registration.createAccount')}>
      <TextField
        field={fields.username}
        label={t('registration.credentials.username')}
        autoComplete="username"
        description={t('registration.credentials.usernameHint')}
      />
      <PasswordField
        field={fields.password}
        label={t('registration.credentials.password')}
        autoComplete="new-password"
      />
      <Text size="sm" c="var(--mantine-color-gray-7)" mt={-8}>
        {t('registration.credentials.passwordHint')}
      </Text>
      <PasswordField
        field={fields.confirmPassword}
        label={t('registration.credentials.confirmPassword')}
        autoComplete="new-password"
      />
    </StepForm>
  )
}
