import { pageTitle } from '~/platform/i18n/use-translation'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { HistoryView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import type { loader } from './history-effectiveTimestamp-benefits-category.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'benefits', args.data ? `categories.${args.data.category}.historyTitle` : null, {
    values: args.data && { period: args.data.periodText },
    menu: 'Benefit history',
  })

export default function BenefitHistoryPage() {
  const data = useLoaderData<typeof loader>()
  return <HistoryView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
