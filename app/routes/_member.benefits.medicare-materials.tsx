import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMedicareMaterials } from '~/features/benefits/documents/documents.server'
import { MedicareMaterials } from '~/features/benefits/documents/document-pages'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { useTranslation } from '~/platform/i18n/use-translation'
import { benefitsTitle } from '~/features/benefits/page-title'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = ({ matches }) => [
  { title: benefitsTitle(matches, { key: 'pages.medicareMaterials' }, 'Medicare Materials') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMedicareMaterials(request)
}

export default function Page() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('pages.medicareMaterials')}</PageTitle>
      <BenefitsNav items={data.nav} />
      <MedicareMaterials materials={data.materials} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
