/**
 * The catalogues (issue 26): the same keys in every language, the same {{values}} in each text of
 * both, no empty text, and the English texts that the spec quotes word for word.
 */
import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE } from '@member-dashboard/contract'
import { catalogueTexts as texts, describeSpecTexts } from '../../../tests/spec-texts'
import { LANGUAGES } from './languages'

const values = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('catalogues', () => {
  it('have namespaces in every language', () => {
    expect(Object.keys(texts.en).length).toBeGreaterThan(0)
  })

  it('have every key in every language, and no empty text', () => {
    for (const language of LANGUAGES) {
      const missing = Object.keys(texts.en).filter((key) => !(key in texts[language]))
      const extra = Object.keys(texts[language]).filter((key) => !(key in texts.en))
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] })
      const empty = Object.entries(texts[language]).filter(([, text]) => !text.trim())
      expect(empty).toEqual([])
    }
  })

  it('fill the same {{values}} in both languages', () => {
    const differ = Object.keys(texts.en).filter(
      (key) => values(texts.en[key]).join() !== values(texts.es[key] ?? '').join(),
    )
    expect(differ).toEqual([])
  })
})

/**
 * The keys whose English text the spec quotes (texts in quotes are exact): each must appear in the
 * spec between quotes, as written. A key is added here when its text is the spec's.
 */
const SPEC_TEXTS = [
  // The default messages of section 5 ('{label} is a required field'...) are templates: the
  // validators' tests check the texts they make.
  'common:errors.tipsHeading',
  'common:errors.linksHeading',
  'common:errors.status.1.title',
  ...[400, 401, 403, 404, 408, 500, 502, 503].flatMap((status) => [
    `common:errors.status.${status}.title`,
    `common:errors.status.${status}.code`,
  ]),
  'common:errors.status.generic.title',
  'sign-in:login.heading',
  'sign-in:login.loggedOut',
  'sign-in:login.submit',
]

it("the control characters message is the contract's, which the app server's refusals write too", () => {
  expect(texts.en['validation:controlCharacters']).toBe(CONTROL_CHARACTERS_MESSAGE)
})

describeSpecTexts(SPEC_TEXTS)
