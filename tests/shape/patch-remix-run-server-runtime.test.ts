/**
 * What `patches/@remix-run+server-runtime+2.17.5.patch` promises (decision 185), checked on the
 * installed package (applied by `postinstall`): the request the loaders see is made once per
 * request, the request itself when there is no parameter to strip, and every loader of a request
 * gets the same object. Fails on the unpatched package, which makes two `Request`s per loader
 * (docs/upgrading.md). The build is the server's: CommonJS `dist/data.js`, which
 * `@remix-run/express` and `@remix-run/node` require.
 */
import { createRequire } from 'node:module'
import type * as ServerRuntimeModule from '@remix-run/server-runtime'
import { describe, expect, it } from 'vitest'

type ServerRuntime = typeof ServerRuntimeModule
type ServerBuild = Parameters<ServerRuntime['createRequestHandler']>[0]

const require = createRequire(import.meta.url)
const { createRequestHandler } = require('@remix-run/server-runtime') as ServerRuntime

/** A build of a root and its index page whose loaders record the request they were given. */
function buildRecording(seen: { route: string; request: Request }[]) {
  const loader =
    (route: string) =>
    async ({ request }: { request: Request }) => {
      seen.push({ route, request })
      return { route }
    }
  const route = {
    hasLoader: true,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
  }
  return {
    mode: 'production',
    isSpaMode: false,
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_routeConfig: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      unstable_optimizeDeps: false,
    },
    entry: {
      module: {
        default: async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { loader: loader('root'), default: () => null } },
      'routes/_index': {
        id: 'routes/_index',
        parentId: 'root',
        index: true,
        module: { loader: loader('index'), default: () => null },
      },
    },
    assets: {
      version: 'test',
      url: '/assets/manifest.js',
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: { ...route, id: 'root', path: '', module: '/assets/root.js' },
        'routes/_index': {
          ...route,
          id: 'routes/_index',
          parentId: 'root',
          index: true,
          module: '/assets/index.js',
        },
      },
    },
  } as unknown as ServerBuild
}

describe("@remix-run/server-runtime loaders' request (decision 185)", () => {
  it('gives every loader of a document request the same Request', async () => {
    const seen: { route: string; request: Request }[] = []
    const handler = createRequestHandler(buildRecording(seen), 'production')
    const request = new Request('http://localhost/?q=1')
    const response = await handler(request)
    expect(response.status).toBe(200)
    expect(seen.map((s) => s.route).sort()).toEqual(['index', 'root'])
    expect(seen[0]!.request).toBe(seen[1]!.request)
    // Nothing to strip: the request the handler was given.
    expect(seen[0]!.request).toBe(request)
  })

  it('still strips the `index` and `_routes` parameters, once for all loaders', async () => {
    const seen: { route: string; request: Request }[] = []
    const handler = createRequestHandler(buildRecording(seen), 'production')
    const response = await handler(
      new Request('http://localhost/_root.data?index&_routes=root,routes/_index&q=1'),
    )
    expect(response.status).toBe(200)
    expect(seen.map((s) => s.route).sort()).toEqual(['index', 'root'])
    expect(seen[0]!.request).toBe(seen[1]!.request)
    expect(new URL(seen[0]!.request.url).search).toBe('?q=1')
  })
})
