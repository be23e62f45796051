/**
 * Two-step verification rules of the settings pages (issue 51, decision 235), pure: how the key is
 * shown for typing it into an app, what an app code looks like as typed, and the gateway's refusals
 * in the member's words. Used by the pages' components, the set-up's schema and their actions.
 */
import { gatewayErrorBody, twoStepErrorTypes } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'
import { waitMessage } from '~/platform/security/rate-limit'

/** The set-up page; the settings page's 'Set up an authenticator app' form posts there. */
export const TWO_STEP_APP_PATH = '/account/settings/two-step/app'

/** An app code as a member may type it: 6 digits, a space or hyphen anywhere between them. */
export const APP_CODE_TYPED = /^\s*(?:\d(?:\s|-)?){5}\d\s*$/

/** The key in groups of 4 characters for typing by hand ('JBSW Y3DP EHPK 3PXP'); any other text as it is. */
export function groupKey(secret: string): string {
  const compact = secret.replace(/\s+/g, '').toUpperCase()
  return compact.match(/.{1,4}/g)?.join(' ') ?? ''
}

/** The app code without the spaces or hyphens typed into it. */
export function compactAppCode(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}

const refusalFields = gatewayErrorBody.pick({ errorType: true, errorData: true })

/**
 * The gateway's refusal of a set-up or turn-off, as the `account:twoStep.errors` message the form
 * shows: a wrong code (set-up), a wrong password or code (turn-off, with the tries left), the wait
 * after too many; anything else says the code was not right.
 */
export function twoStepRefusalMessage(body: unknown): string {
  const parsed = refusalFields.safeParse(body)
  const { errorType, errorData } = parsed.success ? parsed.data : {}
  if (errorType === twoStepErrorTypes.locked) {
    const seconds = Number(errorData?.retryAfterSeconds)
    return message('account:twoStep.errors.locked', {
      wait: waitMessage(Number.isFinite(seconds) && seconds > 0 ? seconds : 900),
    })
  }
  if (errorType === twoStepErrorTypes.wrongProof) {
    const left = errorData?.attemptsRemaining
    return typeof left === 'number' && left > 0
      ? message('account:twoStep.errors.wrongProof', { count: left })
      : message('account:twoStep.errors.wrongProofNoCount')
  }
  return message('account:twoStep.errors.wrongCode')
}
