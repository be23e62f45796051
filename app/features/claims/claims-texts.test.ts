/**
 * The claims area's texts (issue 26): the spec's quoted texts word for word, and the filter form's
 * messages as a Spanish-speaking member reads them (the schema writes English; the fields show
 * them in the member's language).
 */
import { describe, expect, it } from 'vitest'
import { inEnglish, shownIn } from '../../../tests/schema'
import { describeSpecTexts } from '../../../tests/spec-texts'
import { FILTER_MESSAGES } from './claims'

describeSpecTexts(['claims:claimsList.title', 'claims:claimDetail.network.IN_NETWORK'])

describe('the claims filter messages in Spanish', () => {
  const spanish = (text: string, label?: string) => shownIn('es', text, label)

  it('the lists and the date range', () => {
    expect(spanish(FILTER_MESSAGES.member, 'Miembro de la familia')).toBe(
      'Elija un miembro de la familia de la lista',
    )
    expect(spanish(FILTER_MESSAGES.category)).toBe('Elija una categoría de la lista')
    expect(spanish(FILTER_MESSAGES.status)).toBe('Elija un estado de la lista')
    expect(spanish(FILTER_MESSAGES.endNotAfterStart, 'Fecha de fin')).toBe(
      'La fecha de fin debe ser posterior a la fecha de inicio',
    )
    expect(spanish(FILTER_MESSAGES.startTooOld('11/23/2024'), 'Fecha de inicio')).toBe(
      'La fecha de inicio no puede ser anterior al 11/23/2024: las reclamaciones abarcan los últimos dos años',
    )
  })

  it('a date that is not a date names the field in Spanish', () => {
    expect(spanish(FILTER_MESSAGES.startInvalid, 'Fecha de inicio')).toContain('Fecha de inicio')
    expect(spanish(FILTER_MESSAGES.endInvalid, 'Fecha de fin')).toContain('Fecha de fin')
    expect(spanish(FILTER_MESSAGES.endInvalid, 'Fecha de fin')).not.toContain('Invalid')
  })

  it('in English they stay as the schema writes them', () => {
    expect(inEnglish(FILTER_MESSAGES.startTooOld('11/23/2024'))).toBe(
      'Start date cannot be before 11/23/2024: claims go back two years',
    )
  })
})
