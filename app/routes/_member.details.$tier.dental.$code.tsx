import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadDentalDetailPage } from '~/features/benefits/benefits.server'
import { DentalDetailView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.service.name} (${data.service.code})` : 'Dental service' },
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
