import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadDentalDetailPage } from '~/features/benefits/benefits.server'
import { DentalDetailView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { benefitsTitle } from '~/features/benefits/page-title'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: benefitsTitle(
      matches,
      data ? { key: 'dental.title', values: { name: data.service.name, code: data.service.code } } : null,
      'Dental service',
    ),
  },
]

/** A dental service's detail; an unknown tier or code is the 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadDentalDetailPage(request, params)
}

export default function DentalServiceDetailPage() {
  const data = useLoaderData<typeof loader>()
  return <DentalDetailView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
