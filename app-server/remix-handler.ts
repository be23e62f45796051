/**
 * The Remix request handler, in place of @remix-run/express's createRequestHandler (same headers,
 * abort and response streaming as that adapter, whose helpers are not exported): the Request a route sees is built from configuration, not from the client
 * (decision 090): its URL is the brand host's public origin (PUBLIC_ORIGINS, else the configured
 * brand host) plus the path, and its body is the one the body limit already read within
 * MAX_BODY_BYTES (decision 092), never the raw socket.
 */
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { publicOriginFor } from '~/platform/config/brands'
import { env } from '~/platform/config/env.server'
import { sendRefusal } from './forbidden-page'
import type { Logger } from './logger'

function remixHeaders(incoming: ExpressRequest['headers']) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one)
    else if (value) headers.set(name, value)
  }
  return headers
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

const isHtml = (response: Response) => /text\/html/i.test(response.headers.get('content-type') ?? '')

export function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const origin = publicOriginFor(req.headers.host ?? null, {
    hosts: env.brandHosts,
    publicOrigins: env.publicOrigins,
    protocol: req.protocol === 'https' ? 'https' : 'http',
  })
  let controller: AbortController | null = new AbortController()
  const init: RequestInit = {
    method: req.method,
    headers: remixHeaders(req.headers),
    signal: controller.signal,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') init.body = new Uint8Array(res.locals.body ?? [])
  // Abort loaders and actions when the response can no longer be written (close without finish).
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  return new Request(`${origin}${req.originalUrl}`, init)
}

export function remixHandler(options: {
  build: ServerBuild
  mode?: string
  /** The request's context (decision 255), built once from the Request the routes see. */
  getLoadContext: (request: Request, res: ExpressResponse) => AppLoadContext
  logger: Logger
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode)
  return async (req, res, next) => {
    try {
      const request = remixRequest(req, res)
      const response = await handle(request, options.getLoadContext(request, res))
      // A POST to a page without an action (decision 139): say which methods it has.
      if (response.status === 405 && !response.headers.has('allow'))
        response.headers.set('allow', 'GET, HEAD')
      // A page's 405 is its error page; a resource route's (POST /, or GET on a route that only
      // takes POST: `onlyPosted`, issue 51) is Remix's JSON: a browser gets the short refusal page
      // in words instead (issue 42), with the methods the route has.
      if (response.status === 405 && !req.path.endsWith('.data') && !isHtml(response)) {
        await response.body?.cancel()
        const allow = response.headers.get('allow') ?? 'GET, HEAD'
        return sendRefusal(req, res, 405, {
          logger: options.logger,
          reason: allow === 'POST' ? 'only POST' : 'no action',
          headers: { allow },
        })
      }
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
