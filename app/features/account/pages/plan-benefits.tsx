import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Text } from '~/ui/layout'
import { PageStack, PageTitle } from '~/ui/page'
import { CancellationChoice, PlanDetails } from '~/features/account/plan-benefits'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './plan-benefits.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'planBenefits.title')

export default function PlanBenefits() {
  const { details } = useLoaderData<typeof loader>()
  const canCancel = details.eligibleAndActive && !details.directPlanCancellationStatus
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('planBenefits.title')}</PageTitle>
      {details.eligibleAndActive || details.directPlanCancellationStatus ? (
        <PlanDetails details={details} />
      ) : (
        <Text>{t('planBenefits.managedByEmployer')}</Text>
      )}
      {canCancel && details.directCancellationOptions.length ? (
        <CancellationChoice options={details.directCancellationOptions} />
      ) : null}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
