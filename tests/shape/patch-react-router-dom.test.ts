/**
 * What `patches/react-router-dom+6.30.4.patch` promises (decision 175), checked on the installed
 * package (applied by `postinstall`): `createStaticRouter` converts a routes array to data routes
 * once, so every render matches against the same arrays and @remix-run/router's caches (decisions
 * 165 and 167) find them. Fails on the unpatched package (docs/upgrading.md). The build is the one
 * the server renders with: @remix-run/react's CommonJS `RemixServer` requires
 * `react-router-dom/server` (`server.js`; the ESM `server.mjs` is not patched and not used).
 */
import { createRequire } from 'node:module'
import type * as StaticServer from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { createStaticHandler, createStaticRouter } = require('react-router-dom/server') as typeof StaticServer

describe('react-router-dom createStaticRouter (decision 175)', () => {
  it('gives the same data routes for the same routes array, render after render', async () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'home', path: 'home' }] }]
    const handler = createStaticHandler(routes)
    const render = async (path: string) => {
      const context = await handler.query(new Request(`http://localhost${path}`))
      if (context instanceof Response) throw new Error('a response, not a context')
      return createStaticRouter(handler.dataRoutes, context)
    }
    const first = await render('/home')
    const second = await render('/')
    expect(second.routes).toBe(first.routes)
    // Nothing of a request is kept: each router has its own state.
    expect(first.state.location.pathname).toBe('/home')
    expect(second.state.location.pathname).toBe('/')
    expect(second.state.matches.map((m) => m.route.id)).toEqual(['root'])
  })

  it('converts another routes array anew', async () => {
    const routes = [{ id: 'root', path: '/' }]
    const handler = createStaticHandler(routes)
    const context = await handler.query(new Request('http://localhost/'))
    if (context instanceof Response) throw new Error('a response, not a context')
    const first = createStaticRouter(handler.dataRoutes, context)
    const other = createStaticRouter([...handler.dataRoutes], context)
    expect(other.routes).not.toBe(first.routes)
  })
})
