/**
 * Global request failure handling (spec section 8) for loaders and actions: a failed gateway
 * call renders the error page for its status at the same address. A 401 means the token is
 * expired or revoked: the session ends cleanly; on brands other than the main brand the member
 * goes to /login instead. Screens that handle their own failures catch GatewayError first.
 */
import { data, redirect } from '@remix-run/node'
import { brandForRequest } from '~/platform/config/brand.server'
import { memberCache } from '~/platform/gateway/client.server'
import { isGatewayError } from '~/platform/gateway/errors'
import { destroySession, getSession } from '~/platform/session/session.server'

export async function pageFailure(request: Request, error: unknown): Promise<never> {
  if (!isGatewayError(error)) throw error
  if (error.status === 401) {
    const session = await getSession(request)
    memberCache.clearToken(session.get('token') ?? null)
    const headers = { 'set-cookie': await destroySession(session) }
    if (brandForRequest(request).domainId !== 1) throw redirect('/login', { headers })
    throw data({ signedIn: false }, { status: 401, headers })
  }
  throw data(null, { status: error.status })
}

/** `promise.catch(failTo(request))`: shorthand for loaders. */
export function failTo(request: Request) {
  return (error: unknown) => pageFailure(request, error)
}
