/**
 * What the dependency patches of patches/ promise, checked on the installed packages (applied by
 * `postinstall`): a lost patch fails here, not only in a profile.
 */
import { createMemoryHistory, createRouter, type AgnosticDataRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'

function routerAt(path: string) {
  const routes: AgnosticDataRouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'claims', path: 'claims' },
        { id: 'home', path: 'home' },
      ],
    },
  ]
  const router = createRouter({ routes, history: createMemoryHistory({ initialEntries: [path] }) })
  router.initialize()
  const updates: string[][] = []
  router.subscribe((state) => updates.push(state.matches.map((m) => m.route.id)))
  return { router, updates }
}

describe('@remix-run/router patchRoutes (decision 208)', () => {
  it('does not render the page again for routes found for other pages', async () => {
    const { router, updates } = routerAt('/claims')
    router.patchRoutes('root', [{ id: 'claim', path: 'claims/:claimNumber' }])
    expect(updates).toEqual([])
    // The next navigation finds it.
    await router.navigate('/claims/CL1')
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'claim'])
  })

  it('renders again when a found route changes what the current address matches', () => {
    const { router, updates } = routerAt('/claims/CL1')
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root'])
    router.patchRoutes('root', [{ id: 'claim', path: 'claims/:claimNumber' }])
    expect(updates).toHaveLength(1)
  })
})
