/**
 * Sign-in with a passkey (issue 51, decision 236): `/resources/passkey-sign-in`, posted by the
 * button on /login with JavaScript (WebAuthn needs it). 'options' asks the gateway for a challenge
 * of this brand's relying party; 'sign-in' relays the browser's answer, and the gateway answers a
 * member token as the password does. Both steps count as done: the browser becomes a known one for
 * the member (the device cookie) and post-login routing goes on. Answers JSON: the options, where
 * to go, or a message in the member's language.
 */
import { brandForRequest, publicOrigin } from '~/platform/config/brand.server'
import { screenFailure } from '~/platform/failures/failures.server'
import { createMemberApi } from '~/platform/gateway/client.server'
import { messageTextFor } from '~/platform/i18n/page-texts.server'
import { trustDevice, usernameKey } from './device-trust.server'
import { loginSubject } from './login-guard'
import { beginSession } from './post-login.server'
import { readPasskeyAnswer } from '~/platform/webauthn/passkey-answer'
import { passkeyErrorMessage } from './passkey'
import type { PageArgs } from '~/platform/context/load-context.server'

const noStore = { 'cache-control': 'no-store' }

/** The relying party of this request: the brand host the member sees, and its origin. */
export function relyingPartyOf(args: PageArgs) {
  const { request } = args
  const origin = publicOrigin(request)
  return { rpId: new URL(origin).hostname, origin }
}

/** A redirect thrown by the sign-in, as JSON for the button (its cookies kept): `{ to }`. */
function asDestination(response: Response) {
  const headers = new Headers(noStore)
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie)
  const to = response.headers.get('location') ?? '/home'
  return Response.json({ to }, { headers })
}

export async function passkeySignInAction(args: PageArgs) {
  const { request } = args
  const form = await request.formData().catch(() => null)
  const intent = form?.get('intent')
  const domainId = brandForRequest(request).domainId
  const party = relyingPartyOf(args)
  const api = createMemberApi(null)
  const text = messageTextFor(args)
  const refused = async (error: unknown) => {
    const failure = await screenFailure(args, error, { message: passkeyErrorMessage })
    return Response.json({ message: text(failure.message) }, { status: failure.status, headers: noStore })
  }
  if (intent === 'options') {
    try {
      return Response.json(await api.passkeySignInOptions({ ...party, domainId }), { headers: noStore })
    } catch (error) {
      return refused(error)
    }
  }
  const response = intent === 'sign-in' ? readPasskeyAnswer(form?.get('response')) : null
  if (!response)
    return Response.json({ message: text(passkeyErrorMessage(null)) }, { status: 400, headers: noStore })
  let answer: Awaited<ReturnType<typeof api.passkeySignIn>>
  try {
    answer = await api.passkeySignIn({ ...party, domainId, response })
  } catch (error) {
    return refused(error)
  }
  const trusted = await trustDevice(request, usernameKey(loginSubject(domainId, answer.username)))
  try {
    const returnTo = form?.get('redirectTo')
    return await beginSession(args, answer, {
      returnTo: typeof returnTo === 'string' ? returnTo : null,
      setCookies: [trusted],
    })
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return asDestination(thrown)
    throw thrown
  }
}
