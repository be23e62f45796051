import { PlainLinkButton } from '~/ui/plain-button'
import { Anchor, Group, Stack, Text } from '~/ui/layout'
import { PageTitle } from '~/ui/page'
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { throwDownloadFailure } from '~/platform/gateway/pdf-download.server'
import { loadAccount } from '~/platform/session/account-state.server'
import { isMemberTermed } from '~/platform/plan/eligibility'
import { idCardRedirect } from '~/features/home/home'
import { idCardActions } from '~/features/home/home-tiles'
import { requireMember } from '~/platform/session/auth.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ID_CARD_DOWNLOAD_PATH } from '~/features/home/member-info-tile'
import { ID_CARD_ON_SCREEN_PATH, IdCardDetailsCard } from '~/features/home/id-card-details'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { messagesFor } from '~/platform/i18n/language.server'
import { cardForWallet, walletLinks, walletNeedsCard } from '~/features/home/wallet.server'
import { WalletButtons } from '~/features/home/wallet-buttons'

export const meta: MetaFunction = (args) => pageTitle(args, 'home', 'idCard.title')

/** /id-card: termed members go to /home; others see the card actions. ?error={status} shows a failed download's error page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireMember(request)
  throwDownloadFailure(request)
  const wantsCard = new URL(request.url).searchParams.get('view') === 'card'
  // The card (idCard/view) is asked for beside the rest when the page shows it or a Google save
  // link carries it; a member without a card (403) gets no card and no wallet buttons.
  const { account, member, family, eligible, details } = await loadAccount(ctx, request, ({ api }) => ({
    family: api.familyEligibility(),
    eligible: api.idCardEligible(),
    details: wantsCard || walletNeedsCard() ? cardForWallet(api) : Promise.resolve(null),
  }))
  const to = idCardRedirect(isMemberTermed(family, member.memberKey, new Date()))
  if (to) throw redirect(to)
  const actions = idCardActions(eligible)
  const card = actions !== null && wantsCard ? details : null
  if (actions !== null && wantsCard && !card) throw data(null, { status: 403 })
  const wallet = actions ? await walletLinks(request, { account, member, card: details }) : []
  return {
    actions,
    card,
    wallet,
    // The wallet texts only go with the wallet buttons.
    messages: messagesFor(request, {
      home: ['idCard', 'idCardActions', 'categories', ...(wallet.length ? ['wallet' as const] : [])],
    }),
  }
}

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
