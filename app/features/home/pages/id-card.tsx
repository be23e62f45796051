import { PlainLinkButton } from '~/ui/plain-button'
import { Anchor, Group, Stack, Text } from '~/ui/layout'
import { PageTitle } from '~/ui/page'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ID_CARD_DOWNLOAD_PATH } from '~/features/home/member-info-tile'
import { ID_CARD_ON_SCREEN_PATH, IdCardDetailsCard } from '~/features/home/id-card-details'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { WalletButtons } from '~/features/home/wallet-buttons'
import type { loader } from './id-card.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'home', 'idCard.title')

export default function IdCard() {
  const { actions, card, wallet } = useLoaderData<typeof loader>()
  const { t } = useTranslation('home')
  return (
    <Stack gap="md">
      <PageTitle>{t('idCard.heading')}</PageTitle>
      {actions ? (
        <>
          <Text>{t('idCard.intro')}</Text>
          {/* The rule's labels ('Download ID card', 'More ID card options') in the member's language. */}
          <Group gap="md">
            <PlainLinkButton href={ID_CARD_DOWNLOAD_PATH}>{t('idCardActions.download')}</PlainLinkButton>
            <Anchor to={actions.moreOptions.target} underline="always" fw={600}>
              {t('idCardActions.moreOptions')}
            </Anchor>
            {card ? null : (
              <Anchor to={ID_CARD_ON_SCREEN_PATH} underline="always" fw={600}>
                {t('idCard.viewOnScreen')}
              </Anchor>
            )}
          </Group>
          {card ? <IdCardDetailsCard card={card} /> : null}
          <WalletButtons rows={wallet} />
        </>
      ) : (
        <Text>{t('idCard.notAvailable')}</Text>
      )}
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
