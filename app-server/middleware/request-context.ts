/**
 * First middleware: gives the request an id (a trusted proxy's x-request-id, else a new one) and
 * a CSP nonce, runs the rest of the request inside the request context (the gateway client reads
 * the id from there), answers the id in `x-request-id`, and writes one log line when it ends.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import { CLIENT_USER_AGENT_MAX } from '@member-dashboard/contract'
import {
  isSafeRequestId,
  requestContextStorage,
  type RequestContext,
} from '~/platform/security/request-context.server'
import { chooseLanguage } from '~/platform/i18n/languages'
import { loggablePath, type Logger } from '../logger'

declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string
    cspNonce: string
    requestContext: RequestContext
  }
}

export function requestContext(options: {
  logger: Logger
  logRequests: boolean
  trustProxy: boolean
}): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const incoming = req.headers['x-request-id']
    const requestId =
      options.trustProxy && isSafeRequestId(typeof incoming === 'string' ? incoming : null)
        ? (incoming as string)
        : randomUUID()
    const cspNonce = randomBytes(16).toString('base64')
    res.locals.requestId = requestId
    res.locals.cspNonce = cspNonce
    res.setHeader('x-request-id', requestId)
    if (options.logRequests) {
      res.once('close', () => {
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6
        options.logger.info(
          {
            requestId,
            method: req.method,
            path: loggablePath(req.originalUrl),
            status: res.statusCode,
            durationMs: Math.round(durationMs * 10) / 10,
            bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
            aborted: !res.writableFinished || undefined,
          },
          'request',
        )
      })
    }
    const userAgent = req.headers['user-agent']?.slice(0, CLIENT_USER_AGENT_MAX)
    const language = chooseLanguage({
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    })
    const context: RequestContext = { requestId, cspNonce, language, ...(userAgent ? { userAgent } : {}) }
    res.locals.requestContext = context
    requestContextStorage.run(context, () => next())
  }
}
