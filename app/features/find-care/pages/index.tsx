import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FindCareLanding } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './index.server'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = (args) =>
  pageTitle(args, 'find-care', 'landing.title', { menu: 'Find care' })

export default function FindCarePage() {
  const { t } = useTranslation('find-care')
  const { entries } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>{t('landing.title')}</PageTitle>
      <FindCareLanding entries={entries} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
