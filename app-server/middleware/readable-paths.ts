/**
 * An address that is not valid percent-encoded UTF-8 (`GET /%ff`) gets the catalogue's 400 page
 * before static files or routes (decision 139): decoding it later threw, and the error's stack
 * reached the log. Logged as a refusal (warn), like the other refusals of the app server.
 */
import type { RequestHandler } from 'express'
import { sendRefusal } from '../forbidden-page'
import type { Logger } from '../logger'

export function readablePathsOnly(options: { logger: Logger }): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path)
    } catch {
      return sendRefusal(req, res, 400, { logger: options.logger, reason: 'malformed url' })
    }
    next()
  }
}
