import { describe, expect, it } from 'vitest'
import { translate } from './translate'

const catalogue = {
  claims: {
    count_one: '{{count}} claim',
    count_other: '{{count}} claims',
    found: 'Found {{ count }} for {{name}}',
    nested: { deep: 'Deep text' },
  },
}

describe('translate (i18next JSON v4)', () => {
  it('reads nested keys and fills {{values}}', () => {
    expect(translate(catalogue, 'en', 'claims', 'nested.deep')).toBe('Deep text')
    expect(translate(catalogue, 'en', 'claims', 'found', { count: 3, name: 'Avery' })).toBe(
      'Found 3 for Avery',
    )
  })

  it('picks the plural form of the language by count', () => {
    expect(translate(catalogue, 'en', 'claims', 'count', { count: 1 })).toBe('1 claim')
    expect(translate(catalogue, 'en', 'claims', 'count', { count: 0 })).toBe('0 claims')
    expect(translate(catalogue, 'es', 'claims', 'count', { count: 1 })).toBe('1 claim')
    expect(translate(catalogue, 'es', 'claims', 'count', { count: 2 })).toBe('2 claims')
  })

  it("reads Spanish's 'many' form (a million and more) as the catalogue's _other", () => {
    expect(translate(catalogue, 'es', 'claims', 'count', { count: 1_000_000 })).toBe('1000000 claims')
  })

  it('a missing key or namespace shows as namespace:key, never as an empty text', () => {
    expect(translate(catalogue, 'en', 'claims', 'nested')).toBe('claims:nested')
    expect(translate(catalogue, 'en', 'home', 'title')).toBe('home:title')
  })

  it('leaves an unknown {{name}} as written', () => {
    expect(translate(catalogue, 'en', 'claims', 'found', { count: 1 })).toBe('Found 1 for {{name}}')
  })
})
