import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import '~/platform/config/env.server'
import { isGatewayError } from '~/platform/gateway/errors'
import { NonceProvider } from '~/platform/security/nonce'
import { noStoreUnlessSet } from '~/platform/security/headers'
import { recordRender } from '~/platform/server-timing.server'
import { rootErrorWithTexts } from '~/platform/i18n/error-texts.server'

const ABORT_DELAY = 5_000

/**
 * What a request knows (decision 255), for the app server's `getLoadContext`: built by the Remix
 * build's own modules (the app server's bundle has copies of them; a context built there would
 * hold another session store, call cache and error classes than the routes').
 */
export { createLoadContext } from '~/platform/context/load-context.server'

/**
 * Unexpected errors only: never the request's data, headers or tokens. A route's own refusal
 * (a thrown `data(..., { status })`: a GET on a resource route that only takes POST, a hand-off the
 * member may not have, Remix's 405 for a POST to a route without an action) is a client's mistake
 * or a refusal the page answers, not ours: logged at info (4xx) or warn (5xx), never 'unhandled'
 * (issue 51). Production builds hide such an error's message, so it is told by its status.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isGatewayError(error)) return
  const path = new URL(request.url).pathname
  if (isRouteErrorResponse(error)) {
    const level = error.status >= 500 ? 'warn' : 'info'
    const msg = error.status === 405 ? 'no action' : 'refused'
    console[level](JSON.stringify({ level, msg, status: error.status, method: request.method, path }))
    return
  }
  const e = error as Error
  console.error(
    JSON.stringify({ level: 'error', msg: 'unhandled', path, error: e?.name, message: e?.message }),
  )
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const ready = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  // Server-Timing's `render` (decision 112): until the headers go, i.e. the shell (all, for a bot).
  const renderStarted = performance.now()
  // The app server's per-request nonce (decision 072); the security headers are its job too.
  const nonce = loadContext?.cspNonce ?? ''
  // An error page without the root's data still speaks words (issue 42).
  rootErrorWithTexts(remixContext.staticHandlerContext, request)
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const respond = () => {
      shellRendered = true
      recordRender(performance.now() - renderStarted)
      const body = new PassThrough()
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      // Pages may hold a member's data: never stored by a browser or a shared cache.
      noStoreUnlessSet(responseHeaders)
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      )
      stream.pipe(body)
    }
    const stream = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onShellReady() {
          if (ready === 'onShellReady') respond()
        },
        // Everything rendered: the abort timer has nothing left to stop (issue 25: it fired 5 s
        // after every page and aborted a finished render).
        onAllReady() {
          clearTimeout(abortTimer)
          if (ready === 'onAllReady') respond()
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered)
            console.error(JSON.stringify({ level: 'error', msg: 'render', error: (error as Error)?.message }))
        },
      },
    )
    const abortTimer = setTimeout(stream.abort, ABORT_DELAY)
  })
}

/** Data requests (single fetch) are member data too: `no-store` unless the route said otherwise. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  noStoreUnlessSet(response.headers)
  return response
}
