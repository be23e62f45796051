import { describe, expect, it } from 'vitest'
import { localizeMessage } from './localize-message'
import { lookup } from './translate'
import en from './catalogues/en/validation.json'
import es from './catalogues/es/validation.json'

describe('messages made in English, shown in Spanish', () => {
  it("fills the member's template with the field's own label", () => {
    expect(localizeMessage('Username is a required field', en, es, 'Nombre de usuario')).toBe(
      'El campo Nombre de usuario es obligatorio',
    )
    expect(localizeMessage('Invalid email address', en, es, 'Correo electrónico')).toBe(
      'El campo Correo electrónico no es válido',
    )
  })

  it('keeps what the template matched when the page gives no label', () => {
    expect(localizeMessage('Password exceeds the maximum number of characters', en, es)).toBe(
      'El campo Password supera el número máximo de caracteres',
    )
  })

  it('prefers the most specific template: a fixed message of a form before the generic one', () => {
    const message = 'Invalid start date: use MM/DD/YYYY'
    expect(localizeMessage(message, en, es, 'Fecha de inicio')).toBe(lookup(es, 'claims.startInvalid'))
  })

  it('a fixed message is a template without values', () => {
    expect(localizeMessage('Remove the control characters from this field.', en, es)).toBe(
      'Quite los caracteres de control de este campo.',
    )
  })

  it('in English, or for a text no template made, the text as it is', () => {
    expect(localizeMessage('Username is a required field', en, en, 'Username')).toBe(
      'Username is a required field',
    )
    expect(localizeMessage('Username is a required field', en, undefined)).toBe(
      'Username is a required field',
    )
    expect(localizeMessage('The gateway said no.', en, es, 'Nombre')).toBe('The gateway said no.')
  })
})
