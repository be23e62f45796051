import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Button, Checkbox, Radio, Stack, Text, Title } from '@mantine/core'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { failTo } from '~/platform/failures/failures.server'
import { principalMember } from '~/platform/session/account-state.server'
import { SNACKBAR_LONG_MS } from '~/platform/plan/constants'
import { isSubscriber } from '~/platform/plan/eligibility'
import {
  registrationPoliciesDefaults,
  registrationPoliciesSchema,
  registrationPolicyPayload,
} from '~/platform/forms/validators'
import { requireTemporaryToken, type TemporaryContext } from '~/platform/session/auth.server'
import { flashCookie } from '~/platform/session/flash.server'
import { routeOnward } from '~/features/sign-in/post-login.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/features/shell/basic-frame'

type SubscriberSchema = Extract<
  ReturnType<typeof registrationPoliciesSchema>,
  { shape: { electronicEob: unknown } }
>

const WELCOME = 'Welcome to your dental Member Dashboard'

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
  const submission = parseWithZod(await request.formData(), {
    schema: registrationPoliciesSchema(subscriber),
  })
  if (submission.status !== 'success') return submission.reply()
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
  const lastResult = useActionData<typeof action>()
  const navigation = useNavigation()
  // One form type for both variants (a non-subscriber's form simply has no EOB choice).
  const schema = registrationPoliciesSchema(subscriber) as SubscriberSchema
  const [form, fields] = useForm({
    id: 'registration-policies',
    lastResult,
    defaultValue: {
      communicationPolicy: defaults.communicationPolicy ? 'on' : undefined,
      electronicEob: defaults.electronicEob ?? undefined,
    },
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const policy = fields.communicationPolicy
  const eob = fields.electronicEob
  return (
    <BasicFrame>
      <Stack maw={640} gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          {WELCOME}
        </Title>
        <Text>Before you start, please confirm our digital communications policy.</Text>
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="lg">
            <Checkbox
              {...getInputProps(policy, { type: 'checkbox' })}
              key={policy.key}
              label="I have read the digital communications policy and agree to receive plan communications electronically."
              error={Boolean(policy.errors?.length)}
            />
            {policy.errors?.length ? (
              <Text id={policy.errorId} c="red.9" size="sm" mt={-12}>
                {policy.errors.join(' ')}
              </Text>
            ) : null}
            {subscriber ? (
              <Radio.Group
                key={eob.key}
                name={eob.name}
                defaultValue={(eob.initialValue as string | undefined) ?? undefined}
                label="How would you like to receive your explanations of benefits (EOBs)?"
                error={eob.errors?.join(' ')}
                errorProps={{ id: eob.errorId }}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="consent" label="Electronically (I consent to electronic delivery)" />
                  <Radio value="paper" label="By mail (paper)" />
                </Stack>
              </Radio.Group>
            ) : null}
            <Button
              type="submit"
              loading={navigation.state === 'submitting'}
              style={{ alignSelf: 'flex-start' }}
            >
              Continue
            </Button>
          </Stack>
        </Form>
      </Stack>
    </BasicFrame>
  )
}

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
