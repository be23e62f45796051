import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BasicFrame } from '~/features/shell/basic-frame'
import { VerifyDevicePage } from '~/features/sign-in/verify-device-page'
import { verifyDeviceAction, verifyDeviceLoader } from '~/features/sign-in/verify-device.server'
import { pageTitle } from '~/platform/i18n/use-translation'

/** /verify-device (issue 51): a code to the e-mail on file makes this browser a known one. */
export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'deviceCode.title')

export async function loader({ request }: LoaderFunctionArgs) {
  return verifyDeviceLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return verifyDeviceAction(request)
}

export default function VerifyDevice() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <VerifyDevicePage
        afterPassword={data.afterPassword}
        answer={data.answer}
        problem={data.problem}
        phone={data.phone}
        lastResult={actionData?.result}
      />
    </BasicFrame>
  )
}
