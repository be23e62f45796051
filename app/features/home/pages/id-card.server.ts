import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { throwDownloadFailure } from '~/platform/gateway/pdf-download.server'
import { loadAccount } from '~/platform/session/account-state.server'
import { isMemberTermed } from '~/platform/plan/eligibility'
import { idCardRedirect } from '~/features/home/home'
import { idCardActions } from '~/features/home/home-tiles'
import { requireMember } from '~/platform/session/auth.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import { cardForWallet, walletLinks, walletNeedsCard } from '~/features/home/wallet.server'

/** /id-card: termed members go to /home; others see the card actions. ?error={status} shows a failed download's error page. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const ctx = await requireMember(args)
  throwDownloadFailure(args)
  const wantsCard = new URL(request.url).searchParams.get('view') === 'card'
  // The card (idCard/view) is asked for beside the rest when the page shows it or a Google save
  // link carries it; a member without a card (403) gets no card and no wallet buttons.
  const { account, member, family, eligible, details } = await loadAccount(ctx, args, ({ api }) => ({
    family: api.familyEligibility(),
    eligible: api.idCardEligible(),
    details: wantsCard || walletNeedsCard() ? cardForWallet(api) : Promise.resolve(null),
  }))
  const to = idCardRedirect(isMemberTermed(family, member.memberKey, new Date()))
  if (to) throw redirect(to)
  const actions = idCardActions(eligible)
  const card = actions !== null && wantsCard ? details : null
  if (actions !== null && wantsCard && !card) throw data(null, { status: 403 })
  const wallet = actions ? await walletLinks(args, { account, member, card: details }) : []
  return {
    actions,
    card,
    wallet,
    // The wallet texts only go with the wallet buttons.
    messages: messagesFor(args, {
      home: ['idCard', 'idCardActions', 'categories', ...(wallet.length ? ['wallet' as const] : [])],
    }),
  }
}
