/**
 * Bodies the dashboard reads (decision 073): its forms post `application/x-www-form-urlencoded`
 * or `multipart/form-data`; a POST of anything else (JSON, text, XML, no content type at all) is
 * answered 415 with the catalogue's page before a route tries to read it as a form (which would
 * be a 500). Even the idle warning's 'Stay signed in' posts an (empty) form.
 */
import type { RequestHandler } from 'express'
import type { Logger } from '../logger'
import { sendRefusal } from '../forbidden-page'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export function formBodiesOnly(options: { logger: Logger }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
    if (FORM_TYPES.includes(type)) return next()
    sendRefusal(req, res, 415, { logger: options.logger, reason: 'body type' })
  }
}
