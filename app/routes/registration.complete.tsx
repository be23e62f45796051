import { Anchor, Stack, Text, Title } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { REGISTRATION_STEPS } from '~/features/registration/registration'
import { ProgressSteps } from '~/ui/pieces/progress-steps'
import { BasicFrame } from '~/features/shell/basic-frame'

export const meta: MetaFunction = () => [{ title: 'Account created' }]

export default function RegistrationComplete() {
  return (
    <BasicFrame>
      <Stack maw={560} mx="auto" gap="md">
        <Title order={1} id="page-heading" tabIndex={-1}>
          Your account is ready
        </Title>
        <ProgressSteps
          steps={REGISTRATION_STEPS.map((s) => s.label)}
          activeStep={REGISTRATION_STEPS.length - 1}
          successState
          label="Registration steps"
        />
        <Text role="status">Your account has been created. You can now log in.</Text>
        <Anchor to="/login">Log in</Anchor>
      </Stack>
    </BasicFrame>
  )
}
