export { loader, action } from '~/features/sign-in/pages/two-step.server'
import { type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { BasicFrame } from '~/features/shell/basic-frame'
import { TwoStepPage } from '~/features/sign-in/two-step-page'
import { pageTitle } from '~/platform/i18n/use-translation'
import type { action } from '~/features/sign-in/pages/two-step.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'twoStep.title')

export default function LoginTwoStep() {
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <TwoStepPage lastResult={actionData?.result} />
    </BasicFrame>
  )
}
