/**
 * Login errors (spec section 8 'Login errors'): the gateway's error body to the text the login form
 * shows. Pure. "In every case the spinner turns off" is the screen's job.
 */
import { gatewayErrorBody, loginErrorType } from '@member-dashboard/contract'
import { attemptsLeftForClient } from './login-guard'

export const LOGIN_ACCOUNT_LOCKED_MESSAGE =
  'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.'
export const LOGIN_GENERIC_MESSAGE = 'Username and/or password unrecognized. Please try again.'

/** errorType LOGIN_ATTEMPTS_REMAINING with errorData.attemptsRemaining = n. */
export function loginAttemptsRemainingMessage(attemptsRemaining: number): string {
  return `Username and/or password unrecognized. You have ${attemptsRemaining} attempt(s) remaining. Try again or select forgot username or password.`
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
