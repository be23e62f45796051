import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CustomerServicePage } from '~/features/claims/customer-service-page'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './support-customer-service.server'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'customerService.title')

export default function CustomerService() {
  const { lines, holidays } = useLoaderData<typeof loader>()
  const { t } = useTranslation('claims')
  return (
    <PageStack>
      <PageTitle>{t('customerService.title')}</PageTitle>
      <CustomerServicePage lines={lines} holidays={holidays} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
