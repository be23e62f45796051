import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PharmacyPage } from '~/features/claims/pharmacy'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './navitus.server'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'pharmacy.title')

export default function Pharmacy() {
  const { name, description, phone } = useLoaderData<typeof loader>()
  const { t } = useTranslation('claims')
  return (
    <PageStack>
      <PageTitle>{t('pharmacy.title')}</PageTitle>
      <PharmacyPage name={name} description={description} phone={phone} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
