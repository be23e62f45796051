/**
 * The Spanish glossary (decision 218): no Spanish catalogue text uses a variant the glossary turned
 * down, and the validation messages put any field label after 'El campo', so a label reads right
 * inside them whatever its form.
 */
import { describe, expect, it } from 'vitest'
import { catalogueTexts as texts } from '../../../tests/spec-texts'
import { SPANISH_GLOSSARY } from './catalogues/es/glossary'

/** Every Spanish text that uses a rejected variant: key, the variant found, the term to use. */
function rejectedVariants(catalogue: Record<string, string>) {
  return Object.entries(catalogue).flatMap(([key, text]) =>
    SPANISH_GLOSSARY.flatMap(({ spanish, rejects = [] }) =>
      rejects
        .map((variant) => variant.exec(text))
        .filter((found) => found !== null)
        .map((found) => ({ key, found: found[0], use: spanish })),
    ),
  )
}

describe('the Spanish glossary', () => {
  it('has one Spanish term per English concept', () => {
    const english = SPANISH_GLOSSARY.map((entry) => entry.english)
    expect(new Set(english).size).toBe(english.length)
  })

  it('no Spanish catalogue text uses a variant the glossary rejects', () => {
    expect(rejectedVariants(texts.es)).toEqual([])
  })

  it('finds a rejected variant put back', () => {
    const found = rejectedVariants({
      'common:planDates.effective': 'En vigor',
      'find-care:primaryCare.current': 'Médico de atención primaria actual',
      'menus:eBill': 'Factura electrónica',
      'home:banners.ebillTitle': 'Pague su prima en línea con eBill (factura electrónica)',
    })
    expect(found.map(({ key, found }) => [key, found])).toEqual([
      ['common:planDates.effective', 'En vigor'],
      ['find-care:primaryCare.current', 'Médico de atención primaria'],
      ['menus:eBill', 'Factura electrónica'],
    ])
  })
})

describe('the validation messages around a label', () => {
  const templates = Object.entries(texts.es).filter(
    ([key, text]) => key.startsWith('validation:') && text.includes('{{label}}'),
  )

  it('have templates with a label', () => {
    expect(templates.length).toBeGreaterThan(0)
  })

  // 'El campo Confirmar contraseña nueva es obligatorio', 'El campo Fecha de nacimiento no puede
  // tener una fecha futura': the label is named as a field, not made the subject of the sentence.
  it.each(templates)('%s puts the label after "El campo"', (_key, text) => {
    expect(text.startsWith('El campo {{label}} ')).toBe(true)
  })

  it('the Spanish field labels are not commands ("Confirme...")', () => {
    const commandLabels = Object.entries(texts.es).filter(
      ([key, text]) => /confirmPassword$/.test(key) && /^Confirme\b/.test(text),
    )
    expect(commandLabels).toEqual([])
  })
})
