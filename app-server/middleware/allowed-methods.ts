/**
 * Only GET, HEAD and POST reach the app (decision 092): every other method (PUT, DELETE, PATCH,
 * TRACE, OPTIONS, CONNECT, WebDAV's...) is answered 405 with `Allow` and the short page before
 * static files or routes, so it runs nothing (a PUT with a form body was an action call: `PUT
 * /login` signed in). Methods Node's parser does not know never get here: Node answers 400.
 */
import type { RequestHandler } from 'express'
import { sendRefusal } from '../forbidden-page'
import type { Logger } from '../logger'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const
const ALLOWED = new Set<string>(ALLOWED_METHODS)

export function allowedMethodsOnly(options: { logger: Logger }): RequestHandler {
  return (req, res, next) => {
    if (ALLOWED.has(req.method)) return next()
    sendRefusal(req, res, 405, {
      logger: options.logger,
      reason: 'method',
      headers: { allow: ALLOWED_METHODS.join(', ') },
    })
  }
}
