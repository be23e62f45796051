import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ReferralsPage } from '~/features/benefits/referrals/referrals-page'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './referrals.server'

export const meta: MetaFunction = (args) =>
  pageTitle(args, 'benefits', 'pages.referrals', { menu: 'Referrals' })

export default function ReferralsRoute() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('pages.referrals')}</PageTitle>
      <BenefitsNav items={data.nav} />
      <ReferralsPage data={data} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
