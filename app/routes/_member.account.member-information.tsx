import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FamilyMemberCard, IdCardOptions } from '~/features/account/member-information'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import {
  memberInformationLoader,
  memberInformationAction,
} from '~/features/account/member-information.server'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'memberInformation.title')

export async function loader({ request }: LoaderFunctionArgs) {
  return memberInformationLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return memberInformationAction(request)
}

export default function MemberInformation() {
  const { family, idCardEligible, email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('memberInformation.title')}</PageTitle>
      {family.map((person) => (
        <FamilyMemberCard key={person.key} person={person} />
      ))}
      {idCardEligible ? <IdCardOptions email={email} lastResult={actionData?.result} /> : null}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
