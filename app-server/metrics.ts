/**
 * Prometheus metrics for operators (issue 17, decision 081), served on their own port
 * (METRICS_PORT, on METRICS_HOST, 127.0.0.1 unless set; optionally METRICS_TOKEN as a bearer
 * token), never on the dashboard's public port. Off when METRICS_PORT is not set.
 * Every metric and label is listed in the README ('Metrics'); labels are route ids, endpoint
 * patterns, methods, statuses and outcomes: never an address, a member or a session.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { RequestHandler } from 'express'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { z } from 'zod'
import { observe, secondsSince, type Observation } from '~/platform/observability.server'
import type { Logger } from './logger'
import { endpointLabel, methodLabel, routeLabeller, type RouteManifest } from './metrics-labels'
import type { SessionCount } from './metrics-sessions'

const schema = z.object({
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** When set, /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
})

export type MetricsConfig = { port: number | null; host: string; token: string | null }

export function metricsConfig(source: Record<string, string | undefined> = process.env): MetricsConfig {
  const result = schema.safeParse({ ...source, METRICS_PORT: source.METRICS_PORT || undefined })
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const value = result.data
  return { port: value.METRICS_PORT ?? null, host: value.METRICS_HOST, token: value.METRICS_TOKEN ?? null }
}

/** The top-level files of the client folder (favicon...), labelled `public`. */
export function publicFiles(clientDir: string): string[] {
  try {
    return readdirSync(clientDir).filter((name) => statSync(join(clientDir, name)).isFile())
  } catch {
    return []
  }
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The field vitals (issue 45, decision 220): one histogram each, with buckets around the Web
 * Vitals thresholds (good / poor: LCP 2.5 / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, FCP 1.8 / 3 s,
 * TTFB 0.8 / 1.8 s), so `histogram_quantile(0.75, ...)` is close where it matters.
 */
const VITALS = {
  LCP: {
    name: 'dashboard_web_vitals_lcp_seconds',
    what: 'Largest Contentful Paint',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15],
  },
  INP: {
    name: 'dashboard_web_vitals_inp_seconds',
    what: 'Interaction to Next Paint',
    buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2],
  },
  CLS: {
    name: 'dashboard_web_vitals_cls',
    what: 'Cumulative Layout Shift (no unit)',
    buckets: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1],
  },
  FCP: {
    name: 'dashboard_web_vitals_fcp_seconds',
    what: 'First Contentful Paint',
    buckets: [0.25, 0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
  },
  TTFB: {
    name: 'dashboard_web_vitals_ttfb_seconds',
    what: 'Time to First Byte',
    buckets: [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 5],
  },
} as const
/** The route label of a beacon naming a route id the build does not have. */
export const UNKNOWN_VITALS_ROUTE = 'unknown'

export type MetricsOptions = {
  routes: RouteManifest
  publicFiles?: readonly string[]
  /** Counts the store's sessions at each scrape; a failure leaves the gauge out of that scrape. */
  countSessions?: () => Promise<SessionCount>
  /** Node's process metrics (heap, event loop lag, handles...), prefixed `dashboard_`. */
  processMetrics?: boolean
}

export function createMetrics(options: MetricsOptions) {
  const registry = new Registry()
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'dashboard_' })
  const routeOf = routeLabeller(options.routes, options.publicFiles)

  const requests = new Histogram({
    name: 'dashboard_http_request_duration_seconds',
    help: 'Requests answered by the dashboard, by method, route id and status, with their duration (until the answer was sent or the client went away).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  })
  const inFlight = new Gauge({
    name: 'dashboard_http_requests_in_flight',
    help: 'Requests being answered now.',
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'dashboard_rate_limit_refusals_total',
    help: 'Requests refused by an attempt limit (429 with Retry-After; the gateway was not called), by route id.',
    labelNames: ['route'] as const,
    registers: [registry],
  })
  const gatewayCalls = new Histogram({
    name: 'dashboard_gateway_request_duration_seconds',
    help: "Calls to the member API by method, endpoint pattern and status ('timeout' or 'unreachable' when no answer came), with the time to the answer's headers.",
    labelNames: ['method', 'endpoint', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  })
  const gatewayErrors = new Counter({
    name: 'dashboard_gateway_errors_total',
    help: "Failed calls to the member API by method, endpoint pattern and reason: 'timeout', 'unreachable', 'http_4xx', 'http_5xx' or 'bad_answer' (unreadable or off contract).",
    labelNames: ['method', 'endpoint', 'reason'] as const,
    registers: [registry],
  })
  const cacheLookups = new Counter({
    name: 'dashboard_gateway_cache_lookups_total',
    help: "Lookups in the per-token gateway call cache by endpoint pattern and result ('hit' or 'miss').",
    labelNames: ['endpoint', 'result'] as const,
    registers: [registry],
  })
  const countSessions = options.countSessions
  new Gauge({
    name: 'dashboard_sessions_active',
    help: "Sessions the session store holds that have not expired, by store ('file' or 'redis'; with Redis, the count shared by every instance).",
    labelNames: ['store'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      if (!countSessions) return
      try {
        const { store, count } = await countSessions()
        this.set({ store }, count)
      } catch {
        // the store did not answer in time: no value in this scrape
      }
    },
  })

  const routeIds = new Set(Object.keys(options.routes))
  const vitals = Object.fromEntries(
    Object.entries(VITALS).map(([vital, { name, what, buckets }]) => [
      vital,
      new Histogram({
        name,
        help: `${what} measured by members' browsers (web-vitals, one value per page view), by the route id the page loaded with and the brand.`,
        labelNames: ['route', 'brand'] as const,
        buckets: [...buckets],
        registers: [registry],
      }),
    ]),
  ) as Record<keyof typeof VITALS, Histogram<'route' | 'brand'>>

  const stopObserving = observe((event: Observation) => {
    if (event.type === 'web-vital') {
      const route = routeIds.has(event.route) ? event.route : UNKNOWN_VITALS_ROUTE
      vitals[event.name]?.observe({ route, brand: event.brand }, event.value)
      return
    }
    if (event.type === 'cache') {
      const endpoint = endpointLabel(event.call.replace(/^[A-Z]+ /, ''))
      cacheLookups.inc({ endpoint, result: event.result })
      return
    }
    const method = methodLabel(event.method)
    const endpoint = endpointLabel(event.path)
    if (event.type === 'gateway-bad-answer') {
      gatewayErrors.inc({ method, endpoint, reason: 'bad_answer' })
      return
    }
    const status = event.outcome === 'answered' ? String(event.status) : event.outcome
    gatewayCalls.observe({ method, endpoint, status }, event.seconds)
    if (event.outcome !== 'answered') gatewayErrors.inc({ method, endpoint, reason: event.outcome })
    else if (event.status !== null && event.status >= 400)
      gatewayErrors.inc({ method, endpoint, reason: event.status >= 500 ? 'http_5xx' : 'http_4xx' })
  })

  /** The app server's middleware (right after the request context): one observation per request. */
  const middleware: RequestHandler = (req, res, next) => {
    const started = performance.now()
    const path = req.path
    inFlight.inc()
    res.once('close', () => {
      inFlight.dec()
      const route = routeOf(path)
      requests.observe(
        { method: methodLabel(req.method), route, status: String(res.statusCode) },
        secondsSince(started),
      )
      if (res.statusCode === 429 && res.locals.requestContext?.retryAfterSeconds !== undefined)
        refusals.inc({ route })
    })
    next()
  }

  return { registry, middleware, stop: stopObserving }
}

export type Metrics = ReturnType<typeof createMetrics>

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The metrics port: `GET /metrics` (with the bearer token when one is set), nothing else. */
export function startMetricsServer(
  metrics: Metrics,
  config: { port: number; host: string; token: string | null },
  logger?: Logger,
): Promise<Server> {
  const expected = config.token ? digest(`Bearer ${config.token}`) : null
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized\n')
      return
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      (error: Error) => {
        logger?.error({ error: error.name, message: error.message }, 'metrics: collection failed')
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics collection failed\n')
      },
    )
  })
  server.keepAliveTimeout = 5_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => {
      server.off('error', reject)
      logger?.info({ port: config.port, host: config.host }, 'metrics on /metrics')
      resolve(server)
    })
  })
}
