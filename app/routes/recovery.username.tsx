import { type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { RecoveryPage } from '~/public/recovery'
import { recoveryAction } from '~/public/recovery.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/ui/shell/basic-frame'

export const meta: MetaFunction = () => [{ title: 'Forgot username' }]

export async function action({ request }: ActionFunctionArgs) {
  return recoveryAction(request, 'username')
}

export default function Recovery() {
  const lastResult = useActionData<typeof action>()
  return (
    <BasicFrame>
      <RecoveryPage kind="username" lastResult={lastResult} />
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
