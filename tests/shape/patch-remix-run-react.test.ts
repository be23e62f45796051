/**
 * What `patches/@remix-run+react+2.17.5.patch` promises, checked on the installed package (applied
 * by `postinstall`), one test per patched behaviour: each fails on the unpatched package
 * (docs/upgrading.md). The server renders with the CommonJS build (`dist/`, Node's `require` of
 * `@remix-run/react`); the browser hydrates with the ESM build (`dist/esm/`). The route discovery
 * patch (decision 202) is checked in a browser document: `patch-remix-run-react.dom.test.ts`.
 */
import { createRequire } from 'node:module'
import type * as RemixReactModule from '@remix-run/react'
import type * as RouterModule from '@remix-run/router'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

type RemixReact = typeof RemixReactModule
type EntryContext = Parameters<RemixReact['RemixServer']>[0]['context']

const require = createRequire(import.meta.url)
const server: RemixReact = require('@remix-run/react')
const { createStaticHandler } = require('@remix-run/router') as typeof RouterModule

/** A build of two routes (root and its index) and the entry context of a request for `/`. */
async function entryContext(remix: RemixReact, { lazyDiscovery = false, handleReads = { count: 0 } } = {}) {
  const rootModule = {
    default: () =>
      createElement(
        'html',
        null,
        createElement('body', null, createElement(remix.Outlet), createElement(remix.Scripts)),
      ),
  }
  const indexModule = {
    default: () => createElement('p', null, 'index'),
    get handle() {
      handleReads.count++
      return { page: 'index' }
    },
  }
  const manifestRoute = {
    hasLoader: false,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
  }
  const manifest = {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/components.js'] },
    routes: {
      root: {
        ...manifestRoute,
        id: 'root',
        path: '',
        module: '/assets/root.js',
        imports: ['/assets/shared.js'],
      },
      'routes/_index': {
        ...manifestRoute,
        id: 'routes/_index',
        parentId: 'root',
        index: true,
        module: '/assets/index.js',
      },
    },
    url: '/assets/manifest.js',
    version: 'test',
  }
  const handler = createStaticHandler([
    { id: 'root', path: '', children: [{ id: 'routes/_index', index: true }] },
  ])
  const staticHandlerContext = await handler.query(new Request('http://localhost/'))
  if (staticHandlerContext instanceof Response) throw new Error('a response, not a context')
  const future = {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_routeConfig: true,
    v3_singleFetch: false,
    v3_lazyRouteDiscovery: lazyDiscovery,
    unstable_optimizeDeps: false,
  }
  return {
    manifest,
    routeModules: { root: rootModule, 'routes/_index': indexModule },
    staticHandlerContext,
    future,
    isSpaMode: false,
    serverHandoffString: '{}',
    criticalCss: undefined,
  } as unknown as EntryContext
}

const render = (remix: RemixReact, context: EntryContext) =>
  renderToString(createElement(remix.RemixServer, { context, url: 'http://localhost/' }))

const preloadsOf = (html: string) => html.match(/<link [^>]*rel="modulepreload"[^>]*>/g) ?? []

describe.each([
  ['the server build (dist/)', async () => server],
  [
    "the browser's build (dist/esm/)",
    // @ts-expect-error TS7016: the package declares types for its main entry only
    async () => (await import('@remix-run/react/dist/esm/index.js')) as unknown as RemixReact,
  ],
])("@remix-run/react <Scripts>' module preloads, %s (decision 172)", (_name, load) => {
  it('asks for every module preload at low priority: the manifest, the entry and the routes', async () => {
    const remix = await load()
    const preloads = preloadsOf(render(remix, await entryContext(remix)))
    expect(preloads.map((link) => link.match(/href="([^"]+)"/)?.[1])).toEqual([
      '/assets/manifest.js',
      '/assets/entry.client.js',
      '/assets/components.js',
      '/assets/shared.js',
      '/assets/root.js',
      '/assets/index.js',
    ])
    for (const link of preloads) expect(link).toContain('fetchpriority="low"')
  })
})

describe('@remix-run/react RemixServer, the server build (decision 175)', () => {
  it("builds a build's server routes once, not on every render", async () => {
    const handleReads = { count: 0 }
    const context = await entryContext(server, { handleReads })
    const first = render(server, context)
    const readsOnce = handleReads.count
    // createServerRoutes reads each route module's `handle`; a render with kept routes does not.
    expect(readsOnce).toBeGreaterThan(0)
    // The next request: its own handler context; the build's manifest, modules and flags.
    const { staticHandlerContext } = await entryContext(server)
    const second = render(server, { ...context, staticHandlerContext })
    expect(handleReads.count).toBe(readsOnce)
    expect(second).toBe(first)
  })

  it('builds them anew when a route module differs (a new build in development)', async () => {
    const handleReads = { count: 0 }
    const context = await entryContext(server, { handleReads })
    render(server, context)
    const readsOnce = handleReads.count
    const routeModules = {
      ...context.routeModules,
      root: { ...context.routeModules.root },
    } as typeof context.routeModules
    const { staticHandlerContext } = await entryContext(server)
    render(server, { ...context, staticHandlerContext, routeModules })
    expect(handleReads.count).toBeGreaterThan(readsOnce)
  })
})
