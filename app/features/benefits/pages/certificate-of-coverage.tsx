import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CertificateOfCoverage } from '~/features/benefits/documents/document-pages'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './certificate-of-coverage.server'

export const meta: MetaFunction = (args) =>
  pageTitle(args, 'benefits', 'pages.certificate', { menu: 'Certificate of coverage' })

export default function Page() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('pages.certificate')}</PageTitle>
      <BenefitsNav items={data.nav} />
      <CertificateOfCoverage certificate={data.certificate} downloadHref={data.downloadHref} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
