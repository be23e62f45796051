import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ProgramsPage } from '~/features/benefits/programs/programs-page'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './programs.server'

export const meta: MetaFunction = (args) =>
  pageTitle(args, 'benefits', 'pages.programs', { menu: 'Programs' })

export default function ProgramsRoute() {
  const { featured, categories, nav } = useLoaderData<typeof loader>()
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('pages.programs')}</PageTitle>
      <BenefitsNav items={nav} />
      <ProgramsPage featured={featured} categories={categories} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
