import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadPriorAuthorizations } from '~/features/benefits/documents/documents.server'
import { PriorAuthorizations } from '~/features/benefits/documents/document-pages'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Prior authorization' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPriorAuthorizations(request)
}

export default function Page() {
  const data = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Prior authorization</PageTitle>
      <BenefitsNav items={data.nav} />
      <PriorAuthorizations requests={data.requests} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
