import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { findADentist } from '~/features/find-care/find-care.server'
import { FindADentist } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Find a dentist' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return findADentist(request)
}

export default function FindADentistPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Find a dentist</PageTitle>
      <FindADentist data={data} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
