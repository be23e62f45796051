/**
 * Security headers on every response (decision 072): the enforced CSP with this request's nonce,
 * nosniff, frame and referrer rules, HSTS when cookies are Secure, and `Cache-Control: no-store`
 * on every dynamic response whose route did not choose its own (static files are served before
 * `dynamicResponses` and keep their long caching). Added just before the head is written, so a
 * route's own value wins (the CSP is always this one) and nothing is sent twice.
 */
import type { RequestHandler, Response } from 'express'
import { cookiesSecureFor, withoutSecure, type CookieSecureMode } from '~/platform/security/cookie-secure'
import { securityHeaders } from '~/platform/security/headers'

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set once static files were ruled out: a page, data or a download. */
    dynamic?: boolean
  }
}

function beforeHead(res: Response, add: () => void) {
  const writeHead = res.writeHead
  res.writeHead = function patched(this: Response, ...args: Parameters<typeof writeHead>) {
    add()
    return writeHead.apply(this, args)
  } as typeof writeHead
}

/**
 * The cookies are made Secure unless COOKIE_SECURE=false; with `auto` (npm start's sandbox,
 * decision 240) a plain-HTTP request to a loopback host gets them without `Secure` (WebKit drops
 * Secure cookies there), and HSTS only comes over HTTPS.
 */
export function securityHeadersMiddleware(options: {
  formActionOrigins: string[]
  cookieSecureMode: CookieSecureMode
}): RequestHandler {
  const mode = options.cookieSecureMode
  return (req, res, next) => {
    beforeHead(res, () => {
      const secure = cookiesSecureFor(mode, { https: req.secure, hostname: req.hostname })
      const headers = securityHeaders({
        nonce: res.locals.cspNonce,
        formActionOrigins: options.formActionOrigins,
        secure,
        hsts: mode === 'true' || (mode === 'auto' && req.secure),
      })
      const cookies = res.getHeader('set-cookie')
      if (mode === 'auto' && !secure && cookies !== undefined)
        res.setHeader(
          'set-cookie',
          [cookies].flat().map((cookie) => withoutSecure(String(cookie))),
        )
      for (const [name, value] of Object.entries(headers)) {
        if (name === 'content-security-policy' || !res.hasHeader(name)) res.setHeader(name, value)
      }
      if (res.locals.dynamic && !res.hasHeader('cache-control')) res.setHeader('cache-control', 'no-store')
      const retryAfter = res.locals.requestContext?.retryAfterSeconds
      if (res.statusCode === 429 && retryAfter && !res.hasHeader('retry-after'))
        res.setHeader('retry-after', String(retryAfter))
    })
    next()
  }
}

/** Marks what follows (past the static files) as dynamic: `no-store` unless the route says otherwise. */
export const dynamicResponses: RequestHandler = (_req, res, next) => {
  res.locals.dynamic = true
  next()
}
