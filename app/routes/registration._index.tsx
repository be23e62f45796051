import { Group, Stack, Text, Title } from '~/ui/layout'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { registrationAction } from '~/features/registration/action.server'
import { registrationQuestions } from '~/features/registration/questions.server'
import { readDraft } from '~/features/registration/state.server'
import { RegistrationStep } from '~/features/registration/steps'
import { createMemberApi } from '~/platform/gateway/client.server'
import { screenFailure } from '~/platform/failures/failures.server'
import { SubmitButton } from '~/ui/forms/fields'
import {
  allowedStep,
  REGISTRATION_STEPS,
  registrationPolicyPhone,
  stepIndex,
} from '~/features/registration/registration'
import { getAuthState } from '~/platform/session/auth.server'
import { ProgressSteps } from '~/ui/pieces/progress-steps'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { formMessages, messagesFor } from '~/platform/i18n/language.server'
import { DOMAIN } from '~/platform/config/brands'
import { PageTitle } from '~/ui/page'

export const meta: MetaFunction = (args) => pageTitle(args, 'registration', 'registration.title')

/** Multi-step sign-up; the state lives in the `__registration` cookie (never the password). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { stage, brand } = await getAuthState(request)
  if (stage === 'full') throw redirect('/home')
  if (brand.domainId === DOMAIN.PARTNER) throw redirect('/login')
  const { draft } = await readDraft(request)
  const step = allowedStep(draft)
  // `security-questions` is screen-handled (section 8): the step shows the message.
  const questions =
    step === 'questions'
      ? await registrationQuestions(createMemberApi(null)).catch((error) => screenFailure(request, error))
      : []
  const policyPhone = registrationPolicyPhone(brand.contactLines)
  const messages = messagesFor(request, {
    registration: ['steps', 'registration', 'errors'],
    validation: formMessages('registration'),
  })
  return Array.isArray(questions)
    ? { step, draft, policyPhone, questions, questionsFailure: null, messages }
    : { step, draft, policyPhone, questions: [], questionsFailure: questions.message, messages }
}

export async function action({ request }: ActionFunctionArgs) {
  return registrationAction(request)
}

export default function Registration() {
  const { step, draft, policyPhone, questions, questionsFailure } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const index = stepIndex(step)
  const { t } = useTranslation('registration')
  const labels = REGISTRATION_STEPS.map((s) => t(`steps.${s.id}`))
  return (
    <BasicFrame>
      <Stack maw={560} mx="auto" gap="md">
        <PageTitle>{t('registration.heading')}</PageTitle>
        <ProgressSteps steps={labels} activeStep={index} label={t('steps.label')} />
        <Title order={2} size="h3">
          {t('registration.stepHeading', {
            number: index + 1,
            total: REGISTRATION_STEPS.length,
            step: labels[index],
          })}
        </Title>
        <RegistrationStep
          key={step}
          step={step}
          draft={draft}
          questions={questions}
          questionsFailure={questionsFailure}
          policyPhone={policyPhone}
          lastResult={actionData?.result}
        />
        {index > 0 ? (
          <Form method="post">
            <Group gap="xs">
              <Text size="sm">{t('registration.notYou')}</Text>
              <SubmitButton name="intent" value="restart" variant="subtle" size="compact-sm">
                {t('registration.startOver')}
              </SubmitButton>
            </Group>
          </Form>
        ) : null}
      </Stack>
    </BasicFrame>
  )
}
