import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BillingNotifications, EbillHandoff } from '~/features/account/ebill'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { action, loader } from './ebill.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'ebill.title')

export default function Ebill() {
  const { registered, notifications } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('ebill.title')}</PageTitle>
      <EbillHandoff registered={registered} lastResult={actionData?.result} />
      <BillingNotifications notifications={notifications} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
