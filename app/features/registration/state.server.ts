/**
 * The registration state between steps: its own signed, httpOnly cookie `__registration` (path /,
 * as single fetch reads data from /registration.data), so it survives a reload and never reaches browser JavaScript. It holds no
 * password: the password is asked on the final step and sent straight to account/registration.
 * Cleared on completion, on 'Start over', and by logout (`clearRegistrationCookie`).
 */
import { createCookieSessionStorage } from '@remix-run/node'
import { env } from '~/platform/config/env.server'
import type { RegistrationDraft } from './registration'

export const REGISTRATION_COOKIE = '__registration'
const MAX_AGE_SECONDS = 30 * 60

const storage = createCookieSessionStorage<{ draft: RegistrationDraft }>({
  cookie: {
    name: REGISTRATION_COOKIE,
    httpOnly: true,
    sameSite: 'lax',
    secure: env.cookieSecure,
    path: '/',
    maxAge: MAX_AGE_SECONDS,
    secrets: env.sessionSecrets,
  },
})

export async function readDraft(request: Request) {
  const session = await storage.getSession(request.headers.get('cookie'))
  const draft: RegistrationDraft = session.get('draft') ?? { activeStep: 'identify' }
  return { session, draft }
}

export async function saveDraft(request: Request, draft: RegistrationDraft) {
  const session = await storage.getSession(request.headers.get('cookie'))
  session.set('draft', draft)
  return storage.commitSession(session)
}

/** A Set-Cookie value that removes the registration state (for completion and for logout). */
export async function clearRegistrationCookie(request: Request) {
  return storage.destroySession(await storage.getSession(request.headers.get('cookie')))
}
