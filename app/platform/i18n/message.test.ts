import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues.server'
import { decodeMessage, message, translateMessage } from './message'

const en = (text: string, label?: string) => translateMessage(text, catalogues.en, 'en', label)
const es = (text: string, label?: string) => translateMessage(text, catalogues.es, 'es', label)

describe('message: a rule writes a key and values, the page translates it once (decision 225)', () => {
  it('travels as one text that decodes to its key and values', () => {
    const text = message('validation:required', { label: 'First name' })
    expect(typeof text).toBe('string')
    expect(decodeMessage(text)).toEqual({ key: 'validation:required', values: { label: 'First name' } })
    expect(decodeMessage(message('validation:controlCharacters'))).toEqual({
      key: 'validation:controlCharacters',
      values: {},
    })
  })

  it('reads in English and in Spanish from the same catalogue keys', () => {
    const text = message('validation:passwordMismatch')
    expect(en(text)).toBe('Passwords do not match')
    expect(es(text)).toBe('Las contraseñas no coinciden')
  })

  it("a label inside a message: the rule's English label, the page's own in another language", () => {
    const text = message('validation:required', { label: 'Username' })
    expect(en(text)).toBe('Username is a required field')
    expect(en(text, 'Username')).toBe('Username is a required field')
    expect(es(text, 'Nombre de usuario')).toBe('El campo Nombre de usuario es obligatorio')
    // Without the page's label (a form-level message) the rule's is kept.
    expect(es(text)).toBe('El campo Username es obligatorio')
  })

  it("a nested value: the '15 minutes' of a wait is a message too, translated with it", () => {
    const wait = message('validation:limits.wait.minutes', { n: 15 })
    const text = message('validation:limits.tooManyAttempts', { wait })
    expect(en(text)).toBe('Too many attempts. Please wait 15 minutes before trying again.')
    expect(es(text)).toBe('Demasiados intentos. Espere 15 minutos antes de volver a intentarlo.')
  })

  it('shows a text that is not a message as it is (the server wrote it in the language already)', () => {
    expect(es('La contraseña actual no es correcta.')).toBe('La contraseña actual no es correcta.')
    expect(en('i18n:not json')).toBe('i18n:not json')
    expect(en('i18n:[42]')).toBe('i18n:[42]')
  })

  it('a key missing from the catalogue shows as the key, never an empty text', () => {
    expect(en(message('validation:nowhere'))).toBe('validation:nowhere')
  })
})
