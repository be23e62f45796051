/**
 * Find care's texts (issue 26): the spec's quoted texts word for word in English, and the texts the
 * primary care rules write in English are the `find-care` catalogue's templates, so the loaders send
 * them in the member's language (a rule's text the catalogue does not have would stay English). The
 * care reminders' texts: `find-care.spanish.route.test.tsx`.
 */
import { describe, expect, it } from 'vitest'
import { inRequestLanguage } from '~/platform/i18n/language.server'
import { describeSpecTexts } from '../../../tests/spec-texts'
import { eligiblePeriodText, historyStatus, primaryCareAction } from './primary-care'

describeSpecTexts(['find-care:actions.select'])

const spanish = new Request('http://localhost/find-care', { headers: { cookie: 'language=es' } })
const english = new Request('http://localhost/find-care')
const inSpanish = (section: string, text: string) => inRequestLanguage(spanish, 'find-care', section, text)

describe("the rules' English texts, in Spanish", () => {
  it("'Select primary care' / 'Change primary care'", () => {
    const none = primaryCareAction({ current: null, upcoming: null })
    const some = primaryCareAction({ current: {} as never, upcoming: null })
    expect([none, some].map((text) => inSpanish('actions', text))).toEqual([
      'Elegir un proveedor',
      'Cambiar de proveedor',
    ])
    expect(inRequestLanguage(english, 'find-care', 'actions', none)).toBe('Select primary care')
  })

  it('eligible periods, with their dates as written (month/day/year)', () => {
    const since = eligiblePeriodText({ effectiveDate: '2024-01-01', terminationDate: null })
    const between = eligiblePeriodText({ effectiveDate: '2024-01-01', terminationDate: '2025-12-31' })
    expect(inSpanish('periods', since)).toBe('desde el 01/01/2024')
    expect(inSpanish('periods', between)).toBe('del 01/01/2024 al 12/31/2025')
  })

  it("the history's statuses; the gateway's termination reason as sent", () => {
    const status = (pcpSelected: boolean, pcpTerminationReason: string | null) =>
      inSpanish('history', historyStatus({ pcpSelected, pcpTerminationReason }))
    expect(status(true, null)).toBe('seleccionado')
    expect(status(true, 'Member moved')).toBe('seleccionado, termina: Member moved')
    expect(status(false, null)).toBe('terminado')
    expect(status(false, 'Member moved')).toBe('terminado: Member moved')
  })
})
