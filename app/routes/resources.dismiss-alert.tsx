import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { dismissAlertCookie } from '~/features/shell/alerts.server'
import { safeRelativePath } from '~/features/sign-in/redirects'
import { requireMember } from '~/platform/session/auth.server'

/**
 * Records a dismissed global alert in a cookie. Without JavaScript the form posts here and the
 * member goes back to the page they were on; with JavaScript (a fetcher sends js=1) the answer is
 * data and the layout revalidates without the alert.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireMember(request)
  const form = await request.formData()
  const alertId = String(form.get('alertId') ?? '').trim()
  const returnTo = safeRelativePath(String(form.get('returnTo') ?? ''), '/home')
  if (!alertId || alertId.length > 100) throw data({ message: 'Unknown alert' }, { status: 400 })
  const headers = { 'set-cookie': await dismissAlertCookie(request, alertId) }
  if (form.get('js') === '1') return data({ ok: true }, { headers })
  throw redirect(returnTo, { headers })
}

export async function loader() {
  throw data(null, { status: 404 })
}
