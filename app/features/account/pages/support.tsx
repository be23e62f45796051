import { Anchor, Text } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageStack, PageTitle } from '~/ui/page'
import { ContactBlocks } from '~/ui/contact-blocks'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './support.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'support.title')

export default function Support() {
  const { lines } = useLoaderData<typeof loader>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('support.title')}</PageTitle>
      <Text>{t('support.intro')}</Text>
      <ContactBlocks lines={lines} />
      <Anchor to="/contact-us">{t('support.allContactInformation')}</Anchor>
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
