import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageStack, PageTitle } from '~/ui/page'
import { AccountSummary } from '~/features/account/summary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import type { loader } from './summary.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'summary.title')

export default function AccountSummaryPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('summary.title')}</PageTitle>
      <AccountSummary data={data} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
