import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { RecoveryPage } from '~/features/registration/recovery'
import { recoveryAction } from '~/features/registration/recovery.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { formMessages, messagesFor } from '~/platform/i18n/language.server'
import { pageTitle } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'registration', 'recovery.password.title')

export function loader({ request }: LoaderFunctionArgs) {
  return {
    messages: messagesFor(request, { registration: ['recovery'], validation: formMessages('registration') }),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return recoveryAction(request, 'password')
}

export default function Recovery() {
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <RecoveryPage kind="password" actionData={actionData} />
    </BasicFrame>
  )
}
