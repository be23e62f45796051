import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { findADentist } from '~/features/find-care/find-care.server'
import { FindADentist } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { menuTitleForMeta, translateForMeta, useTranslation } from '~/platform/i18n/use-translation'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = ({ data, matches }) => [
  {
    title: data
      ? translateForMeta(matches, 'find-care', 'dentist.title')
      : menuTitleForMeta(matches, 'Find a dentist'),
  },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return findADentist(request)
}

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
