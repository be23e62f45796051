import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCategoryPage } from '~/features/benefits/benefits.server'
import { CategoryView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { benefitsTitle } from '~/features/benefits/page-title'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: benefitsTitle(matches, data ? { key: `categories.${data.category}.heading` } : null, 'Benefits') },
]

/** /benefits/{medical|dental|vision|pharmacy}; any other segment is the 404 page at the same address. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadCategoryPage(request, params.category)
}

export default function BenefitCategoryPage() {
  const data = useLoaderData<typeof loader>()
  return <CategoryView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
