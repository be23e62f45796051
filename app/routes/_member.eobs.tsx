import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Text } from '~/ui/layout'
import { useLoaderData } from '@remix-run/react'
import { loadEobs } from '~/features/claims/claims.server'
import { EobDelivery, EobList } from '~/features/claims/eob-list'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'eobs.title')

/** EOBs, subscribers only (dependents get the 403 page): the documents, newest first, as PDFs. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadEobs(request)
}

export default function Eobs() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('claims')
  return (
    <PageStack>
      <PageTitle>{t('eobs.title')}</PageTitle>
      <Text>{t('eobs.intro')}</Text>
      <EobDelivery electronicEob={data.electronicEob} />
      <EobList
        eobs={data.eobs}
        failure={data.failure}
        page={data.page}
        downloadFailed={data.downloadFailed}
      />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
