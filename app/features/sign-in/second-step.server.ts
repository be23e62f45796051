/**
 * After a correct password (issue 51): the one place that decides whether a second step comes
 * before the session starts (`secondStepAfterPassword`, pure), and starts it: the authenticator
 * app's code when the member turned two-step verification on (decision 235; it proves the browser
 * too), else with NEW_DEVICE_VERIFICATION=always a code to the e-mail on file on an unknown
 * browser (decision 230). With none, the session and post-login routing begin.
 */
import type { PasswordLoginAnswer } from '@member-dashboard/contract'
import { brandForRequest } from '~/platform/config/brand.server'
import { env } from '~/platform/config/env.server'
import { tokenKind } from '~/platform/session/auth.server'
import { readClaims } from '~/platform/session/token-claims'
import { secondStepAfterPassword } from './device-code'
import { usernameKey } from './device-trust.server'
import { loginSubject } from './login-guard'
import { beginSession } from './post-login.server'
import { askSecondStep } from './two-step.server'
import { verifyDeviceAfterPassword } from './verify-device.server'
import type { PageArgs } from '~/platform/context/load-context.server'

export async function afterPassword(
  args: PageArgs,
  answer: PasswordLoginAnswer,
  input: {
    username: string
    /** The browser carried the username's device cookie before this sign-in. */
    trusted: boolean
    /** The device cookie a sign-in sets (decision 135): set only once every step is done. */
    trustCookie: string
    returnTo: string | null
  },
): Promise<never> {
  const { request } = args
  const challenge = 'twoStep' in answer ? answer.twoStep : null
  const tokenResponse = 'twoStep' in answer ? null : answer
  const claims = tokenResponse ? readClaims(tokenResponse.token) : null
  const step = secondStepAfterPassword({
    mode: env.newDeviceVerification,
    trusted: input.trusted,
    twoStep: challenge !== null,
    tokenKind: claims ? tokenKind(claims) : 'member',
  })
  if (step === 'two-step' && challenge) {
    // The browser becomes a known one only once the code is right (decision 239).
    const subject = usernameKey(loginSubject(brandForRequest(request).domainId, input.username))
    return askSecondStep(args, challenge, { subject, returnTo: input.returnTo })
  }
  // Only the code page answers a challenge: secondStepAfterPassword asks for it for every one.
  if (!tokenResponse) throw new Error('A two-step challenge the second step did not take')
  if (step === 'device-code')
    return verifyDeviceAfterPassword(args, {
      username: input.username,
      tokenResponse,
      returnTo: input.returnTo,
    })
  return beginSession(args, tokenResponse, { returnTo: input.returnTo, setCookies: [input.trustCookie] })
}
