import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FamilyMemberCard, IdCardOptions } from '~/features/account/member-information'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import {
  MEMBER_INFORMATION_TEXTS,
  memberInformationLoader,
  memberInformationAction,
} from '~/features/account/member-information.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { WALLET_TEXTS, walletRowsFor } from '~/features/home/wallet.server'
import { WalletButtons } from '~/features/home/wallet-buttons'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'memberInformation.title')

/** The page, and beside it the ID card's wallet buttons (issue 44, decision 219; the home area's). */
export async function loader(args: LoaderFunctionArgs) {
  const [page, rows] = await Promise.all([memberInformationLoader(args), walletRowsFor(args)])
  const wallet = page.idCardEligible ? rows : []
  return {
    ...page,
    wallet,
    messages: wallet.length
      ? messagesFor(args, { ...MEMBER_INFORMATION_TEXTS, ...WALLET_TEXTS })
      : page.messages,
  }
}

export async function action(args: ActionFunctionArgs) {
  return memberInformationAction(args)
}

export default function MemberInformation() {
  const { family, idCardEligible, email, wallet } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('memberInformation.title')}</PageTitle>
      {family.map((person) => (
        <FamilyMemberCard key={person.key} person={person} />
      ))}
      {idCardEligible ? <IdCardOptions email={email} lastResult={actionData?.result} /> : null}
      <WalletButtons rows={wallet} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
