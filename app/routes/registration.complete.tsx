export { loader } from '~/features/registration/pages/registration-complete.server'
import { Anchor, Stack, Text } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { REGISTRATION_STEPS } from '~/features/registration/registration'
import { ProgressSteps } from '~/ui/pieces/progress-steps'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'

export const meta: MetaFunction = (args) => pageTitle(args, 'registration', 'complete.title')

export default function RegistrationComplete() {
  const { t } = useTranslation('registration')
  return (
    <BasicFrame>
      <Stack maw={560} mx="auto" gap="md">
        <PageTitle>{t('complete.heading')}</PageTitle>
        <ProgressSteps
          steps={REGISTRATION_STEPS.map((s) => t(`steps.${s.id}`))}
          activeStep={REGISTRATION_STEPS.length - 1}
          successState
          label={t('steps.label')}
        />
        <Text role="status">{t('complete.created')}</Text>
        <Anchor to="/login">{t('complete.logIn')}</Anchor>
      </Stack>
    </BasicFrame>
  )
}
