import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { familyOf, coverageRows } from '~/features/account/family.server'
import { requireAccount } from '~/platform/session/account-state.server'
import { PageStack, PageTitle } from '~/ui/page'
import { AccountSummary } from '~/features/account/summary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { messagesFor } from '~/platform/i18n/language.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'summary.title')

export async function loader({ request }: LoaderFunctionArgs) {
  const { account, member } = await requireAccount(request)
  const now = new Date()
  return {
    memberName: `${member.firstName} ${member.lastName}`,
    subscriberId: account.subscriberId,
    groupId: account.groupId,
    groupName: account.groupName,
    family: familyOf(account, member, now, request),
    coverage: coverageRows(member, now, request),
    messages: messagesFor(request, { account: ['summary', 'coverage'] }),
  }
}

export default function AccountSummaryPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('summary.title')}</PageTitle>
      <AccountSummary data={data} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
