import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FindADentist } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './find-a-dentist.server'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = (args) =>
  pageTitle(args, 'find-care', 'dentist.title', { menu: 'Find a dentist' })

export default function FindADentistPage() {
  const { t } = useTranslation('find-care')
  const data = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>{t('dentist.title')}</PageTitle>
      <FindADentist data={data} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
