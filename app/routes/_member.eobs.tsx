import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Text } from '~/ui/layout'
import { useLoaderData } from '@remix-run/react'
import { loadEobs } from '~/features/claims/claims.server'
import { EobDelivery, EobList } from '~/features/claims/eob-list'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Explanations of benefits' }]

/** EOBs, subscribers only (dependents get the 403 page): the documents, newest first, as PDFs. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadEobs(request)
}

export default function Eobs() {
  const data = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Explanations of benefits</PageTitle>
      <Text>
        An explanation of benefits (EOB) shows how we processed a claim: what your provider billed, what your
        plan paid and what you may owe. It is not a bill.
      </Text>
      <EobDelivery electronicEob={data.electronicEob} />
      <EobList
        eobs={data.eobs}
        failure={data.failure}
        page={data.page}
        downloadFailed={data.downloadFailed}
      />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
