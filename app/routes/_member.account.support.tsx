import { Anchor, Text } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAccount } from '~/platform/session/account-state.server'
import { PageStack, PageTitle } from '~/ui/page'
import { ContactBlocks } from '~/ui/contact-blocks'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { messagesFor } from '~/platform/i18n/language.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'support.title')

/** The help center: the contact lines of the member's brand. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { brand } = await requireAccount(request)
  return { lines: brand.contactLines, messages: messagesFor(request, { account: ['support'] }) }
}

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
