/**
 * The account area's texts (issue 26): the spec's quoted texts word for word; the texts the rules
 * and the server write (activity events, times and durations, coverage dates, notices, limits) in
 * Spanish; each message the account forms write has a Spanish text in the `validation` catalogue.
 */
import { unpackMessages } from '~/platform/i18n/packed-messages'
import { describe, expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { createTranslate, flatten } from '~/platform/i18n/translate'
import { inEnglish, shownIn } from '../../../tests/schema'
import { PASSWORD_MISMATCH } from '~/platform/forms/validators'
import { DUPLICATE_QUESTION_MESSAGE } from '~/platform/forms/security-answers'
import { describeSpecTexts } from '../../../tests/spec-texts'
import {
  CANCELLATION_CHOICE_REQUIRED,
  categoryRow,
  EBILL_REGISTER_REFUSED,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  ID_CARD_CHOICE_MISSING,
  ID_CARD_NOT_ELIGIBLE,
  PASSWORD_UNCHANGED,
} from './account'
import {
  durationText,
  formatDateTime,
  signedOutNotice,
  signInEventText,
  staffAccessDurationText,
  staffRoleText,
  trustedDeviceText,
  type Words,
} from './activity'
import { deviceInWords } from './device'
import { messagesFor, messageTextFor, textsFor } from '~/platform/i18n/page-texts.server'
import { limitMessage } from '~/platform/security/rate-limit'
import { args } from '../../../tests/fake-gateway'

describeSpecTexts([
  'account:activityWords.roles.logInAsAnyone',
  'account:activityWords.roles.logInAsNonEmp',
  'account:memberInformation.download',
])

const spanishRequest = () => new Request('http://localhost/account', { headers: { cookie: 'language=es' } })
const es: Words = { language: 'es', t: createTranslate(catalogues.es, 'es', 'account') }
const at = (minutes: number) => Date.UTC(2026, 2, 10, 9) + minutes * 60_000

describe('account activity in Spanish', () => {
  it('durations with the plural of each count', () => {
    expect(durationText(at(0), at(0) + 30_000, es)).toBe('menos de un minuto')
    expect(durationText(at(0), at(1), es)).toBe('1 minuto')
    expect(durationText(at(0), at(12), es)).toBe('12 minutos')
    expect(durationText(at(0), at(60), es)).toBe('1 hora')
    expect(durationText(at(0), at(65), es)).toBe('1 hora y 5 minutos')
    expect(durationText(at(0), at(121), es)).toBe('2 horas y 1 minuto')
    expect(durationText(at(0), at(65))).toBe('1 hour 5 minutes')
  })

  it('date-times keep month/day/year, with the time in Spanish words', () => {
    const afternoon = Date.UTC(2026, 2, 10, 15, 5)
    expect(formatDateTime(afternoon)).toMatch(/^03\/10\/2026, \d{1,2}:05 [AP]M \S+$/)
    expect(formatDateTime(afternoon, es)).toMatch(/^03\/10\/2026, \d{1,2}:05 [ap]\.\s?m\. \S+$/)
    // The 12th of a month: es-US's own numeric order would write 12/03.
    expect(formatDateTime(Date.UTC(2026, 2, 12, 12), es)).toMatch(/^03\/12\/2026, /)
  })

  it('events, trust, roles, devices and the still-open staff session', () => {
    expect(signInEventText('SIGN_IN_FAILED', es)).toBe('Intento fallido de inicio de sesión')
    expect(signInEventText('STAFF_ACCESS', es)).toBe('Acceso de Servicios para Miembros')
    expect([true, false, null].map((trusted) => trustedDeviceText(trusted, es))).toEqual([
      'Sí',
      'No',
      'Se desconoce',
    ])
    expect(staffRoleText('logInAsAnyone', es)).toBe('Iniciar sesión como cualquier miembro')
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
    expect(deviceInWords(firefox, es)).toBe('Firefox en Windows (computadora)')
    expect(deviceInWords(null, es)).toBe('Dispositivo desconocido')
    const open = {
      reference: 'SA-1',
      staffRole: 'logInAsAnyone' as const,
      domainId: 1 as const,
      lastActiveAt: '2026-03-10T09:30:00.000Z',
      endedAt: null,
    }
    expect(staffAccessDurationText('2026-03-10T09:00:00.000Z', open, es)).toMatch(
      /^Todavía abierta; última actividad: 03\/10\/2026, \d{1,2}:30 [ap]\.\s?m\. /,
    )
  })

  it('the sign-out notices, one and many', () => {
    expect(signedOutNotice('sign-out-others', 1, es)).toBe('Se cerró 1 sesión en otro lugar.')
    expect(signedOutNotice('sign-out-others', 3, es)).toBe('Se cerraron 3 sesiones en otros lugares.')
    expect(signedOutNotice('sign-out-others', 0, es)).toBe(
      'No tiene la sesión iniciada en ningún otro lugar.',
    )
    expect(signedOutNotice('sign-out-others', 1)).toBe('Signed out of 1 other session.')
  })
})

describe('texts the server writes, in the request language', () => {
  const now = new Date(2026, 10, 22)
  const eligibility = (eligible: boolean, effectiveDate: string | null, terminationDate: string | null) => ({
    eligible,
    effectiveDate,
    terminationDate,
    classPlanId: null,
    classPlanEffectiveDate: null,
  })
  it('coverage dates: every text the rule writes has its Spanish', () => {
    const rows = [
      eligibility(true, '2025-01-01', null),
      eligibility(true, '2027-01-01', null),
      eligibility(true, '2020-01-01', '2025-12-31'),
      eligibility(false, null, null),
      eligibility(true, '2025-01-01', '2026-12-31'),
    ].map((e) => messageTextFor(args(spanishRequest()))(categoryRow('medical', e, now).text))
    expect(rows).toEqual([
      'Activa desde el 01/01/2025',
      'Vigente a partir del 01/01/2027',
      'Terminada el 12/31/2025',
      'No es elegible',
      '01/01/2025 - 12/31/2026',
    ])
  })

  it('notices and the wait after too many wrong current passwords', () => {
    const { t } = textsFor(args(spanishRequest()), 'account')
    expect(t('notices.idCardEmailed', { email: 'a@example.com' })).toBe(
      'Enviamos su tarjeta de identificación a a@example.com',
    )
    expect(shownIn('es', limitMessage('current-password', 15 * 60))).toBe(
      'Demasiados intentos. Espere 15 minutos antes de volver a intentarlo.',
    )
  })

  it('a page gets only the sections it renders, in its language', () => {
    const { account } = unpackMessages(
      messagesFor(args(spanishRequest()), { account: ['settings', 'preferences'] }),
    )!
    expect(Object.keys(account)).toEqual(['settings', 'preferences'])
    expect(account.settings).toEqual(catalogues.es.account.settings)
  })
})

describe("the account forms' own messages", () => {
  it.each([
    EMAIL_CHANGE_NEEDS_PASSWORD,
    PASSWORD_UNCHANGED,
    PASSWORD_MISMATCH,
    DUPLICATE_QUESTION_MESSAGE,
    ID_CARD_CHOICE_MISSING,
    ID_CARD_NOT_ELIGIBLE,
    CANCELLATION_CHOICE_REQUIRED,
    EBILL_REGISTER_REFUSED,
  ])('%s is a text of the validation catalogue, in English and in Spanish', (message) => {
    const english = inEnglish(message)
    const spanish = shownIn('es', message)
    expect(flatten(catalogues.en.validation).map(([, text]) => text)).toContain(english)
    expect(flatten(catalogues.es.validation).map(([, text]) => text)).toContain(spanish)
    expect(spanish).not.toBe(english)
  })
})
