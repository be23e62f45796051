import { Anchor } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageStack, PageTitle } from '~/ui/page'
import { PassportDental } from '~/features/public/passport-dental'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './passport-dental.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'public', 'passportDental.title')

export default function PassportDentalPage() {
  const { phone, findUrl, description } = useLoaderData<typeof loader>()
  const { t } = useTranslation('public')
  return (
    <PageStack>
      <Anchor to="/find-care/find-a-dentist">{t('passportDental.back')}</Anchor>
      <PageTitle>{t('passportDental.heading')}</PageTitle>
      <PassportDental phone={phone} findUrl={findUrl} description={description} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
