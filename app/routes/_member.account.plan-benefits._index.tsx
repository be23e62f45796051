import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Text } from '~/ui/layout'
import { requireAccount } from '~/platform/session/account-state.server'
import { PageStack, PageTitle } from '~/ui/page'
import { CancellationChoice, PlanDetails } from '~/features/account/plan-benefits'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Member plan benefits' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { details } = await requireAccount(request, ({ api }) => ({ details: api.planManagementDetails() }))
  return { details }
}

export default function PlanBenefits() {
  const { details } = useLoaderData<typeof loader>()
  const canCancel = details.eligibleAndActive && !details.directPlanCancellationStatus
  return (
    <PageStack>
      <PageTitle>Member plan benefits</PageTitle>
      {details.eligibleAndActive || details.directPlanCancellationStatus ? (
        <PlanDetails details={details} />
      ) : (
        <Text>Your plan is managed by your employer or group. Contact customer service for changes.</Text>
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
