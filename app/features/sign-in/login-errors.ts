/**
 * Login errors (spec section 8 'Login errors'): the gateway's error body to the message the login
 * form shows, as the `sign-in:errors` catalogue's key and values (decision 225: the page
 * translates it, the spec's English in the English catalogue). Pure. "In every case the spinner
 * turns off" is the screen's job.
 */
import { gatewayErrorBody, loginErrorType } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'
import { attemptsLeftForClient } from './login-guard'

export const LOGIN_ACCOUNT_LOCKED_MESSAGE = message('sign-in:errors.locked')
export const LOGIN_GENERIC_MESSAGE = message('sign-in:errors.generic')

/** errorType LOGIN_ATTEMPTS_REMAINING with errorData.attemptsRemaining = n. */
export function loginAttemptsRemainingMessage(attemptsRemaining: number): string {
  return message('sign-in:errors.attemptsRemaining', { attempts: attemptsRemaining })
}

/** Only the fields the message depends on; a body without status or message (or none at all) is fine. */
const loginErrorFields = gatewayErrorBody.pick({ errorType: true, errorData: true })

/**
 * The login form's error text for a failed login. `untrusted`: what an untrusted client may still
 * try and the text for a spent share (decisions 135, 216); null for a trusted one.
 * - LOGIN_ATTEMPTS_REMAINING with a whole, non-negative attemptsRemaining: the attempts message,
 *   with what this client can really still try; an untrusted client that spent its share is told
 *   to use Forgot password or a device it signed in on before.
 * - ACCOUNT_LOCKED: the locked message.
 * - Anything else (another errorType, LOGIN_ATTEMPTS_REMAINING without a usable count, a body that is
 *   missing or not an error body, a 5xx): the generic message.
 */
export function loginErrorMessage(
  body: unknown,
  untrusted: { shareLeft: number; spentMessage: string } | null = null,
): string {
  const parsed = loginErrorFields.safeParse(body)
  if (!parsed.success) return LOGIN_GENERIC_MESSAGE
  const { errorType, errorData } = parsed.data
  if (errorType === loginErrorType.enum.ACCOUNT_LOCKED) return LOGIN_ACCOUNT_LOCKED_MESSAGE
  if (errorType === loginErrorType.enum.LOGIN_ATTEMPTS_REMAINING) {
    const attemptsRemaining = errorData?.attemptsRemaining
    if (attemptsRemaining !== undefined && attemptsRemaining >= 0) {
      const left = attemptsLeftForClient(attemptsRemaining, untrusted?.shareLeft ?? null)
      if (untrusted && left === 0 && attemptsRemaining > 0) return untrusted.spentMessage
      return loginAttemptsRemainingMessage(left)
    }
  }
  return LOGIN_GENERIC_MESSAGE
}
