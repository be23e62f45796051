import { pageTitle } from '~/platform/i18n/use-translation'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SummaryView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import type { loader } from './summary.server'

export const meta: MetaFunction = (args) =>
  pageTitle(args, 'benefits', 'pages.summary', { menu: 'Benefits summary' })

export default function BenefitsSummaryPage() {
  const data = useLoaderData<typeof loader>()
  return <SummaryView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
