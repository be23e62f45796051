import { type MetaFunction } from '@remix-run/node'
import { Text } from '~/ui/layout'
import { useLoaderData } from '@remix-run/react'
import { EobDelivery, EobList } from '~/features/claims/eob-list'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './eobs.server'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'eobs.title')

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
