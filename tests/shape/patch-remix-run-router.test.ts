/**
 * What `patches/@remix-run+router+1.23.3.patch` promises, checked on the installed package (applied
 * by `postinstall`), one test per patched behaviour: each fails on the unpatched package
 * (docs/upgrading.md). The server renders with the CommonJS build (`dist/router.cjs.js`, which
 * Node's `require` and `import` both load: the package has no `exports`), where all four
 * behaviours are; the browser's ESM build (`dist/router.js`) has only decision 208's.
 */
import { createRequire } from 'node:module'
import type * as RouterModule from '@remix-run/router'
import { afterEach, describe, expect, it, vi } from 'vitest'

type Router = typeof RouterModule
const require = createRequire(import.meta.url)
const server: Router = require('@remix-run/router')

let unique = 0
/** A path no other test (nor an earlier run in this worker) matched: the caches are module-wide. */
const fresh = (name: string) => `/${name}-${process.pid}-${Date.now()}-${++unique}`

afterEach(() => vi.restoreAllMocks())

describe('@remix-run/router, the server build (dist/router.cjs.js)', () => {
  it('ranks a routes array once (decision 165): a route added to the array afterwards is not seen', () => {
    const first = fresh('ranked')
    const later = fresh('ranked-later')
    const routes = [{ id: 'first', path: first }]
    expect(server.matchRoutes(routes, first)?.map((m) => m.route.id)).toEqual(['first'])
    // The ranked branches are kept per array: the server's routes arrays never change after start.
    routes.push({ id: 'later', path: later })
    expect(server.matchRoutes(routes, later)).toBeNull()
    // A new array is ranked anew.
    expect(server.matchRoutes([...routes], later)?.map((m) => m.route.id)).toEqual(['later'])
  })

  it("compiles a route pattern once (decision 167): a pattern's warning is given once", () => {
    // compilePath warns about a `*` not after a `/` each time it builds the pattern's expression.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pattern = `${fresh('compiled')}*`
    server.matchPath(pattern, pattern.slice(0, -1))
    server.matchPath(pattern, pattern.slice(0, -1))
    server.matchPath(pattern, `${pattern.slice(0, -1)}x`)
    expect(warn.mock.calls.filter(([message]) => String(message).includes(pattern))).toHaveLength(1)
  })

  it("finds a pathname's matches once per routes array (decision 167), and hands out copies", () => {
    const path = fresh('matched')
    const routes = [{ id: 'page', path: `${path}/:id` }]
    const first = server.matchRoutes(routes, `${path}/a%20b`)
    // A hit does not walk the branches again: the pathname is not decoded a second time.
    const decode = vi.spyOn(globalThis, 'decodeURIComponent')
    const second = server.matchRoutes(routes, `${path}/a%20b`)
    expect(decode).not.toHaveBeenCalled()
    expect(second).toEqual(first)
    // Copies: a caller that changes its match or params changes no one else's.
    expect(second?.[0]).not.toBe(first?.[0])
    expect(second?.[0]?.params).not.toBe(first?.[0]?.params)
    expect(second?.[0]?.params).toEqual({ id: 'a b' })
  })
})

function patchRoutesRendersAgain(router: Router, path: string) {
  const routes = [{ id: 'root', path: '/', children: [{ id: 'list', path: 'list' }] }]
  const instance = router.createRouter({
    routes,
    history: router.createMemoryHistory({ initialEntries: [path] }),
  })
  instance.initialize()
  const updates: string[][] = []
  instance.subscribe((state) => updates.push(state.matches.map((m) => m.route.id)))
  instance.patchRoutes('root', [{ id: 'detail', path: 'list/:id' }])
  return { instance, updates }
}

describe.each([
  ['the server build (dist/router.cjs.js)', async () => server],
  [
    "the browser's build (dist/router.js)",
    async () => (await import('@remix-run/router/dist/router.js')) as unknown as Router,
  ],
])('@remix-run/router patchRoutes, %s (decision 208)', (_name, load) => {
  it('does not render the page again for a route found for another page', async () => {
    const { instance, updates } = patchRoutesRendersAgain(await load(), '/list')
    expect(updates).toEqual([])
    await instance.navigate('/list/1')
    expect(instance.state.matches.map((m) => m.route.id)).toEqual(['root', 'detail'])
  })

  it('renders again when the found route changes what the current address matches', async () => {
    // Not a test of the patch (the unpatched router renders again too): the patch must keep it.
    const { updates } = patchRoutesRendersAgain(await load(), '/list/1')
    expect(updates).toHaveLength(1)
  })
})
