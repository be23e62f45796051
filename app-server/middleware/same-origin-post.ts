/**
 * The Origin rule (decision 073): a POST (or any unsafe method) whose Origin is not this app's
 * host, or whose Sec-Fetch-Site says another site sent it, is refused with the catalogue's 403
 * page before any route runs, so nothing is changed. SameSite=Strict already keeps the session
 * cookie off such requests; this also covers the doors that need no session (login,
 * registration, recovery). /sso-landing takes a cross-site POST by design (another application
 * hands a token over), but only from SSO_ALLOWED_ORIGINS; unset, from no other site (decision 095:
 * a genuine token posted from anywhere would still sign the visitor in as someone else).
 */
import type { RequestHandler } from 'express'
import { postOriginAllowed } from '~/platform/security/headers'
import { sendRefusal } from '../forbidden-page'
import type { Logger } from '../logger'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const CROSS_SITE_DOORS = new Set(['/sso-landing', '/sso-landing/'])

/** The origin's host, or a value that matches no host. */
function hostOf(origin: string) {
  try {
    return new URL(origin).host
  } catch {
    return '\u0000'
  }
}

export function sameOriginPosts(options: { ssoAllowedOrigins: string[]; logger: Logger }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const host = req.headers.host ?? ''
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null
    const secFetchSite =
      typeof req.headers['sec-fetch-site'] === 'string' ? req.headers['sec-fetch-site'] : null
    const crossSiteDoor = CROSS_SITE_DOORS.has(req.path)
    const allowed = postOriginAllowed({
      // Compared by host: behind a TLS proxy the app itself may see http.
      origin: origin === null ? null : hostOf(origin),
      secFetchSite,
      expectedOrigin: host,
      crossOrigins: crossSiteDoor ? options.ssoAllowedOrigins.map(hostOf) : [],
    })
    if (allowed) return next()
    sendRefusal(req, res, 403, { logger: options.logger, reason: 'cross-site' })
  }
}
