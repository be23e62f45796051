/**
 * The second step's refusals (issue 51, decision 235): the gateway's error body to the message the
 * code form shows, as `sign-in:twoStep.errors` keys (the page translates them). Pure.
 */
import { gatewayErrorBody, twoStepErrorTypes } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'
import { waitMessage } from '~/platform/security/rate-limit'

const fields = gatewayErrorBody.pick({ errorType: true, errorData: true })

/**
 * - a wrong code: says so, with the tries left before the second step waits;
 * - a code of a 30-second step already used: wait for the next one;
 * - too many wrong codes: how long to wait;
 * - a challenge no longer live: sign in again;
 * - anything else: the wrong-code text without a count.
 */
export function twoStepErrorMessage(body: unknown): string {
  const parsed = fields.safeParse(body)
  const { errorType, errorData } = parsed.success ? parsed.data : {}
  if (errorType === twoStepErrorTypes.replayedCode) return message('sign-in:twoStep.errors.used')
  if (errorType === twoStepErrorTypes.challengeExpired) return message('sign-in:twoStep.errors.expired')
  if (errorType === twoStepErrorTypes.locked) {
    const seconds = Number(errorData?.retryAfterSeconds)
    return message('sign-in:twoStep.errors.locked', {
      wait: waitMessage(Number.isFinite(seconds) && seconds > 0 ? seconds : 900, 'sign-in:errors.wait'),
    })
  }
  const left = errorData?.attemptsRemaining
  if (errorType === twoStepErrorTypes.wrongCode && typeof left === 'number' && left >= 0)
    return message('sign-in:twoStep.errors.wrongWithCount', { count: left })
  return message('sign-in:twoStep.errors.wrong')
}
