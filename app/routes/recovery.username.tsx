import { type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { RecoveryPage } from '~/features/registration/recovery'
import { recoveryAction } from '~/features/registration/recovery.server'
import { BasicFrame } from '~/features/shell/basic-frame'

export const meta: MetaFunction = () => [{ title: 'Forgot username' }]

export async function action({ request }: ActionFunctionArgs) {
  return recoveryAction(request, 'username')
}

export default function Recovery() {
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <RecoveryPage kind="username" actionData={actionData} />
    </BasicFrame>
  )
}
