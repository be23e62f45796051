export { loader, action } from '~/features/registration/pages/recovery-password.server'
import { type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { RecoveryPage } from '~/features/registration/recovery'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle } from '~/platform/i18n/use-translation'
import type { action } from '~/features/registration/pages/recovery-password.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'registration', 'recovery.password.title')

export default function Recovery() {
  const actionData = useActionData<typeof action>()
  return (
    <BasicFrame>
      <RecoveryPage kind="password" actionData={actionData} />
    </BasicFrame>
  )
}
