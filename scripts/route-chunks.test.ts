import { describe, expect, it } from 'vitest'
import { loadedBy, planRouteChunks, routeName, type BuiltChunk } from './route-chunks'

const route = (name: string, imports: string[] = []): BuiltChunk => ({
  fileName: `${name}.js`,
  name,
  isEntry: true,
  isDynamicEntry: false,
  facadeModuleId: `/repo/app/routes/${name}.tsx?__remix-build-client-route`,
  imports,
  moduleIds: [`/repo/app/routes/${name}.tsx`],
})
const root = (imports: string[]): BuiltChunk => ({
  ...route('root', imports),
  facadeModuleId: '/repo/app/root.tsx?__remix-build-client-route',
})
const lazy = (name: string, imports: string[] = []): BuiltChunk => ({
  ...route(name, imports),
  isEntry: false,
  isDynamicEntry: true,
  facadeModuleId: `/repo/app/features/${name}.ts`,
})
const shared = (name: string, imports: string[] = []): BuiltChunk => ({
  fileName: `${name}.js`,
  name,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports,
  moduleIds: [`/repo/app/${name}.ts`],
})

describe('routeName', () => {
  it('is the route file name of a route module, with or without the query', () => {
    expect(routeName('/repo/app/routes/_member.claims._index.tsx?__remix-build-client-route')).toBe(
      '_member.claims._index',
    )
    expect(routeName('/repo/app/routes/hand-off[.]js.ts')).toBe('hand-off[.]js')
    expect(routeName('/repo/app/features/claims/claims-schemas.ts')).toBeNull()
    expect(routeName(null)).toBeNull()
  })
})

describe('loadedBy', () => {
  it('leaves out the routes whose parent layout loads the chunk too', () => {
    expect(
      loadedBy([route('_member'), route('_member.claims._index'), route('_member.account.summary')]),
    ).toBe('_member')
    expect(loadedBy([route('_member.account'), route('_member.account.summary'), route('login')])).toBe(
      '_member.account login',
    )
  })

  it('keeps sibling routes and routes that only share a name prefix', () => {
    expect(loadedBy([route('_member.eobs'), route('_member.claims._index')])).toBe(
      '_member.claims._index _member.eobs',
    )
    expect(loadedBy([route('recovery.password'), route('recovery.username')])).toBe(
      'recovery.password recovery.username',
    )
  })

  it('is every page when root or entry.client loads the chunk', () => {
    expect(loadedBy([root([]), route('login')])).toBe('every-page')
    expect(loadedBy([{ ...route('entry.client'), facadeModuleId: '/repo/app/entry.client.tsx' }])).toBe(
      'every-page',
    )
  })

  it('names a module loaded with import() by its chunk name', () => {
    expect(loadedBy([lazy('claims-schemas'), route('login')])).toBe('claims-schemas login')
  })
})

describe('planRouteChunks', () => {
  it('puts the chunks loaded by the same pages in one, and leaves the others to Rollup', () => {
    const plan = planRouteChunks([
      root(['framework.js', 'error-page.js']),
      route('_member', ['framework.js', 'menus.js', 'table.js']),
      route('_member.claims._index', ['table.js', 'card.js', 'currency.js']),
      route('_member.eobs', ['card.js', 'currency.js']),
      route('login', ['error-page.js']),
      shared('framework'),
      shared('error-page'),
      shared('menus'),
      shared('table'),
      shared('card'),
      shared('currency'),
    ])
    // error-page (root, login) and framework (root, _member): every page
    expect(plan['/repo/app/error-page.ts']).toBe('every-page')
    expect(plan['/repo/app/framework.ts']).toBe('every-page')
    // menus (_member) and table (_member, claims): every member page, one file
    expect(plan['/repo/app/menus.ts']).toMatch(/^shared-/)
    expect(plan['/repo/app/table.ts']).toBe(plan['/repo/app/menus.ts'])
    // card and currency: the claims and EOB pages, one file of their own
    expect(plan['/repo/app/card.ts']).toMatch(/^shared-/)
    expect(plan['/repo/app/currency.ts']).toBe(plan['/repo/app/card.ts'])
    expect(plan['/repo/app/card.ts']).not.toBe(plan['/repo/app/menus.ts'])
    // entries stay where they are
    expect(plan['/repo/app/routes/_member.tsx']).toBeUndefined()
  })

  it("puts the root's own stylesheets first in the every-page file, not its script", () => {
    const plan = planRouteChunks([
      {
        ...root(['layout.js', 'frame.js']),
        moduleIds: ['/repo/app/ui/theme/styles.css', '/repo/app/ui/app.css', '/repo/app/root.tsx'],
      },
      route('login', ['layout.js', 'frame.js']),
      shared('layout'),
      shared('frame'),
    ])
    expect(plan['/repo/app/ui/theme/styles.css']).toBe('every-page')
    expect(plan['/repo/app/ui/app.css']).toBe('every-page')
    expect(plan['/repo/app/layout.ts']).toBe('every-page')
    expect(plan['/repo/app/root.tsx']).toBeUndefined()
  })

  it('follows imports between shared chunks', () => {
    const plan = planRouteChunks([
      route('_member', ['layout.js']),
      route('_member.home', ['layout.js', 'tile.js']),
      shared('layout', ['icons.js']),
      shared('icons'),
      shared('tile'),
    ])
    expect(plan['/repo/app/icons.ts']).toBe(plan['/repo/app/layout.ts'])
    expect(plan['/repo/app/tile.ts']).toBeUndefined()
  })

  it('does not plan a chunk alone in its group, nor the chunks manualChunks already names', () => {
    const plan = planRouteChunks(
      [
        route('login', ['components.js', 'form.js']),
        route('registration._index', ['components.js', 'form.js', 'choice.js']),
        lazy('sign-in-schemas', ['zod.js']),
        route('_member', ['components.js']),
        shared('components'),
        shared('form'),
        shared('choice'),
        shared('zod'),
      ],
      (chunk) => chunk.name === 'components',
    )
    expect(plan).toEqual({})
  })

  it('keeps a chunk an import() loads apart from one the page loads at once', () => {
    const plan = planRouteChunks([
      route('login', ['form.js', 'validators.js']),
      route('registration._index', ['form.js', 'validators.js']),
      lazy('sign-in-schemas', ['validators.js']),
      shared('form'),
      shared('validators'),
    ])
    expect(plan).toEqual({})
  })
})
