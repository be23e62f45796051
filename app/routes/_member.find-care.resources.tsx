import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { findCareResources } from '~/features/find-care/find-care.server'
import { CareResources } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Care resources' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return findCareResources(request)
}

export default function CareResourcesPage() {
  const { resources } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Care resources</PageTitle>
      <CareResources resources={resources} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
