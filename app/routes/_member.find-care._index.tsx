import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { findCareLanding } from '~/features/find-care/find-care.server'
import { FindCareLanding } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { menuTitleForMeta, translateForMeta, useTranslation } from '~/platform/i18n/use-translation'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = ({ data, matches }) => [
  {
    title: data
      ? translateForMeta(matches, 'find-care', 'landing.title')
      : menuTitleForMeta(matches, 'Find care'),
  },
]

/** Find care's landing page; on the partner brand find care is find-a-dentist only (redirect). */
export async function loader({ request }: LoaderFunctionArgs) {
  return findCareLanding(request)
}

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
