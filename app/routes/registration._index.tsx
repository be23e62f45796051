export { loader, action } from '~/features/registration/pages/registration.server'
import { Group, Stack, Text, Title } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { RegistrationStep } from '~/features/registration/steps'
import { SubmitButton } from '~/ui/forms/fields'
import { REGISTRATION_STEPS, stepIndex } from '~/features/registration/registration'
import { ProgressSteps } from '~/ui/pieces/progress-steps'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { action, loader } from '~/features/registration/pages/registration.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'registration', 'registration.title')

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
