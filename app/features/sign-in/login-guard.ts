/**
 * The login's attempt rules (decision 135), pure. The gateway locks an account after 5 wrong
 * passwords and forgets them only on a success. A browser that signed in as a username before
 * (it holds the device cookie for it) is trusted for that username: it sees the spec's flow
 * exactly. Untrusted clients together may spend only a share of the 5 (UNTRUSTED_LOGIN_ATTEMPTS,
 * default 3) until the username's next successful sign-in, so nobody else can lock the member
 * out. An address failing on many different usernames (spraying) waits.
 */
import { describeWait } from '~/platform/security/rate-limit'

/** Spraying: an address may fail on at most this many different usernames in the window. */
export const SPRAY_RULE = { maxUsernames: 10, windowMs: 15 * 60_000 } as const

/** Untrusted clients have spent their share: nothing more is tried until the member signs in. */
export const UNTRUSTED_SHARE_SPENT_MESSAGE =
  'For your security, this account cannot be signed in to from this device right now. Select Forgot password to set a new password, or log in on a device you have signed in on before.'

/** An address that failed on many different usernames: what happened and when to try again. */
export function sprayMessage(retryAfterSeconds: number) {
  return `Sign-in failed for many different usernames from your network. Please wait ${describeWait(retryAfterSeconds)} before trying again.`
}

/**
 * What this client can really still try after a failure: the gateway's count, or for an untrusted
 * client the smaller of that and what is left of the untrusted share (null: trusted).
 */
export function attemptsLeftForClient(gatewayRemaining: number, shareLeft: number | null) {
  return shareLeft === null ? gatewayRemaining : Math.max(0, Math.min(gatewayRemaining, shareLeft))
}

/** The subject the gateway reads: each ':'-part trimmed, lower-cased ('1: ISO-21 ' is '1:iso-21'). */
export function loginSubject(domainId: number, username: string) {
  return `${domainId}:${username.trim().toLowerCase()}`.slice(0, 200)
}
