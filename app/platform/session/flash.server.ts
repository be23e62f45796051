/**
 * Flash messages (snackbar notifications, the logged-out banner) in their own short-lived
 * cookie, apart from the auth session so the two never overwrite each other. They show with
 * JavaScript off too, because the page that follows the redirect renders them.
 */
import { createCookieSessionStorage } from '@remix-run/node'
import { env } from '~/platform/config/env.server'
import type { FlashNotification } from './flash'
import type { SessionEnd } from './timeouts'

type FlashData = { notification: FlashNotification; loggedOut: boolean; signedOut: SessionEnd }

const flashStorage = createCookieSessionStorage<Record<string, never>, FlashData>({
  cookie: {
    name: '__flash',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.cookieSecure,
    path: '/',
    maxAge: 60,
    secrets: env.sessionSecrets,
  },
})

/** A Set-Cookie header value carrying one flash notification (and/or the logged-out flag). */
export async function flashCookie(request: Request, value: Partial<FlashData>) {
  const session = await flashStorage.getSession(request.headers.get('cookie'))
  if (value.notification) session.flash('notification', value.notification)
  if (value.loggedOut) session.flash('loggedOut', true)
  if (value.signedOut) session.flash('signedOut', value.signedOut)
  return flashStorage.commitSession(session)
}

/** A Set-Cookie value that removes the flash (logout on the main brand, which shows its own page). */
export async function clearFlashCookie(request: Request) {
  return flashStorage.destroySession(await flashStorage.getSession(request.headers.get('cookie')))
}

/** Reads (and so consumes) the flash; `setCookie` is null when there was nothing to consume. */
export async function readFlash(request: Request) {
  const session = await flashStorage.getSession(request.headers.get('cookie'))
  const notification = session.get('notification') ?? null
  const loggedOut = session.get('loggedOut') ?? false
  const signedOut = session.get('signedOut') ?? null
  const setCookie = notification || loggedOut || signedOut ? await flashStorage.commitSession(session) : null
  return { notification, loggedOut, signedOut, setCookie }
}
