import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { isGatewayError } from '~/platform/gateway/errors'
import { pageFailure } from '~/platform/failures/failures.server'
import { DATE_INPUT_WIDTH_PX, DATE_PICKER_FORMAT, FIRST_NAME_INPUT_WIDTH_PX } from '~/platform/plan/constants'
import { loginAsTitle } from '~/features/sign-in/sign-in'
import { loginAsSchema } from '~/platform/forms/validators'
import { requireStaff } from '~/platform/session/auth.server'
import { beginSession } from '~/features/sign-in/post-login.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/features/shell/basic-frame'

const FORGED_INTENT = "Select 'Submit' or 'Continue as subscriber'."

type ActionResult = { result: SubmissionResult<string[]>; serverError: string | null }

export async function loader({ request }: LoaderFunctionArgs) {
  const { role } = await requireStaff(request)
  return { title: loginAsTitle(role) }
}

export async function action({ request }: ActionFunctionArgs): Promise<ActionResult> {
  const { api, brand } = await requireStaff(request)
  const submission = parseWithZod(await request.formData(), { schema: loginAsSchema(new Date()) })
  if (submission.status !== 'success') {
    // A forged intent (neither button) has no field to show its error on: say it at form level.
    const forged = submission.error?.intent ? [FORGED_INTENT] : undefined
    return { result: submission.reply({ formErrors: forged }), serverError: null }
  }
  const { intent, subscriberId, firstName, lastName, dateOfBirth } = submission.value
  const names = intent === 'submit' ? { firstName, lastName, dateOfBirth } : {}
  try {
    const tokenResponse = await api.loginAs({ subscriberId, domainId: brand.domainId, ...names })
    return await beginSession(request, tokenResponse, { preventCrm: true })
  } catch (error) {
    // "Login-as failure: 400 or 404 shows the server message and resets the form."
    if (isGatewayError(error) && (error.status === 400 || error.status === 404)) {
      const message = error.body?.message ?? 'We could not find that member. Check the details and try again.'
      return { result: submission.reply({ resetForm: true }), serverError: message }
    }
    return pageFailure(request, error)
  }
}

export default function LoginAs() {
  const { title } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'login-as',
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginAsSchema(new Date())),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginAsSchema(new Date()) }),
  })
  // "The error text clears when the form changes"; the next submit shows it again.
  const [showFormError, setShowFormError] = useState(true)
  const formError = [
    ...(form.errors ?? []),
    ...(actionData?.serverError ? [actionData.serverError] : []),
  ].join(' ')
  const formProps = getFormProps(form)
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const text = (field: typeof fields.firstName, label: string, width?: number, extra = {}) => (
    <TextInput
      {...getInputProps(field, { type: 'text' })}
      key={field.key}
      label={label}
      maw={width}
      error={field.errors?.join(' ')}
      errorProps={{ id: field.errorId }}
      {...extra}
    />
  )
  return (
    <BasicFrame>
      <Stack maw={560} gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          {title}
        </Title>
        {showFormError && formError ? (
          <Alert color="red" variant="light" role="alert" id={form.errorId}>
            {formError}
          </Alert>
        ) : null}
        <Form
          method="post"
          {...formProps}
          aria-describedby={showFormError && formError ? form.errorId : undefined}
          onSubmit={(event) => {
            // conform validates by submitting with its own '__intent__' button: not a member's submit.
            const submitter = (event.nativeEvent as SubmitEvent).submitter
            if (submitter?.getAttribute('name') !== '__intent__') setShowFormError(true)
            formProps.onSubmit(event)
          }}
          onInput={() => setShowFormError(false)}
        >
          <Stack gap="sm">
            {text(fields.subscriberId, 'Subscriber ID', FIRST_NAME_INPUT_WIDTH_PX, { autoComplete: 'off' })}
            {text(fields.firstName, 'First name', FIRST_NAME_INPUT_WIDTH_PX, { autoComplete: 'off' })}
            {text(fields.lastName, 'Last name', FIRST_NAME_INPUT_WIDTH_PX, { autoComplete: 'off' })}
            {text(fields.dateOfBirth, 'Date of birth', DATE_INPUT_WIDTH_PX, {
              inputMode: 'numeric',
              placeholder: DATE_PICKER_FORMAT,
              description: `Month/day/year: ${DATE_PICKER_FORMAT}`,
              autoComplete: 'off',
            })}
            <Group gap="sm">
              <Button type="submit" name="intent" value="submit" loading={submitting === 'submit'}>
                Submit
              </Button>
              <Button
                type="submit"
                name="intent"
                value="continue"
                variant="outline"
                loading={submitting === 'continue'}
              >
                Continue as subscriber
              </Button>
            </Group>
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
