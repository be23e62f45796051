import { pageTitle } from '~/platform/i18n/use-translation'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { DentalDetailView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import type { loader } from './details-tier-dental-code.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'benefits', 'dental.title', {
    values: args.data && { name: args.data.service.name, code: args.data.service.code },
    menu: 'Dental service',
  })

export default function DentalServiceDetailPage() {
  const data = useLoaderData<typeof loader>()
  return <DentalDetailView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
