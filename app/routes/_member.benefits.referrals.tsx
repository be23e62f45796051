import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadReferrals } from '~/features/benefits/referrals/referrals.server'
import { ReferralsPage } from '~/features/benefits/referrals/referrals-page'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { useTranslation } from '~/platform/i18n/use-translation'
import { benefitsTitle } from '~/features/benefits/page-title'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = ({ matches }) => [
  { title: benefitsTitle(matches, { key: 'pages.referrals' }, 'Referrals') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadReferrals(request)
}

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
