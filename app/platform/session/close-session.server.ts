/**
 * The one way a session ends (issue 53, decision 247): logout, a time-out its browser comes back
 * to, a gateway 401 (the failure path), a session replaced by a new sign-in (a staff switch to a
 * member, a login over an old session, a token handed over to /sso-landing). Its token ends
 * (`endToken`: the cached calls, the dashboard's list of revoked tokens, the gateway told with
 * `POST auth/revoke`), then its stored record; the answer's headers drop the cookie.
 * Sessions that end without a request of theirs (a time-out the store or the sweep sees, the
 * sessions a password change or the account activity page signs out) end their tokens through
 * the same `endToken`.
 */
import type { Session } from '@remix-run/node'
import { memberCache } from '~/platform/gateway/transport.server'
import { endToken } from './revocation.server'
import { destroySession, type SessionData } from './session.server'

/**
 * Ends `session` and answers the headers whose `Set-Cookie` drops its cookie. `keepToken`: the
 * token the next session holds (a sign-in handed the same token again) is not revoked; its cached
 * calls still go.
 */
export async function closeSession(
  session: Session<SessionData>,
  options: { keepToken?: string | null } = {},
): Promise<Headers> {
  const token = session.get('token') ?? null
  if (token && token === options.keepToken) await memberCache.clearToken(token)
  else await endToken(token)
  return new Headers({ 'set-cookie': await destroySession(session) })
}
