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
import { errorPageEntry, failureHandling } from './error-catalogue'
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

/** What a screen shows for a failure it handles itself (spec section 8 exceptions). */
export type ScreenFailure = { status: number; message: string }

/**
 * For the screen-handled requests of section 8 (claims, eobs, medicare-materials, pcp/provider,
 * registration, recovery, token, login-as 400/404…): the failure for the screen to show. Any other
 * failure goes the global way (`pageFailure`). The one rule is `failureHandling`.
 */
export async function screenFailure(request: Request, error: unknown): Promise<ScreenFailure> {
  if (!isGatewayError(error)) throw error
  const handling = failureHandling({
    path: error.path,
    method: error.method,
    status: error.status,
    domainId: brandForRequest(request).domainId,
  })
  if (handling !== 'screen') return pageFailure(request, error)
  return {
    status: error.status,
    message:
      error.body?.message ??
      errorPageEntry(error.status, { signedIn: true, domainId: brandForRequest(request).domainId }).title,
  }
}

/**
 * For a form's action: a screen-handled refusal becomes a form-level message on the same form
 * (`submission.reply({ formErrors })`, with the status), everything else the error page.
 */
export async function formFailure(
  request: Request,
  error: unknown,
  submission: {
    reply: (options?: { formErrors?: string[]; resetForm?: boolean; hideFields?: string[] }) => unknown
  },
  options: { resetForm?: boolean; hideFields?: string[] } = {},
) {
  const failure = await screenFailure(request, error)
  return data(
    { result: submission.reply({ formErrors: [failure.message], ...options }) },
    { status: failure.status },
  )
}
