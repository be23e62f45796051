import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { primaryCareList } from '~/features/find-care/primary-care.server'
import { MemberCareCard } from '~/features/find-care/member-care-card'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Primary care' }]

/** Every family member the signed-in member may act for, with their primary care. */
export async function loader({ request }: LoaderFunctionArgs) {
  return primaryCareList(request)
}

export default function PrimaryCarePage() {
  const { members } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Primary care</PageTitle>
      {members.map((member) => (
        <MemberCareCard key={member.suffix} member={member} detailsLink />
      ))}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
