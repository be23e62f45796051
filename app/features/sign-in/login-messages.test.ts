/** The login's messages are made on the server in English and sent in the member's language (issue 26). */
import { describe, expect, it } from 'vitest'
import { localizeMessage } from '~/platform/i18n/localize-message'
import enSignIn from '~/platform/i18n/catalogues/en/sign-in.json'
import esSignIn from '~/platform/i18n/catalogues/es/sign-in.json'
import {
  LOGIN_ACCOUNT_LOCKED_MESSAGE,
  LOGIN_GENERIC_MESSAGE,
  loginAttemptsRemainingMessage,
} from './login-errors'
import { sprayMessage, untrustedShareSpentMessage } from './login-guard'

describe("the login's messages, made on the server (issue 26)", () => {
  const source = enSignIn.errors
  const target = esSignIn.errors
  it('the attempts message keeps the count; a wait is written in the language too', () => {
    expect(localizeMessage(loginAttemptsRemainingMessage(2), source, target)).toBe(
      'Nombre de usuario o contraseña no reconocidos. Le quedan 2 intento(s). Inténtelo de nuevo o seleccione Olvidé mi nombre de usuario u Olvidé mi contraseña.',
    )
    expect(localizeMessage(sprayMessage(900), source, target)).toBe(
      'El inicio de sesión falló para muchos nombres de usuario distintos desde su red. Espere 15 minutos antes de intentarlo de nuevo.',
    )
    expect(localizeMessage(sprayMessage(1), source, target)).toContain('Espere 1 segundo antes')
    expect(localizeMessage(sprayMessage(3 * 3600), source, target)).toContain('Espere 3 horas antes')
  })

  it('every fixed message of the login has its Spanish', () => {
    for (const english of [
      LOGIN_GENERIC_MESSAGE,
      LOGIN_ACCOUNT_LOCKED_MESSAGE,
      untrustedShareSpentMessage('1-888-555-0110'),
    ])
      expect(localizeMessage(english, source, target)).not.toBe(english)
  })
})
