import { type MetaFunction } from '@remix-run/node'
import { Anchor } from '~/ui/layout'
import { useLoaderData } from '@remix-run/react'
import { ClaimDetailView } from '~/features/claims/claim-detail'
import { ScreenFailureNotice } from '~/features/claims/pieces'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './claimNumber.server'

export const meta: MetaFunction<typeof loader> = (args) => {
  const claim = args.data?.claim
  return claim
    ? pageTitle(args, 'claims', 'claimDetail.title', { values: { provider: claim.providerName } })
    : pageTitle(args, 'claims', 'claimDetail.titleWithoutClaim')
}

export default function Claim() {
  const { claim, claimNumber, failure, isSubscriber } = useLoaderData<typeof loader>()
  const { t } = useTranslation('claims')
  return (
    <PageStack>
      <Anchor to="/claims">{t('claimDetail.back')}</Anchor>
      <PageTitle>
        {claim
          ? t('claimDetail.title', { provider: claim.providerName })
          : t('shared.claimNumber', { claimNumber })}
      </PageTitle>
      {failure ? <ScreenFailureNotice {...failure} /> : null}
      {claim ? <ClaimDetailView claim={claim} isSubscriber={isSubscriber} /> : null}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
