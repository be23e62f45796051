import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requirePharmacy } from '~/features/claims/claims.server'
import { env } from '~/platform/config/env.server'
import { handOffPage } from '~/platform/html-page.server'
import { htmlTextsFor } from '~/platform/i18n/html-texts.server'

/**
 * The pharmacy hand-off (same mechanism as the CRM and eBill hand-offs, decision 031): /navitus
 * posts here (same origin, no token); this answers a stand-alone `no-store` page whose hidden form
 * POSTs the token to the pharmacy site (PHARMACY_URL). It submits itself (/hand-off.js) or with
 * 'Continue' without JavaScript. The token never reaches a URL or page data.
 */
export async function loader() {
  throw redirect('/navitus')
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await requirePharmacy(args)
  // The texts in the member's language (decision 189).
  const { language, t } = htmlTextsFor(args, 'claims')
  return handOffPage({
    brand: ctx.brand,
    language,
    title: t('pharmacyHandOff.title'),
    before: `<p>${t('pharmacyHandOff.taking')}</p>`,
    action: env.pharmacyUrl,
    fields: { token: ctx.token },
    continueLabel: t('pharmacyHandOff.continue'),
  })
}
