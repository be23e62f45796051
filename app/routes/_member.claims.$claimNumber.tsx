import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Anchor } from '~/ui/layout'
import { useLoaderData } from '@remix-run/react'
import { loadClaimDetail } from '~/features/claims/claims.server'
import { ClaimDetailView } from '~/features/claims/claim-detail'
import { ScreenFailureNotice } from '~/features/claims/pieces'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.claim ? `Claim from ${data.claim.providerName}` : 'Claim' },
]

/** One claim: /claims/{claimNumber}. A claim the member may not see shows the refusal on the page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadClaimDetail(request, params.claimNumber ?? '')
}

export default function Claim() {
  const { claim, claimNumber, failure, isSubscriber } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <Anchor to="/claims">Back to claims</Anchor>
      <PageTitle>{claim ? `Claim from ${claim.providerName}` : `Claim ${claimNumber}`}</PageTitle>
      {failure ? <ScreenFailureNotice {...failure} /> : null}
      {claim ? <ClaimDetailView claim={claim} isSubscriber={isSubscriber} /> : null}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
