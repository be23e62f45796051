/**
 * Device trust (decision 135; OWASP's device cookie against online guessing): a successful sign-in
 * gives the browser a signed, HttpOnly cookie naming (by a hash) the usernames signed in on it.
 * It is not a session cookie: logout clears the session's cookies and keeps it.
 */
import { createHash } from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { env } from '~/platform/config/env.server'

export const DEVICE_COOKIE = '__device'
/** Usernames remembered per browser (newest first), and for how long. */
const MAX_USERNAMES = 10
const DEVICE_TRUST_SECONDS = 180 * 24 * 3600

const deviceCookie = createCookie(DEVICE_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  secure: env.cookieSecure,
  path: '/',
  maxAge: DEVICE_TRUST_SECONDS,
  secrets: env.sessionSecrets,
})

/** The hash naming a username (`loginSubject`) in the cookie and in the attempt store. */
export const usernameKey = (subject: string) =>
  createHash('sha256').update(`login:${subject}`).digest('base64url').slice(0, 32)

async function trustedKeys(request: Request): Promise<string[]> {
  const value: unknown = await deviceCookie.parse(request.headers.get('cookie')).catch(() => null)
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []
}

/** Whether this browser signed in as the username (`usernameKey`) before. */
export async function isTrustedDevice(request: Request, key: string) {
  return (await trustedKeys(request)).includes(key)
}

/** The cookie after a successful sign-in: this username first, the oldest dropped past the limit. */
export async function trustDevice(request: Request, key: string) {
  const keys = [key, ...(await trustedKeys(request)).filter((known) => known !== key)]
  return deviceCookie.serialize(keys.slice(0, MAX_USERNAMES))
}
