import { pageTitle } from '~/platform/i18n/use-translation'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BenefitsIndexView } from '~/features/benefits/views'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import type { loader } from './index.server'

export const meta: MetaFunction = (args) =>
  pageTitle(args, 'benefits', 'pages.benefits', { menu: 'Benefits' })

export default function BenefitsIndex() {
  const data = useLoaderData<typeof loader>()
  return <BenefitsIndexView {...data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
