/**
 * What happens after the gateway hands out a token: a new session replaces any old one, and
 * the post-login routing of spec section 4 decides the member's first page.
 * (Foundation version: the token becomes full and the member goes to /home. The complete
 * routing lands with the sign-in journey issue.)
 */
import { redirect } from '@remix-run/node'
import type { TokenResponse } from '~/gateway/contract'
import { memberCache } from '~/gateway/client.server'
import { readClaims } from '~/session/auth.server'
import { commitSession, destroySession, getSession, sessionStorage } from '~/session/session.server'

export async function beginSession(request: Request, tokenResponse: TokenResponse) {
  const previous = await getSession(request)
  memberCache.clearToken(previous.get('token') ?? null)
  const claims = readClaims(tokenResponse.token)
  if (!claims) throw redirect('/login', { headers: { 'set-cookie': await destroySession(previous) } })
  const session = await sessionStorage.getSession()
  session.set('token', tokenResponse.token)
  session.set('stage', 'full')
  session.set('groupSelected', false)
  session.set('crmPrevented', claims.role !== 'member')
  throw redirect('/home', { headers: { 'set-cookie': await commitSession(session) } })
}
