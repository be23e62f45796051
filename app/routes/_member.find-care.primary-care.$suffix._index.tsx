import { Anchor } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { memberPrimaryCarePage } from '~/features/find-care/primary-care.server'
import { MemberCareCard } from '~/features/find-care/member-care-card'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Primary care for ${data.member.name}` : 'Primary care' },
]

/** One member's primary care; a suffix the member may not act for is refused (403). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return memberPrimaryCarePage(request, params.suffix)
}

export default function MemberPrimaryCarePage() {
  const { member } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <Anchor to="/find-care/primary-care">Back to primary care</Anchor>
      <PageTitle>Primary care for {member.name}</PageTitle>
      <MemberCareCard member={member} detailsLink={false} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
