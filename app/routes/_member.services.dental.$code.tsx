import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadServiceDetailPage } from '~/features/benefits/benefits.server'
import { ServiceDetailView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { benefitsTitle } from '~/features/benefits/page-title'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: benefitsTitle(
      matches,
      data ? { key: 'dental.costsTitle', values: { name: data.service.name } } : null,
      'Dental service',
    ),
  },
]

/** The service-detail view of a dental service (notes, items by network); unknown code: 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadServiceDetailPage(request, params)
}

export default function DentalServiceCostsPage() {
  const data = useLoaderData<typeof loader>()
  return <ServiceDetailView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
