import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { BasicFrame } from '~/features/shell/basic-frame'
import { TwoStepPage } from '~/features/sign-in/two-step-page'
import { twoStepAction, twoStepLoader } from '~/features/sign-in/two-step.server'
import { pageTitle } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'twoStep.title')

export async function loader({ request }: LoaderFunctionArgs) {
  return twoStepLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return twoStepAction(request)
}

export default function LoginTwoStep() {
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <TwoStepPage lastResult={actionData?.result} />
    </BasicFrame>
  )
}
