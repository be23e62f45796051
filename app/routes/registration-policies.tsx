import { Stack, Text, Title } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckboxField, RadioGroupField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { POLICIES_WELCOME } from '~/features/sign-in/registration-policies'
import { registrationPoliciesConstraint } from '~/features/sign-in/form-constraints.generated'
import { BasicFrame } from '~/features/shell/basic-frame'
import {
  registrationPoliciesLoader,
  registrationPoliciesAction,
} from '~/features/sign-in/registration-policies.server'

const EOB_OPTIONS = [
  { value: 'consent', label: 'Electronically (I consent to electronic delivery)' },
  { value: 'paper', label: 'By mail (paper)' },
]

export const meta: MetaFunction = () => [{ title: 'Welcome: communications policy' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return registrationPoliciesLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return registrationPoliciesAction(request)
}

export default function RegistrationPolicies() {
  const { subscriber, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
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
        <Title order={1} id="page-heading" tabIndex={-1}>
          {POLICIES_WELCOME}
        </Title>
        <Text>Before you start, please confirm our digital communications policy.</Text>
        <SchemaForm form={form} gap="lg">
          <CheckboxField
            field={fields.communicationPolicy}
            label="I have read the digital communications policy and agree to receive plan communications electronically."
          />
          {subscriber ? (
            <RadioGroupField
              field={fields.electronicEob}
              label="How would you like to receive your explanations of benefits (EOBs)?"
              options={EOB_OPTIONS}
            />
          ) : null}
          <SubmitButton style={{ alignSelf: 'flex-start' }}>Continue</SubmitButton>
        </SchemaForm>
      </Stack>
    </BasicFrame>
  )
}
