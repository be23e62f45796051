import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { findCareResources } from '~/features/find-care/find-care.server'
import { CareResources } from '~/features/find-care/find-care-pages'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { translateForMeta, useTranslation } from '~/platform/i18n/use-translation'

/** The page's title; on its error page (no loader data, so none of its texts) the English title. */
export const meta: MetaFunction = ({ data, matches }) => [
  { title: data ? translateForMeta(matches, 'find-care', 'resources.title') : 'Care resources' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return findCareResources(request)
}

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
