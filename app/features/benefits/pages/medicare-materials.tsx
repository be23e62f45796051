import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { MedicareMaterials } from '~/features/benefits/documents/document-pages'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './medicare-materials.server'

export const meta: MetaFunction = (args) =>
  pageTitle(args, 'benefits', 'pages.medicareMaterials', { menu: 'Medicare Materials' })

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
