import { Anchor } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { MemberCareCard } from '~/features/find-care/member-care-card'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './primary-care-suffix.server'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'find-care', 'primaryCare.memberTitle', {
    values: args.data && { name: args.data.member.name },
    menu: 'Primary care',
  })

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
