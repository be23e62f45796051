import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { familyOf, coverageRows } from '~/features/account/family.server'
import { requireAccount } from '~/platform/session/account-state.server'
import { PageStack, PageTitle } from '~/ui/page'
import { AccountSummary } from '~/features/account/summary'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Account summary' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { account, member } = await requireAccount(request)
  const now = new Date()
  return {
    memberName: `${member.firstName} ${member.lastName}`,
    subscriberId: account.subscriberId,
    groupId: account.groupId,
    groupName: account.groupName,
    family: familyOf(account, member, now),
    coverage: coverageRows(member, now),
  }
}

export default function AccountSummaryPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Account summary</PageTitle>
      <AccountSummary data={data} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
