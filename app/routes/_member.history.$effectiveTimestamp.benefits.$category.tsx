import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadHistoryPage } from '~/features/benefits/benefits.server'
import { HistoryView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { benefitsTitle } from '~/features/benefits/page-title'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: benefitsTitle(
      matches,
      data ? { key: `categories.${data.category}.historyTitle`, values: { period: data.periodText } } : null,
      'Benefit history',
    ),
  },
]

/** An earlier plan period (docs/decisions/042-history-address.md: what the timestamp encodes). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadHistoryPage(request, params)
}

export default function BenefitHistoryPage() {
  const data = useLoaderData<typeof loader>()
  return <HistoryView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
