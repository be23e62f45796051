import { type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { ClaimsFilters } from '~/features/claims/claims-filters'
import { ClaimsResults, DigitalClaims } from '~/features/claims/claims-list'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './index.server'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'claimsList.title')

export default function Claims() {
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const { t } = useTranslation('claims')
  return (
    <PageStack>
      <PageTitle>{t('claimsList.title')}</PageTitle>
      <ClaimsFilters key={search} members={data.members} lastResult={data.result} earliest={data.earliest} />
      <ClaimsResults claims={data.claims} failure={data.failure} filtered={data.filtered} page={data.page} />
      {data.digitalClaims ? <DigitalClaims program={data.digitalClaims} /> : null}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
