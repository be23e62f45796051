/**
 * After a correct password (issue 51): the one place that decides whether a second step comes
 * before the session starts (`secondStepAfterPassword`, pure), and starts it; with none, the
 * session and post-login routing begin. A later step (an authenticator code) joins here.
 */
import type { TokenResponse } from '@member-dashboard/contract'
import { env } from '~/platform/config/env.server'
import { tokenKind } from '~/platform/session/auth.server'
import { readClaims } from '~/platform/session/token-claims'
import { secondStepAfterPassword } from './device-code'
import { beginSession } from './post-login.server'
import { verifyDeviceAfterPassword } from './verify-device.server'

export async function afterPassword(
  request: Request,
  tokenResponse: TokenResponse,
  input: {
    username: string
    /** The browser carried the username's device cookie before this sign-in. */
    trusted: boolean
    /** The device cookie a sign-in sets (decision 135): set only once every step is done. */
    trustCookie: string
    returnTo: string | null
  },
): Promise<never> {
  const claims = readClaims(tokenResponse.token)
  const step = secondStepAfterPassword({
    mode: env.newDeviceVerification,
    trusted: input.trusted,
    tokenKind: claims ? tokenKind(claims) : 'member',
  })
  if (step === 'device-code')
    return verifyDeviceAfterPassword(request, {
      username: input.username,
      tokenResponse,
      returnTo: input.returnTo,
    })
  return beginSession(request, tokenResponse, { returnTo: input.returnTo, setCookies: [input.trustCookie] })
}
