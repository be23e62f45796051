import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { MemberCareCard } from '~/features/find-care/member-care-card'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './primary-care.server'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = (args) =>
  pageTitle(args, 'find-care', 'primaryCare.title', { menu: 'Primary care' })

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
