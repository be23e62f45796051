import { type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ChangePasswordForm } from '~/features/account/change-password'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { action } from './settings-change-password.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'changePassword.title')

export default function ChangePassword() {
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('changePassword.title')}</PageTitle>
      <ChangePasswordForm lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
