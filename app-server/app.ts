/**
 * The dashboard's HTTP server (decision 070): express with remix-serve's own pieces (compression,
 * static files, @remix-run/express), plus the middleware that is the app server's job, in order:
 * request context and log line, client address, security headers, brand hosts only (421), GET,
 * HEAD and POST only (405), static files, the Origin rule (403), form bodies only (415), the body
 * size limit (413), then Remix with the request's context (session, claims, brand, language,
 * gateway client, request id, CSP nonce: decision 255) as its load context (decisions 073, 090-092). Each middleware is a small module in ./middleware.
 */
import { join } from 'node:path'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { env } from '~/platform/config/env.server'
import { originOf } from '~/platform/security/headers'
import type { createLoadContext } from '~/platform/context/load-context.server'
import { trustProxySetting } from './config'
import type { Logger } from './logger'
import { allowedMethodsOnly } from './middleware/allowed-methods'
import { readablePathsOnly } from './middleware/readable-paths'
import { bodyLimit } from './middleware/body-limit'
import { brandHostsOnly } from './middleware/brand-hosts'
import { clientAddress } from './middleware/client-address'
import { formBodiesOnly } from './middleware/form-bodies'
import { requestContext } from './middleware/request-context'
import { sameOriginPosts } from './middleware/same-origin-post'
import { serverTiming } from './middleware/server-timing'
import { coalescedWrites } from './middleware/coalesced-writes'
import { precompressedAssets } from './middleware/precompressed-assets'
import { publicFiles } from './middleware/public-files'
import { dynamicResponses, securityHeadersMiddleware } from './middleware/security-headers'
import { remixHandler } from './remix-handler'

export type AppOptions = {
  build: ServerBuild
  clientDir: string
  logger: Logger
  /** Prometheus request metrics (app-server/metrics.ts), when METRICS_PORT is set. */
  metrics?: RequestHandler
}

/** Where forms may post besides this app: the hand-offs and the token responses' redirect origins. */
export function formActionOrigins() {
  return [env.crmSsoUrl, env.ebillUrl, env.pharmacyUrl, env.chatUrl, ...env.redirectAllowedOrigins]
    .map(originOf)
    .filter((origin): origin is string => origin !== null)
}

/**
 * zlib's level for pages and data responses (decision 197): 3 takes about half the time of the
 * default 6 on a 50-60 kB page (0.6-0.8 ms against 1.1-1.6 ms) for 7-8 % more bytes (about 1 kB).
 */
export const PAGE_GZIP_LEVEL = 3

export function createApp({ build, clientDir, logger, metrics }: AppOptions) {
  // The request's context is built by the Remix build's modules (entry.server.tsx re-exports the
  // builder, decision 255): the app server's bundle has its own copies of the platform modules.
  const buildContext = (build.entry.module as { createLoadContext?: typeof createLoadContext })
    .createLoadContext
  const trustProxy = trustProxySetting(env.trustProxy)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy)

  app.use(requestContext({ logger, logRequests: env.logRequests, trustProxy: trustProxy !== false }))
  app.use(serverTiming())
  if (metrics) app.use(metrics)
  app.use(clientAddress({ trustProxy: trustProxy !== false }))
  app.use(
    securityHeadersMiddleware({
      formActionOrigins: formActionOrigins(),
      cookieSecureMode: env.cookieSecureMode,
    }),
  )
  app.use(brandHostsOnly({ hosts: env.brandHosts, logger }))
  app.use(allowedMethodsOnly({ logger }))
  app.use(readablePathsOnly({ logger }))
  // Files the build wrote no compressed copy of (the public files, decision 210) at zlib's default
  // level: each is fetched once and kept (decision 197).
  const fileCompression = compression()
  // Fingerprinted build assets for a year, as the build compressed them (decision 210); the other
  // public files (favicon...) for an hour.
  app.use('/assets', precompressedAssets(join(clientDir, 'assets'), fileCompression))
  app.use(publicFiles(clientDir, fileCompression))
  // Pages and data, made anew for every request, at a cheaper level (decision 197).
  app.use(compression({ level: PAGE_GZIP_LEVEL }))
  // After compression and the static files: the pages' and data responses' chunks go to zlib
  // a burst at a time (decision 167).
  app.use(coalescedWrites())
  app.use(dynamicResponses)
  app.use(sameOriginPosts({ ssoAllowedOrigins: env.ssoAllowedOrigins, logger }))
  app.use(formBodiesOnly({ logger }))
  app.use(bodyLimit({ maxBytes: env.maxBodyBytes, logger }))
  app.all(
    '*',
    remixHandler({
      build,
      mode: process.env.NODE_ENV,
      // What the request knows, built once and handed to every loader and action (decision 255).
      getLoadContext: (request, res) => {
        const extras = { cspNonce: res.locals.cspNonce, requestId: res.locals.requestId }
        // A build without the builder (the app server's own tests render a bare entry): the
        // routes build the context on first use (`contextOf`).
        return (buildContext ? buildContext(request, extras) : extras) as AppLoadContext
      },
      logger,
    }),
  )
  return app
}
