/**
 * Find care's texts (issue 26): the spec's quoted texts word for word in English, and the messages
 * the primary care rules write (`find-care` keys and values, decision 225) as the loaders send them
 * in the member's language. The care reminders' texts: `find-care.spanish.route.test.tsx`.
 */
import { describe, expect, it } from 'vitest'
import { inEnglish, shownIn } from '../../../tests/schema'
import { describeSpecTexts } from '../../../tests/spec-texts'
import { eligiblePeriodText, historyStatus, primaryCareAction } from './primary-care'

describeSpecTexts(['find-care:actions.select'])

const inSpanish = (text: string) => shownIn('es', text)

describe("the rules' messages, in Spanish", () => {
  it("'Select primary care' / 'Change primary care'", () => {
    const none = primaryCareAction({ current: null, upcoming: null })
    const some = primaryCareAction({ current: {} as never, upcoming: null })
    expect([none, some].map(inSpanish)).toEqual(['Elegir un proveedor', 'Cambiar de proveedor'])
    expect(inEnglish(none)).toBe('Select primary care')
  })

  it('eligible periods, with their dates as written (month/day/year)', () => {
    const since = eligiblePeriodText({ effectiveDate: '2024-01-01', terminationDate: null })
    const between = eligiblePeriodText({ effectiveDate: '2024-01-01', terminationDate: '2025-12-31' })
    expect(inSpanish(since)).toBe('desde el 01/01/2024')
    expect(inSpanish(between)).toBe('del 01/01/2024 al 12/31/2025')
  })

  it("the history's statuses; the gateway's termination reason as sent", () => {
    const status = (pcpSelected: boolean, pcpTerminationReason: string | null) =>
      inSpanish(historyStatus({ pcpSelected, pcpTerminationReason }))
    expect(status(true, null)).toBe('seleccionado')
    expect(status(true, 'Member moved')).toBe('seleccionado, termina: Member moved')
    expect(status(false, null)).toBe('terminado')
    expect(status(false, 'Member moved')).toBe('terminado: Member moved')
  })
})
