import { pageTitle } from '~/platform/i18n/use-translation'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ServiceDetailView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import type { loader } from './services-dental-code.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'benefits', 'dental.costsTitle', {
    values: args.data && { name: args.data.service.name },
    menu: 'Dental service',
  })

export default function DentalServiceCostsPage() {
  const data = useLoaderData<typeof loader>()
  return <ServiceDetailView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
