import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requirePharmacy } from '~/features/claims/claims.server'
import { env } from '~/platform/config/env.server'
import { escapeHtml, htmlPage } from '~/platform/html-page.server'

/**
 * The pharmacy hand-off (same mechanism as the CRM and eBill hand-offs, decision 031): /navitus
 * posts here (same origin, no token); this answers a stand-alone `no-store` page whose hidden form
 * POSTs the token to the pharmacy site (PHARMACY_URL). It submits itself (/hand-off.js) or with
 * 'Continue' without JavaScript. The token never reaches a URL or page data.
 */
export async function loader() {
  throw redirect('/navitus')
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePharmacy(request)
  return htmlPage({
    brand: ctx.brand,
    title: 'Continuing to pharmacy benefits',
    body: `<h1>Continuing to pharmacy benefits</h1>
<p>We are taking you to our pharmacy benefit manager's site.</p>
<form method="post" action="${escapeHtml(env.pharmacyUrl)}" data-hand-off>
<input type="hidden" name="token" value="${escapeHtml(ctx.token)}">
<button type="submit" class="button">Continue</button>
</form>
<script src="/hand-off.js" defer></script>`,
  })
}
