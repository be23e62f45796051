import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { primaryCareList } from '~/features/find-care/primary-care.server'
import { MemberCareCard } from '~/features/find-care/member-care-card'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { menuTitleForMeta, translateForMeta, useTranslation } from '~/platform/i18n/use-translation'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = ({ data, matches }) => [
  {
    title: data
      ? translateForMeta(matches, 'find-care', 'primaryCare.title')
      : menuTitleForMeta(matches, 'Primary care'),
  },
]

/** Every family member the signed-in member may act for, with their primary care. */
export async function loader({ request }: LoaderFunctionArgs) {
  return primaryCareList(request)
}

export default function PrimaryCarePage() {
  const { members } = useLoaderData<typeof loader>()
  const { t } = useTranslation('find-care')
  return (
    <PageStack>
      <PageTitle>{t('primaryCare.title')}</PageTitle>
      {members.map((member) => (
        <MemberCareCard key={member.suffix} member={member} detailsLink />
      ))}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
