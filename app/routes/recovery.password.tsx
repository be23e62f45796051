import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { RecoveryPage } from '~/features/registration/recovery'
import { recoveryAction } from '~/features/registration/recovery.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { translateForMeta } from '~/platform/i18n/use-translation'
import { sectionsFor } from '~/platform/i18n/language.server'

export const meta: MetaFunction = ({ matches }) => [
  { title: translateForMeta(matches, 'registration', 'recovery.password.title') },
]

export function loader({ request }: LoaderFunctionArgs) {
  return { messages: sectionsFor(request, 'registration', ['recovery']) }
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
