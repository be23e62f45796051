import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSummaryPage } from '~/features/benefits/benefits.server'
import { SummaryView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { benefitsTitle } from '~/features/benefits/page-title'

export const meta: MetaFunction = ({ matches }) => [
  { title: benefitsTitle(matches, { key: 'pages.summary' }, 'Benefits summary') },
]

/** /benefits/summary?asOfDate=yyyy-mm-dd: every category as of that day (missing: today). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadSummaryPage(request)
}

export default function BenefitsSummaryPage() {
  const data = useLoaderData<typeof loader>()
  return <SummaryView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
