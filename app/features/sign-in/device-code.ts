/**
 * Device verification by a code to the e-mail on file (issue 51, decision 230), as pure rules:
 * the one post-password decision (whether a second step follows the password before the
 * session starts), and the words for the gateway's answers. No I/O.
 */
import { deviceCodeRefusal } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'

/** NEW_DEVICE_VERIFICATION: 'when-blocked' (the spec's flow, a code only past the device block) or 'always'. */
export type NewDeviceVerification = 'when-blocked' | 'always'

/**
 * What follows a correct password before the session starts (null: nothing, routing begins).
 * The one place this is decided (decisions 230 and 239). The device block comes before the
 * password is checked (decision 135); after it, one second step at most:
 * - 'two-step': the member turned two-step verification on (the gateway answered a challenge, not a
 *   token). The app's or a recovery code is the proof of this browser too: with `always` no e-mail
 *   code follows it, and the browser is a known one once it is done.
 * - 'device-code': with `always`, a member on a browser without the username's device cookie.
 */
export type SecondStep = 'two-step' | 'device-code' | null

export function secondStepAfterPassword(input: {
  mode: NewDeviceVerification
  /** The browser carries this username's device cookie. */
  trusted: boolean
  /** The gateway asked for the member's second step (decision 235): there is no token yet. */
  twoStep: boolean
  /** Staff authenticate themselves at the gateway and have no e-mail on file: never asked. */
  tokenKind: 'member' | 'staff' | 'loginAs'
}): SecondStep {
  if (input.twoStep) return 'two-step'
  if (input.tokenKind !== 'member') return null
  if (input.mode === 'always' && !input.trusted) return 'device-code'
  return null
}

/**
 * The refused code's message (catalogue key and values): wrong, with the tries left; expired (or
 * never sent); too many wrong ones; anything else: it could not be checked.
 */
export function deviceCodeErrorMessage(body: unknown): string {
  const parsed = deviceCodeRefusal.safeParse(body)
  if (!parsed.success) return message('sign-in:deviceCode.errors.unknown')
  const { errorType, errorData } = parsed.data
  const tries = errorData?.triesLeft ?? 0
  if (errorType === 'CODE_INVALID' && tries > 0)
    return message('sign-in:deviceCode.errors.invalid', { tries })
  if (errorType === 'CODE_EXPIRED') return message('sign-in:deviceCode.errors.expired')
  return message('sign-in:deviceCode.errors.spent')
}
