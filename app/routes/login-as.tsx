import { parseForm } from '~/platform/forms/submission'
import { Stack, Title } from '@mantine/core'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { TokenResponse } from '@member-dashboard/contract'
import { formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { loginAsSchema } from '~/features/sign-in/sign-in-schemas'
import { requireStaff } from '~/platform/session/auth.server'
import { LoginAsForm } from '~/features/sign-in/login-as-form'
import { beginSession } from '~/features/sign-in/post-login.server'
import { LOGIN_AS_NOT_FOUND, loginAsTitle } from '~/features/sign-in/sign-in'
import { BasicFrame } from '~/features/shell/basic-frame'
import { limitAttempts, limitedReply } from '~/platform/security/rate-limit.server'

const FORGED_INTENT = "Select 'Submit' or 'Continue as subscriber'."

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Login as' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { role } = await requireStaff(request)
  return { title: loginAsTitle(role) }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, brand, claims } = await requireStaff(request)
  const submission = parseForm(await request.formData(), { schema: loginAsSchema(new Date()) })
  if (submission.status !== 'success') {
    // A forged intent (neither button) has no field to show its error on: say it at form level.
    return replyInvalid(submission, { formErrors: submission.error?.intent ? [FORGED_INTENT] : undefined })
  }
  const { intent, subscriberId, firstName, lastName, dateOfBirth } = submission.value
  const names = intent === 'submit' ? { firstName, lastName, dateOfBirth } : {}
  // Attempt limits (decision 074), counted per staff user and per address.
  const limit = await limitAttempts(request, 'login-as', `${brand.domainId}:${claims.sub}`)
  if (limit.blocked) return limitedReply(submission, limit.blocked)
  let tokenResponse: TokenResponse
  try {
    tokenResponse = await api.loginAs({ subscriberId, domainId: brand.domainId, ...names })
  } catch (error) {
    await limit.failed()
    // "Login-as failure: 400 or 404 shows the server message and resets the form."
    return formFailure(request, error, submission, {
      resetForm: true,
      message: (body) => body?.message ?? LOGIN_AS_NOT_FOUND,
    })
  }
  return beginSession(request, tokenResponse, { preventCrm: true })
}

export default function LoginAs() {
  const { title } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <Stack maw={560} gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          {title}
        </Title>
        <LoginAsForm lastResult={actionData?.result} />
      </Stack>
    </BasicFrame>
  )
}
