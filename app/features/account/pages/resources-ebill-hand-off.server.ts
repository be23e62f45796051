import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requireEbill } from '~/features/account/ebill.server'
import { publicOrigin } from '~/platform/config/brand.server'
import { env } from '~/platform/config/env.server'
import { failTo } from '~/platform/failures/failures.server'
import { ebillHandoffUrl } from '~/features/account/account'
import { handOffPage } from '~/platform/html-page.server'
import { htmlTextsFor } from '~/platform/i18n/html-texts.server'

/**
 * The eBill hand-off (spec section 7): the eBill site opens with query firsttime=Y (when not
 * registered), theme and dashboardlink, plus the idptoken. The token must not reach a URL or the
 * browser's JavaScript, so /account/ebill posts here (same origin, no token) and this answers a
 * stand-alone `no-store` page whose hidden form POSTs the token to the eBill site; it submits
 * itself (/hand-off.js) or with 'Continue' without JavaScript. Its texts are in the member's
 * language (`account` catalogue, `ebillHandOff`).
 */
export async function loader() {
  throw redirect('/account/ebill')
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const ctx = await requireEbill(args)
  const registered = await ctx.api.ebillRegistered().catch(failTo(args))
  const target = ebillHandoffUrl(env.ebillUrl, {
    registered,
    dashboardLink: `${publicOrigin(request)}/home`,
    theme: ctx.brand.theme,
  })
  const { language, t } = htmlTextsFor(args, 'account')
  return handOffPage({
    brand: ctx.brand,
    language,
    title: t('ebillHandOff.heading'),
    before: `<p>${t('ebillHandOff.text')}</p>`,
    action: target,
    fields: { idptoken: ctx.token },
    continueLabel: t('ebillHandOff.continue'),
  })
}
