export { loader, action } from '~/features/registration/pages/recovery-username.server'
import { type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { RecoveryPage } from '~/features/registration/recovery'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle } from '~/platform/i18n/use-translation'
import type { action } from '~/features/registration/pages/recovery-username.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'registration', 'recovery.username.title')

export default function Recovery() {
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <RecoveryPage kind="username" actionData={actionData} />
    </BasicFrame>
  )
}
