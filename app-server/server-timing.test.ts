/**
 * Server-Timing (issue 14, decision 112): a page served through the app server's middleware, the
 * app's own entry.server.tsx and the real gateway client answers with its gateway time (wall
 * clock and number of calls) and its render time; a redirect has gateway time and no render.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import express from 'express'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as entryServer from '~/entry.server'
import { createGatewayClient } from '~/platform/gateway/transport.server'
import { createMemberCache } from '~/platform/gateway/cache.server'
import { rounds, serverTimingValue, wallClock } from '~/platform/server-timing.server'
import { serverTiming } from './middleware/server-timing'

const servers: Server[] = []
const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    servers.push(server)
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  })

let gatewayUrl = ''
let appUrl = ''
const DELAY_MS = 60

/** Two parallel calls and a third after them: ~2 delays of wall clock, 3 calls. */
async function pageLoader() {
  const client = createGatewayClient({
    token: null,
    baseUrl: gatewayUrl,
    cache: createMemberCache({ ttlMs: 0, max: 10 }),
  })
  const answer = z.object({ ok: z.boolean() })
  await Promise.all([client.get('first', answer), client.get('second', answer)])
  await client.get('third', answer)
  return { greeting: 'Hello from the loader' }
}

function Page() {
  const { greeting } = useLoaderData<typeof pageLoader>()
  return createElement('main', null, createElement('h1', null, greeting))
}

const routeInfo = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  hasLoader: boolean,
) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
})

const build = {
  mode: 'production',
  assetsBuildDirectory: 'build/client',
  basename: '/',
  publicPath: '/',
  isSpaMode: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  entry: { module: entryServer },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: [] },
    routes: {
      root: routeInfo('root', undefined, '', false),
      'routes/page': routeInfo('routes/page', 'root', 'page', true),
      'routes/moved': routeInfo('routes/moved', 'root', 'moved', true),
    },
    url: '/assets/manifest.js',
    version: 'test',
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => createElement(Outlet) } },
    'routes/page': {
      id: 'routes/page',
      parentId: 'root',
      path: 'page',
      module: { default: Page, loader: pageLoader },
    },
    'routes/moved': {
      id: 'routes/moved',
      parentId: 'root',
      path: 'moved',
      module: {
        loader: async () => {
          await pageLoader()
          return redirect('/page')
        },
      },
    },
  },
} as unknown as ServerBuild

beforeAll(async () => {
  gatewayUrl = await listen(
    createServer((_req, res) => {
      setTimeout(() => {
        res.setHeader('content-type', 'application/json')
        res.end('{"ok":true}')
      }, DELAY_MS)
    }),
  )
  const app = express()
  app.use(serverTiming())
  app.all('*', createRequestHandler({ build, mode: 'production' }))
  appUrl = await listen(createServer(app))
})

afterAll(() => servers.forEach((server) => server.close()))

/** `name;dur=12.3;desc="…"` entries of the header. */
function metrics(header: string | null) {
  return Object.fromEntries(
    (header ?? '').split(/, (?=\w+(?:;|$))/).map((entry) => {
      const [name, ...params] = entry.split(';')
      const dur = params.find((p) => p.startsWith('dur='))
      const desc = params.find((p) => p.startsWith('desc='))
      return [name, { dur: Number(dur?.slice(4)), desc: desc?.slice(6, -1) }]
    }),
  )
}

describe('Server-Timing', () => {
  it('a page answers with its gateway time (wall clock, calls) and its render time', async () => {
    const response = await fetch(`${appUrl}/page`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Hello from the loader')
    const timing = metrics(response.headers.get('server-timing'))
    expect(timing.gateway.desc).toMatch(/^3 calls in 2 rounds, [\d.]+ ms summed$/)
    const summed = Number(/([\d.]+) ms summed/.exec(timing.gateway.desc ?? '')?.[1])
    expect(summed).toBeGreaterThanOrEqual(3 * DELAY_MS - 5)
    // Two calls in parallel then one: the wall clock counts the parallel ones once.
    expect(timing.gateway.dur).toBeGreaterThanOrEqual(2 * DELAY_MS - 5)
    expect(timing.gateway.dur).toBeLessThan(summed - DELAY_MS / 2)
    expect(timing.render.dur).toBeGreaterThan(0)
    expect(timing.total.dur).toBeGreaterThanOrEqual(timing.gateway.dur)
  })

  it('a redirect has its gateway time and no render', async () => {
    const response = await fetch(`${appUrl}/moved`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const timing = metrics(response.headers.get('server-timing'))
    expect(timing.gateway.desc).toMatch(/^3 calls in 2 rounds/)
    expect(timing.render).toBeUndefined()
    expect(timing.total.dur).toBeGreaterThan(0)
  })
})

describe('the header value', () => {
  it('counts calls one after the other as rounds: started together, one round', () => {
    expect(rounds([])).toBe(0)
    expect(
      rounds([
        [0, 100],
        [2, 101],
        [5, 103],
      ]),
    ).toBe(1)
    // A call made with the first one's answer: two rounds, whatever ran beside them.
    expect(
      rounds([
        [0, 100],
        [1, 250],
        [101, 200],
      ]),
    ).toBe(2)
    expect(
      rounds([
        [0, 100],
        [101, 200],
        [201, 300],
        [0, 290],
      ]),
    ).toBe(3)
  })

  it('counts overlapping calls once in the wall clock', () => {
    expect(
      wallClock([
        [0, 10],
        [5, 15],
        [20, 30],
      ]),
    ).toBe(25)
    expect(
      wallClock([
        [0, 30],
        [5, 10],
      ]),
    ).toBe(30)
    expect(wallClock([])).toBe(0)
  })

  it('says "1 call" without a sum, and leaves render out until a render happened', () => {
    const value = serverTimingValue({ started: 0, gatewayCalls: [[1, 13.34]], renderMs: null }, 20)
    expect(value).toBe('gateway;dur=12.3;desc="1 call", total;dur=20')
    const rendered = serverTimingValue({ started: 0, gatewayCalls: [], renderMs: 4.06 }, 9)
    expect(rendered).toBe('gateway;dur=0;desc="0 calls", render;dur=4.1, total;dur=9')
  })
})
