/**
 * Dismissed global alerts live in a cookie (a list of alert ids), so "dismissable ones stay
 * dismissed" with or without JavaScript, across pages and sign-ins on this browser.
 */
import { createCookie } from '@remix-run/node'
import { env } from '~/platform/config/env.server'
import { parseDismissedAlertIds, withDismissedAlert } from './shell'

export const dismissedAlertsCookie = createCookie('__dismissed_alerts', {
  httpOnly: true,
  sameSite: 'lax',
  secure: env.cookieSecure,
  path: '/',
  maxAge: 60 * 60 * 24 * 365,
  secrets: env.sessionSecrets,
})

export async function readDismissedAlerts(request: Request): Promise<string[]> {
  return parseDismissedAlertIds(await dismissedAlertsCookie.parse(request.headers.get('cookie')))
}

/** The Set-Cookie value recording one more dismissed alert. */
export async function dismissAlertCookie(request: Request, alertId: string): Promise<string> {
  return dismissedAlertsCookie.serialize(withDismissedAlert(await readDismissedAlerts(request), alertId))
}
