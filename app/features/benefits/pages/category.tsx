import { pageTitle } from '~/platform/i18n/use-translation'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CategoryView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import type { loader } from './category.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'benefits', args.data ? `categories.${args.data.category}.heading` : null, {
    menu: 'Benefits',
  })

export default function BenefitCategoryPage() {
  const data = useLoaderData<typeof loader>()
  return <CategoryView data={data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
