/** The login's messages: keys and values the page translates, in the member's language (issue 26, decision 225). */
import { describe, expect, it } from 'vitest'
import { inEnglish, shownIn } from '../../../tests/schema'
import {
  LOGIN_ACCOUNT_LOCKED_MESSAGE,
  LOGIN_GENERIC_MESSAGE,
  loginAttemptsRemainingMessage,
} from './login-errors'
import { sprayMessage, untrustedShareSpentMessage } from './login-guard'

describe("the login's messages (issue 26)", () => {
  const inSpanish = (text: string) => shownIn('es', text)
  it('the attempts message keeps the count; a wait is written in the language too', () => {
    expect(inSpanish(loginAttemptsRemainingMessage(2))).toBe(
      'Nombre de usuario o contraseña no reconocidos. Le quedan 2 intento(s). Inténtelo de nuevo o seleccione Olvidé mi nombre de usuario u Olvidé mi contraseña.',
    )
    expect(inSpanish(sprayMessage(900))).toBe(
      'El inicio de sesión falló para muchos nombres de usuario distintos desde su red. Espere 15 minutos antes de intentarlo de nuevo.',
    )
    expect(inSpanish(sprayMessage(1))).toContain('Espere 1 segundo antes')
    expect(inSpanish(sprayMessage(3 * 3600))).toContain('Espere 3 horas antes')
  })

  it('every fixed message of the login has its Spanish', () => {
    for (const text of [
      LOGIN_GENERIC_MESSAGE,
      LOGIN_ACCOUNT_LOCKED_MESSAGE,
      untrustedShareSpentMessage('1-888-555-0110'),
    ])
      expect(inSpanish(text)).not.toBe(inEnglish(text))
  })

  it('the spent share names the phone for help', () => {
    expect(inEnglish(untrustedShareSpentMessage('1-888-555-0110'))).toBe(
      'For your security, this account cannot be signed in to from this device right now. Log in on a device you have signed in on before, or have a code sent to the e-mail address on file: either lifts this block. For help, call Customer Service at 1-888-555-0110.',
    )
  })
})
