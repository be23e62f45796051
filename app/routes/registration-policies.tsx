import { parseForm } from '~/platform/forms/submission'
import { Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { failTo } from '~/platform/failures/failures.server'
import { CheckboxField, RadioGroupField, SchemaForm, SubmitButton } from '~/ui/forms/fields'
import { replyInvalid } from '~/platform/forms/reply.server'
import { useSchemaForm } from '~/platform/forms/use-schema-form'
import { principalMember } from '~/platform/session/account-state.server'
import { SNACKBAR_LONG_MS } from '~/platform/session/flash'
import { isSubscriber } from '~/platform/plan/eligibility'
import {
  registrationPoliciesDefaults,
  registrationPoliciesSchema,
  registrationPolicyPayload,
} from '~/features/sign-in/registration-policies'
import { requireTemporaryToken, type TemporaryContext } from '~/platform/session/auth.server'
import { flashCookie } from '~/platform/session/flash.server'
import { routeOnward } from '~/features/sign-in/post-login.server'
import { BasicFrame } from '~/features/shell/basic-frame'

const WELCOME = 'Welcome to your dental Member Dashboard'
const EOB_OPTIONS = [
  { value: 'consent', label: 'Electronically (I consent to electronic delivery)' },
  { value: 'paper', label: 'By mail (paper)' },
]

export const meta: MetaFunction = () => [{ title: 'Welcome: communications policy' }]

/** The saved policies and whether the signed-in member is the subscriber (fetched in parallel). */
async function policiesState(ctx: TemporaryContext, request: Request) {
  const [account, saved] = await Promise.all([ctx.api.account(), ctx.api.registrationPolicies()]).catch(
    failTo(request),
  )
  const subscriber = isSubscriber(principalMember(account, ctx.claims.memberKey).memberSuffix)
  return { subscriber, saved: saved.registrationPolicy }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { subscriber, saved } = await policiesState(await requireTemporaryToken(request), request)
  return { subscriber, defaults: registrationPoliciesDefaults(saved, subscriber) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireTemporaryToken(request)
  const { subscriber } = await policiesState(ctx, request)
  const submission = parseForm(await request.formData(), {
    schema: registrationPoliciesSchema(subscriber),
  })
  if (submission.status !== 'success') return replyInvalid(submission)
  // "Page-level failures (registration policies ...): go to the error page with the status."
  await ctx.api.updateRegistrationPolicies(registrationPolicyPayload(submission.value)).catch(failTo(request))
  const flash = await flashCookie(request, {
    notification: {
      message: `You're all set. ${WELCOME}`,
      status: 'success',
      dismissAfter: SNACKBAR_LONG_MS,
    },
  })
  return routeOnward(request, ctx.session, { setCookies: [flash] })
}

export default function RegistrationPolicies() {
  const { subscriber, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(registrationPoliciesSchema(subscriber), {
    id: 'registration-policies',
    lastResult: actionData?.result,
    defaultValue: {
      communicationPolicy: defaults.communicationPolicy ? 'on' : undefined,
      electronicEob: defaults.electronicEob ?? undefined,
    },
  })
  return (
    <BasicFrame>
      <Stack maw={640} gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          {WELCOME}
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
