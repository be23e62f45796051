import { describe, expect, it } from 'vitest'
import { chooseLanguage, chosenLanguage, otherLanguage, preferredLanguage } from './languages'

describe('the language of a request: explicit choice > Accept-Language > English', () => {
  it('an explicit choice wins over the browser', () => {
    expect(chooseLanguage({ cookie: 'a=1; language=en', acceptLanguage: 'es-MX,es;q=0.9' })).toBe('en')
    expect(chooseLanguage({ cookie: 'language=es', acceptLanguage: 'en-US' })).toBe('es')
  })

  it('without a choice, the browser decides; with neither, English', () => {
    expect(chooseLanguage({ cookie: 'other=es', acceptLanguage: 'es-ES,en;q=0.5' })).toBe('es')
    expect(chooseLanguage({ cookie: null, acceptLanguage: null })).toBe('en')
    expect(chooseLanguage({ acceptLanguage: 'fr-FR,de;q=0.8' })).toBe('en')
  })

  it('a choice of an unknown language is no choice', () => {
    expect(chosenLanguage('language=fr')).toBeNull()
    expect(chooseLanguage({ cookie: 'language=<script>', acceptLanguage: 'es' })).toBe('es')
  })
})

describe('Accept-Language (RFC 9110)', () => {
  it('takes the highest weight among the supported languages, a region counting as its language', () => {
    expect(preferredLanguage('fr;q=1, en;q=0.4, es-MX;q=0.8')).toBe('es')
    expect(preferredLanguage('en-GB;q=0.9, es;q=0.9')).toBe('en')
    expect(preferredLanguage('ES')).toBe('es')
  })

  it("q=0 means 'not this one'; malformed weights are skipped", () => {
    expect(preferredLanguage('es;q=0, en;q=0.1')).toBe('en')
    expect(preferredLanguage('es;q=abc, en;q=2')).toBeNull()
    expect(preferredLanguage('*')).toBeNull()
  })
})

it('the switch offers the other language', () => {
  expect(otherLanguage('en')).toBe('es')
  expect(otherLanguage('es')).toBe('en')
})
