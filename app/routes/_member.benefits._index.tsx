import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadBenefitsIndex } from '~/features/benefits/benefits.server'
import { BenefitsIndexView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { benefitsTitle } from '~/features/benefits/page-title'

export const meta: MetaFunction = ({ matches }) => [
  { title: benefitsTitle(matches, { key: 'pages.benefits' }, 'Benefits') },
]

/** /benefits opens the member's default category (spec section 4 'Benefit category defaulting'). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadBenefitsIndex(request)
}

export default function BenefitsIndex() {
  const data = useLoaderData<typeof loader>()
  return <BenefitsIndexView {...data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
