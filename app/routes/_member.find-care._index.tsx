import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { findCareLanding } from '~/features/find-care/find-care.server'
import { FindCareLanding } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Find care' }]

/** Find care's landing page; on the partner brand find care is find-a-dentist only (redirect). */
export async function loader({ request }: LoaderFunctionArgs) {
  return findCareLanding(request)
}

export default function FindCarePage() {
  const { entries } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Find care</PageTitle>
      <FindCareLanding entries={entries} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
