import { redirect } from '@remix-run/node'
import { SNACKBAR_LONG_MS } from '~/platform/session/flash'
import { flashCookie } from './flash.server'
import type { NotificationStatus } from './flash'

/** Post/redirect/get with a notification the next page shows (also without JavaScript). */
export async function redirectWithNotice(
  request: Request,
  to: string,
  message: string,
  status: NotificationStatus = 'success',
  /** More Set-Cookie values (a rotated session after a password change). */
  setCookies: string[] = [],
) {
  const notification = { message, status, dismissAfter: SNACKBAR_LONG_MS }
  const headers = new Headers({ 'set-cookie': await flashCookie(request, { notification }) })
  for (const cookie of setCookies) headers.append('set-cookie', cookie)
  return redirect(to, { headers })
}
