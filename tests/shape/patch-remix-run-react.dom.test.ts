// @vitest-environment jsdom
/**
 * Decision 202's part of `patches/@remix-run+react+2.17.5.patch`, checked on the installed package
 * in a browser document: Remix's lazy route discovery (`useFogOFWarDiscovery`) scans the page's
 * links and asks for their routes when the browser is idle, not in the effects that run as the page
 * comes to life. Fails on the unpatched package, which asks at once (docs/upgrading.md). Both
 * builds: the browser's ESM one (`dist/esm/fog-of-war.js`) and the CommonJS one (`dist/`).
 */
import { createRequire } from 'node:module'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

type Discovery = (
  router: unknown,
  manifest: unknown,
  routeModules: unknown,
  future: unknown,
  isSpaMode: boolean,
) => void

const require = createRequire(import.meta.url)
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let unique = 0
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** Renders a page with one link to an unknown route and the hook; returns the manifest requests. */
async function mountWithLink(useFogOFWarDiscovery: Discovery) {
  const path = `/found-later-${++unique}`
  document.body.innerHTML = `<a data-discover="true" href="${path}">later</a><div id="root"></div>`
  const fetch = vi.fn(() => new Promise<Response>(() => {}))
  vi.stubGlobal('fetch', fetch)
  const router = { basename: '/', routes: [], patchRoutes: vi.fn(), state: { matches: [] } }
  const manifest = { version: 'test', routes: {}, entry: { module: '', imports: [] }, url: '' }
  const future = { v3_lazyRouteDiscovery: true }
  function Page() {
    useFogOFWarDiscovery(router, manifest, {}, future, false)
    return null
  }
  const root = createRoot(document.getElementById('root')!)
  // The render and its effects, in one go: what runs as the page comes to life.
  act(() => root.render(createElement(Page)))
  const manifestRequests = () =>
    fetch.mock.calls.map((call: unknown[]) => String(call[0])).filter((url) => url.includes('/__manifest'))
  return { path, manifestRequests, unmount: () => act(() => root.unmount()) }
}

describe.each([
  [
    "the browser's build (dist/esm/)",
    // @ts-expect-error TS7016: the package declares types for its main entry only
    async () => (await import('@remix-run/react/dist/esm/fog-of-war.js')).useFogOFWarDiscovery as Discovery,
  ],
  [
    'the CommonJS build (dist/)',
    async () => require('@remix-run/react/dist/fog-of-war.js').useFogOFWarDiscovery as Discovery,
  ],
])('@remix-run/react route discovery, %s (decision 202)', (_name, load) => {
  it('asks for the routes of the first links in an idle callback, not as the page comes to life', async () => {
    const idle: { callback: () => void; options: unknown }[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) =>
      idle.push({ callback, options }),
    )
    vi.stubGlobal('cancelIdleCallback', () => {})
    const { path, manifestRequests, unmount } = await mountWithLink(await load())
    expect(manifestRequests()).toEqual([])
    expect(idle).toHaveLength(1)
    expect(idle[0]!.options).toEqual({ timeout: 1000 })
    idle[0]!.callback()
    expect(manifestRequests()).toEqual([expect.stringContaining(`p=${encodeURIComponent(path)}`)])
    await unmount()
  })

  it('without requestIdleCallback, after a time-out', async () => {
    const useFogOFWarDiscovery = await load()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { path, manifestRequests, unmount } = await mountWithLink(useFogOFWarDiscovery)
    expect(manifestRequests()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(manifestRequests()).toEqual([expect.stringContaining(`p=${encodeURIComponent(path)}`)])
    await unmount()
  })

  it('cancels the idle callback when the page goes before it ran', async () => {
    const cancelled: unknown[] = []
    vi.stubGlobal('requestIdleCallback', () => 'handle')
    vi.stubGlobal('cancelIdleCallback', (handle: unknown) => cancelled.push(handle))
    const { unmount } = await mountWithLink(await load())
    await unmount()
    expect(cancelled).toEqual(['handle'])
  })
})
