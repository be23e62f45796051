import { describe, expect, it } from 'vitest'
import { packMessages } from './packed-messages'
import type { Catalogue } from './translate'
import { pageTitle } from './use-translation'

/** Route matches as `meta` sees them: the root's data first, its texts packed as loaders send them. */
const matches = (language: string, messages: Catalogue, page: unknown = null) => [
  { id: 'root', data: { language, messages: packMessages(messages) }, meta: [{ title: 'Member Portal' }] },
  { id: 'routes/page', data: page },
]

describe('page titles in `meta` (decisions 189, 192, 256)', () => {
  it("an error page (its loader sent no texts) takes the menu's title in Spanish from the `menus` texts", () => {
    const spanish = matches('es', { menus: { 'Find care': 'Buscar atención' } })
    expect(pageTitle({ matches: spanish }, 'find-care', 'landing.title', { menu: 'Find care' })).toEqual([
      { title: 'Buscar atención' },
    ])
  })

  it('an English page, sent no `menus` texts, titles its error page with the English menu title', () => {
    expect(
      pageTitle({ matches: matches('en', { common: {} }) }, 'find-care', 'resources.title', {
        menu: 'Care resources',
      }),
    ).toEqual([{ title: 'Care resources' }])
  })

  it('a Spanish error page whose menu title has no Spanish text keeps the title above, never the English', () => {
    expect(
      pageTitle({ matches: matches('es', { menus: {} }) }, 'find-care', 'resources.title', {
        menu: 'Care resources',
      }),
    ).toEqual([{ title: 'Member Portal' }])
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
