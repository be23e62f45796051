/**
 * Security headers on every response (decision 072): the enforced CSP with this request's nonce,
 * nosniff, frame and referrer rules, HSTS when cookies are Secure, and `Cache-Control: no-store`
 * on every dynamic response whose route did not choose its own (static files are served before
 * `dynamicResponses` and keep their long caching). Added just before the head is written, so a
 * route's own value wins (the CSP is always this one) and nothing is sent twice.
 */
import type { RequestHandler, Response } from 'express'
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

export function securityHeadersMiddleware(options: {
  formActionOrigins: string[]
  secure: boolean
}): RequestHandler {
  return (_req, res, next) => {
    beforeHead(res, () => {
      const headers = securityHeaders({
        nonce: res.locals.cspNonce,
        formActionOrigins: options.formActionOrigins,
        secure: options.secure,
        hsts: options.secure,
      })
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
