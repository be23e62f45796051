/**
 * The catalogues (issue 26): the same keys in every language, the same {{values}} in each text of
 * both, no empty text, and the English texts that the spec quotes word for word.
 */
import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE } from '@member-dashboard/contract'
import { inEnglish, shownIn } from '../../../tests/schema'
import { catalogueTexts as texts, describeSpecTexts } from '../../../tests/spec-texts'
import {
  DUPLICATE_FIELD_MESSAGE,
  DUPLICATE_FIELDS_MESSAGE,
  UNREADABLE_FIELD_MESSAGE,
} from '~/platform/forms/submission'
import { limitMessage } from '~/platform/security/rate-limit'
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

it("the form messages of the platform's rules are the English catalogue's, so members see them in Spanish", () => {
  expect(inEnglish(DUPLICATE_FIELDS_MESSAGE)).toBe(texts.en['validation:submission.duplicateFields'])
  expect(inEnglish(DUPLICATE_FIELD_MESSAGE)).toBe(texts.en['validation:submission.duplicateField'])
  expect(inEnglish(UNREADABLE_FIELD_MESSAGE)).toBe(texts.en['validation:submission.unreadable'])
  expect(inEnglish(limitMessage('recovery', 90))).toBe(
    'Too many requests. Please wait 2 minutes before trying again.',
  )
  expect(shownIn('es', limitMessage('recovery', 90))).toBe(
    'Demasiadas solicitudes. Espere 2 minutos antes de volver a intentarlo.',
  )
  expect(shownIn('es', limitMessage('login-as', 3 * 3600))).toBe(
    'Demasiadas búsquedas no encontraron a ningún miembro. Espere 3 horas antes de volver a intentarlo.',
  )
  expect(shownIn('es', limitMessage('current-password', 1))).toBe(
    'Demasiados intentos. Espere 1 segundo antes de volver a intentarlo.',
  )
})

it("the control characters message is the contract's, which the app server's refusals write too", () => {
  expect(texts.en['validation:controlCharacters']).toBe(CONTROL_CHARACTERS_MESSAGE)
})

describeSpecTexts(SPEC_TEXTS)
