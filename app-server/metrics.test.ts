import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createMemberCache } from '~/platform/gateway/cache.server'
import { createGatewayClient } from '~/platform/gateway/transport.server'
import { report } from '~/platform/observability.server'
import { createMetrics, metricsConfig, startMetricsServer, type Metrics } from './metrics'
import { endpointLabel, routeLabeller, type RouteManifest } from './metrics-labels'
import { countFileSessions } from './metrics-sessions'

/** A slice of the real route manifest's shape: root, the member shell and a few routes. */
const routes: RouteManifest = {
  root: { id: 'root', path: '' },
  'routes/login': { id: 'routes/login', parentId: 'root', path: 'login' },
  'routes/_member': { id: 'routes/_member', parentId: 'root' },
  'routes/_member.home': { id: 'routes/_member.home', parentId: 'routes/_member', path: 'home' },
  'routes/_member.claims._index': {
    id: 'routes/_member.claims._index',
    parentId: 'routes/_member',
    path: 'claims',
    index: true,
  },
  'routes/_member.claims.$claimNumber': {
    id: 'routes/_member.claims.$claimNumber',
    parentId: 'routes/_member',
    path: 'claims/:claimNumber',
  },
  'routes/_member.$': { id: 'routes/_member.$', parentId: 'routes/_member', path: '*' },
}

/** The value of one series in the exposition text (the sum over label sets containing `labels`). */
function value(text: string, metric: string, labels: Record<string, string> = {}) {
  const lines = text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))
    .filter((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
  return lines.length ? lines.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0) : null
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

function listen(server: Server) {
  return new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

function track(metrics: Metrics) {
  cleanups.push(metrics.stop)
  return metrics
}

describe('labels', () => {
  it('label a request with the id of the route answering it, never with the address', () => {
    const label = routeLabeller(routes, ['favicon.ico'])
    expect(label('/claims/2026-000123')).toBe('routes/_member.claims.$claimNumber')
    expect(label('/claims')).toBe('routes/_member.claims._index')
    expect(label('/home')).toBe('routes/_member.home')
    expect(label('/login')).toBe('routes/login')
    expect(label('/no/such/4100100')).toBe('routes/_member.$')
    expect(label('/assets/entry.client-abc123.js')).toBe('assets')
    expect(label('/favicon.ico')).toBe('public')
    expect(label('/claims/2026-000123.data')).toBe('routes/_member.claims.$claimNumber')
    expect(label('/_root.data')).toBe('root')
    expect(routeLabeller({ root: { id: 'root', path: '' } })('/elsewhere')).toBe('unmatched')
  })

  it("label a gateway call with its endpoint's pattern: identifiers become :param", () => {
    expect(endpointLabel('account/status')).toBe('account/status')
    expect(endpointLabel('/claims')).toBe('claims')
    expect(endpointLabel('claims/2026-000123')).toBe('claims/:param')
    expect(endpointLabel('eobs/EOB-77/document')).toBe('eobs/:param/document')
    expect(endpointLabel('handbooks/dental-2026/document')).toBe('handbooks/:param/document')
    expect(endpointLabel('benefits/MEDICAL')).toBe('benefits/:param')
    expect(endpointLabel('members/4100100/secret?x=1')).toBe('members/:param/:param')
  })
})

describe('createMetrics', () => {
  it('counts requests by method, route id and status, and refusals by an attempt limit', async () => {
    const metrics = track(createMetrics({ routes }))
    const app = express()
    app.use((_req, res, next) => {
      res.locals.requestContext = { requestId: 'r', cspNonce: 'n' }
      next()
    })
    app.use(metrics.middleware)
    app.get('/claims/:claimNumber', (_req, res) => void res.send('claim'))
    app.post('/login', (_req, res) => {
      res.locals.requestContext.retryAfterSeconds = 60
      res.status(429).send('wait')
    })
    const server = createServer(app)
    cleanups.push(() => server.close())
    const base = await listen(server)
    await fetch(`${base}/claims/2026-000123`)
    await fetch(`${base}/claims/2026-000456`)
    await fetch(`${base}/login`, { method: 'POST' })

    const text = await metrics.registry.metrics()
    const claim = { method: 'GET', route: 'routes/_member.claims.$claimNumber', status: '200' }
    expect(value(text, 'dashboard_http_request_duration_seconds_count', claim)).toBe(2)
    expect(
      value(text, 'dashboard_http_request_duration_seconds_count', { route: 'routes/login', status: '429' }),
    ).toBe(1)
    expect(value(text, 'dashboard_rate_limit_refusals_total', { route: 'routes/login' })).toBe(1)
    expect(value(text, 'dashboard_http_requests_in_flight')).toBe(0)
    expect(text).not.toContain('2026-000123')
  })

  it('counts gateway calls, errors, time-outs and cache hits and misses reported by the client', async () => {
    const metrics = track(createMetrics({ routes }))
    // A gateway: claims answer (C-9 is refused), alerts never answer in time.
    const gateway = createServer((req, res) => {
      if (req.url?.startsWith('/api/alerts')) return void setTimeout(() => res.end('{}'), 5_000)
      if (req.url === '/api/claims/C-9') return void res.writeHead(404).end('{"status":404,"message":"No"}')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
    cleanups.push(() => gateway.closeAllConnections())
    cleanups.push(() => gateway.close())
    const base = await listen(gateway)
    const client = createGatewayClient({
      token: 'member-token',
      baseUrl: `${base}/api`,
      timeoutMs: 1_500,
      cache: createMemberCache({ ttlMs: 10_000, max: 100 }),
    })
    const ok = z.object({ ok: z.literal(true) })
    await client.get('claims/C-1', ok)
    await client.get('claims/C-1', ok)
    await client.get('claims/C-2', ok)
    await expect(client.get('claims/C-9', ok)).rejects.toMatchObject({ status: 404 })
    await expect(client.get('claims/C-3', z.object({ other: z.string() }))).rejects.toMatchObject({
      status: 502,
    })
    await expect(client.get('alerts', ok, { cache: false })).rejects.toMatchObject({ status: 408 })

    const text = await metrics.registry.metrics()
    const claim = { method: 'GET', endpoint: 'claims/:param' }
    expect(value(text, 'dashboard_gateway_request_duration_seconds_count', { ...claim, status: '200' })).toBe(
      3,
    )
    expect(value(text, 'dashboard_gateway_request_duration_seconds_count', { ...claim, status: '404' })).toBe(
      1,
    )
    expect(value(text, 'dashboard_gateway_errors_total', { ...claim, reason: 'http_4xx' })).toBe(1)
    expect(value(text, 'dashboard_gateway_errors_total', { ...claim, reason: 'bad_answer' })).toBe(1)
    expect(value(text, 'dashboard_gateway_errors_total', { endpoint: 'alerts', reason: 'timeout' })).toBe(1)
    expect(value(text, 'dashboard_gateway_request_duration_seconds_count', { status: 'timeout' })).toBe(1)
    expect(
      value(text, 'dashboard_gateway_cache_lookups_total', { endpoint: 'claims/:param', result: 'hit' }),
    ).toBe(1)
    expect(
      value(text, 'dashboard_gateway_cache_lookups_total', { endpoint: 'claims/:param', result: 'miss' }),
    ).toBe(4)
    expect(text).not.toMatch(/C-1|C-9|member-token/)
  })

  it('reports unreachable gateways, and stops listening when stopped', async () => {
    const metrics = createMetrics({ routes })
    report({
      type: 'gateway-call',
      method: 'GET',
      path: 'alerts',
      outcome: 'unreachable',
      status: null,
      seconds: 0.01,
    })
    metrics.stop()
    report({
      type: 'gateway-call',
      method: 'GET',
      path: 'alerts',
      outcome: 'unreachable',
      status: null,
      seconds: 0.01,
    })
    const text = await metrics.registry.metrics()
    expect(value(text, 'dashboard_gateway_errors_total', { endpoint: 'alerts', reason: 'unreachable' })).toBe(
      1,
    )
  })

  it('turns field vitals into histograms by route id and brand; an id the build lacks is folded into one label', async () => {
    const metrics = track(createMetrics({ routes }))
    const vital = (name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', value: number, route: string) =>
      report({ type: 'web-vital', name, value, route, brand: 'main' })
    vital('LCP', 2.1, 'routes/_member.home')
    vital('LCP', 4.2, 'routes/_member.home')
    vital('INP', 0.18, 'routes/login')
    vital('CLS', 0.02, 'routes/login')
    vital('FCP', 0.9, 'routes/_member.claims.$claimNumber')
    vital('TTFB', 0.3, 'routes/no.such.route')
    const text = await metrics.registry.metrics()
    const lcp = { route: 'routes/_member.home', brand: 'main' }
    expect(value(text, 'dashboard_web_vitals_lcp_seconds_count', lcp)).toBe(2)
    expect(value(text, 'dashboard_web_vitals_lcp_seconds_bucket', { ...lcp, le: '2.5' })).toBe(1)
    expect(value(text, 'dashboard_web_vitals_lcp_seconds_bucket', { ...lcp, le: '4' })).toBe(1)
    expect(value(text, 'dashboard_web_vitals_inp_seconds_bucket', { route: 'routes/login', le: '0.2' })).toBe(
      1,
    )
    expect(value(text, 'dashboard_web_vitals_cls_count', { route: 'routes/login' })).toBe(1)
    expect(value(text, 'dashboard_web_vitals_fcp_seconds_count', { brand: 'main' })).toBe(1)
    expect(value(text, 'dashboard_web_vitals_ttfb_seconds_count', { route: 'unknown' })).toBe(1)
    expect(text).not.toContain('no.such.route')
  })

  it('reads active sessions from the store at each scrape, and leaves the gauge out when the store fails', async () => {
    let count = 2
    const healthy = track(createMetrics({ routes, countSessions: async () => ({ store: 'file', count }) }))
    expect(value(await healthy.registry.metrics(), 'dashboard_sessions_active', { store: 'file' })).toBe(2)
    count = 5
    expect(value(await healthy.registry.metrics(), 'dashboard_sessions_active', { store: 'file' })).toBe(5)
    const failing = track(
      createMetrics({
        routes,
        countSessions: async () => {
          throw new Error('down')
        },
      }),
    )
    expect(value(await failing.registry.metrics(), 'dashboard_sessions_active')).toBeNull()
  })
})

describe('countFileSessions', () => {
  it('counts the session files not yet expired', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sessions-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const now = Date.now()
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ record: {}, expiresAt: now + 60_000 }))
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ record: {}, expiresAt: now + 1 }))
    writeFileSync(join(dir, 'c.json'), JSON.stringify({ record: {}, expiresAt: now - 1 }))
    writeFileSync(join(dir, 'd.json.123.tmp'), '{}')
    writeFileSync(join(dir, 'e.json'), 'not json')
    expect(await countFileSessions(dir, now)).toBe(2)
    expect(await countFileSessions(join(dir, 'missing'), now)).toBe(0)
  })
})

describe('the metrics port', () => {
  it('serves /metrics only, with the bearer token when one is set', async () => {
    const metrics = track(createMetrics({ routes }))
    const server = await startMetricsServer(metrics, {
      port: 0,
      host: '127.0.0.1',
      token: 'a-long-metrics-token-123',
    })
    cleanups.push(() => server.close())
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    expect((await fetch(`${base}/metrics`)).status).toBe(401)
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
    const ok = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer a-long-metrics-token-123' },
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toContain('text/plain')
    expect(await ok.text()).toContain('# TYPE dashboard_http_request_duration_seconds histogram')
    expect((await fetch(`${base}/`)).status).toBe(404)
  })

  it('is off without METRICS_PORT, and refuses a short token', () => {
    expect(metricsConfig({}).port).toBeNull()
    expect(metricsConfig({ METRICS_PORT: '' }).port).toBeNull()
    expect(metricsConfig({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1', token: null })
    expect(() => metricsConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
  })
})
