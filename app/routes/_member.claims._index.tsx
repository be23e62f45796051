import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { loadClaimsList } from '~/features/claims/claims.server'
import { ClaimsFilters } from '~/features/claims/claims-filters'
import { ClaimsResults, DigitalClaims } from '~/features/claims/claims-list'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'claimsList.title')

/** The member's claims, newest first: filters and page in the address (GET), totals, paging. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadClaimsList(request)
}

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
