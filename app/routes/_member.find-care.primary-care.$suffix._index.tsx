import { Anchor } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { memberPrimaryCarePage } from '~/features/find-care/primary-care.server'
import { MemberCareCard } from '~/features/find-care/member-care-card'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { menuTitleForMeta, translateForMeta, useTranslation } from '~/platform/i18n/use-translation'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: data
      ? translateForMeta(matches, 'find-care', 'primaryCare.memberTitle', { name: data.member.name })
      : menuTitleForMeta(matches, 'Primary care'),
  },
]

/** One member's primary care; a suffix the member may not act for is refused (403). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return memberPrimaryCarePage(request, params.suffix)
}

export default function MemberPrimaryCarePage() {
  const { member } = useLoaderData<typeof loader>()
  const { t } = useTranslation('find-care')
  return (
    <PageStack>
      <Anchor to="/find-care/primary-care">{t('primaryCare.back')}</Anchor>
      <PageTitle>{t('primaryCare.memberTitle', { name: member.name })}</PageTitle>
      <MemberCareCard member={member} detailsLink={false} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
