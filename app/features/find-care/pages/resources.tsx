import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CareResources } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './resources.server'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = (args) =>
  pageTitle(args, 'find-care', 'resources.title', { menu: 'Care resources' })

export default function CareResourcesPage() {
  const { t } = useTranslation('find-care')
  const { resources } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>{t('resources.title')}</PageTitle>
      <CareResources resources={resources} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
