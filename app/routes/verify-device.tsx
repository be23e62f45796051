export { loader, action } from '~/features/sign-in/pages/verify-device.server'
import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BasicFrame } from '~/features/shell/basic-frame'
import { VerifyDevicePage } from '~/features/sign-in/verify-device-page'
import { pageTitle } from '~/platform/i18n/use-translation'
import type { action, loader } from '~/features/sign-in/pages/verify-device.server'

/** /verify-device (issue 51): a code to the e-mail on file makes this browser a known one. */
export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'deviceCode.title')

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
