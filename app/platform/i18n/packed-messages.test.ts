import { describe, expect, it } from 'vitest'
import { packMessages, unpackMessages } from './packed-messages'
import { mergeMessages } from './use-translation'

describe("a loader's texts as one JSON text (decision 214)", () => {
  const texts = { claims: { list: { title: 'Reclamaciones', count_one: '{{count}} reclamación' } } }

  it('reads back the texts it packed, quotes and accents included', () => {
    const quoted = { common: { errors: { title: 'Sorry, it looks like there\'s a "problem".' } } }
    expect(unpackMessages(packMessages(texts))).toEqual(texts)
    expect(unpackMessages(packMessages(quoted))).toEqual(quoted)
  })

  it('parses the same text once and hands back the same texts (a navigation does not parse again)', () => {
    const packed = packMessages(texts)
    expect(unpackMessages(packed)).toBe(unpackMessages(`${packed}`))
  })

  it('takes nothing that is not packed texts: no data, an object, broken JSON, a list', () => {
    for (const value of [undefined, null, texts, '{"claims":', '[1,2]', '"text"'])
      expect(unpackMessages(value)).toBeUndefined()
  })

  it("merges the matched routes' texts, a later route's namespace over an earlier one's", () => {
    const root = { common: { shell: { menu: 'Menú' } }, claims: { list: { title: 'Old' } } }
    const merged = mergeMessages([{ messages: packMessages(root) }, null, { messages: packMessages(texts) }])
    expect(merged).toEqual({ common: root.common, claims: texts.claims })
  })
})
