/**
 * The spec's quoted texts in the English catalogue (issue 26): each area's texts test lists the
 * keys whose English text the spec quotes, and this checks each one word for word.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { LANGUAGES, type Language } from '~/platform/i18n/languages'
import { flatten } from '~/platform/i18n/translate'

/** Every text of every catalogue by language, keyed `namespace:key.path`. */
export const catalogueTexts = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(catalogues[language]).flatMap(([namespace, messages]) =>
        flatten(messages).map(([key, text]) => [`${namespace}:${key}`, text]),
      ),
    ),
  ]),
) as Record<Language, Record<string, string>>

const spec = readFileSync(new URL('../../shared/spec/member-dashboard.md', import.meta.url), 'utf8')

/** Each key's English text must appear in the spec between quotes, as written. */
export function describeSpecTexts(keys: readonly string[]) {
  describe("the spec's texts", () => {
    it.each(keys)('%s is the spec text word for word', (key) => {
      const english = catalogueTexts.en[key]
      expect(english, `${key} is not in the English catalogue`).toBeDefined()
      expect(
        spec.includes(`'${english}'`) || spec.includes(`"${english}"`),
        `'${english}' is not quoted in the spec`,
      ).toBe(true)
    })
  })
}
