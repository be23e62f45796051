import { describe, expect, it } from 'vitest'
import { packMessages } from './packed-messages'
import type { Catalogue } from './translate'
import { menuTitleForMeta, pageTitle } from './use-translation'

/** Route matches as `meta` sees them: the root's data first, its texts packed as loaders send them. */
const matches = (language: string, messages: Catalogue, page: unknown = null) => [
  { id: 'root', data: { language, messages: packMessages(messages) }, meta: [{ title: 'Member Portal' }] },
  { id: 'routes/page', data: page },
]

describe('page titles in `meta` (decisions 189, 192)', () => {
  it("a menu's title in Spanish from the `menus` texts a Spanish page is sent", () => {
    expect(menuTitleForMeta(matches('es', { menus: { 'Find care': 'Buscar atención' } }), 'Find care')).toBe(
      'Buscar atención',
    )
  })

  it('an English page, sent no `menus` texts, titles itself with the English menu title', () => {
    expect(menuTitleForMeta(matches('en', { common: {} }), 'Find care')).toBe('Find care')
  })

  it('a page whose loader sent no texts keeps the title of the route above', () => {
    expect(pageTitle({ matches: matches('en', {}) }, 'claims', 'list.title')).toEqual([
      { title: 'Member Portal' },
    ])
    expect(
      pageTitle(
        { matches: matches('en', {}, { messages: packMessages({ claims: { list: { title: 'Claims' } } }) }) },
        'claims',
        'list.title',
      ),
    ).toEqual([{ title: 'Claims' }])
  })
})
