import { noneOnFailure, onlyPosted } from '~/platform/failures/failures.server'
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { dismissAlertCookie } from '~/features/shell/alerts.server'
import { dismissableAlertId } from '~/features/shell/shell'
import { safeRelativePath } from '~/platform/security/redirects'
import { requireMember } from '~/platform/session/auth.server'

/**
 * Records a dismissed global alert in a cookie. Without JavaScript the form posts here and the
 * member goes back to the page they were on; with JavaScript (a fetcher sends js=1) the answer is
 * data and the layout revalidates without the alert.
 * Only the id of a dismissable alert the member is shown is recorded; anything else (garbage, an
 * unknown id, an unreadable body) changes nothing and goes back to the page, so no raw error is
 * ever shown (decision 103).
 */
export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const { api } = await requireMember(args)
  const form = await request.formData().catch(() => null)
  const returnTo = safeRelativePath(String(form?.get('returnTo') ?? ''), '/home')
  const js = form?.get('js') === '1'
  const alerts = await api.alerts().catch(noneOnFailure([]))
  const alertId = dismissableAlertId(form?.get('alertId'), alerts)
  if (!alertId) {
    if (js) return data({ ok: false }, { status: 400 })
    throw redirect(returnTo)
  }
  const headers = { 'set-cookie': await dismissAlertCookie(request, alertId) }
  if (js) return data({ ok: true }, { headers })
  throw redirect(returnTo, { headers })
}

/** GET or HEAD: the 405 page (this route only takes POST). */
export function loader() {
  return onlyPosted()
}
