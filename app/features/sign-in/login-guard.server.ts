/**
 * The login's attempt guard (decision 135, refining 074 and 107): before the gateway call it
 * decides whether this client may try, counting the attempt in the same atomic step; after the
 * call the caller reports how it went. A trusted browser (device cookie) tries as the spec says;
 * untrusted clients share UNTRUSTED_LOGIN_ATTEMPTS per username until its next sign-in; an
 * address failing on more than SPRAY_RULE.maxUsernames usernames waits.
 */
import { createHash } from 'node:crypto'
import { getClientIPAddress } from 'remix-utils/get-client-ip-address'
import { env } from '~/platform/config/env.server'
import { currentRequest } from '~/platform/security/request-context.server'
import { signInAttempts } from '~/platform/security/sign-in-attempts.server'
import { isTrustedDevice, trustDevice, usernameKey } from './device-trust.server'
import { loginSubject, SPRAY_RULE, sprayMessage, UNTRUSTED_SHARE_SPENT_MESSAGE } from './login-guard'

export type LoginRefusal = { message: string; init: ResponseInit }

export type LoginGuard =
  | { refused: LoginRefusal }
  | {
      refused: null
      /** The browser carries this username's device cookie (passed on to the gateway's record). */
      trusted: boolean
      /** What an untrusted client has left of its share after this failure; null when trusted. */
      shareLeft: number | null
      /** The gateway refused the password: the attempt stays counted. */
      failed(): Promise<void>
      /** Signed in: the username's untrusted count ends; answers the device cookie to set. */
      succeeded(): Promise<string>
      /** The service failed (decision 096): the attempt counts for nobody. */
      released(): Promise<void>
    }

const addressKey = (address: string) =>
  createHash('sha256').update(`address:${address}`).digest('base64url').slice(0, 32)

function refusal(message: string, retryAfterSeconds: number | null): { refused: LoginRefusal } {
  const headers: Record<string, string> = {}
  if (retryAfterSeconds !== null) {
    headers['retry-after'] = String(retryAfterSeconds)
    // The app server answers Retry-After from the request context (decision 074).
    const context = currentRequest()
    if (context) context.retryAfterSeconds = retryAfterSeconds
  }
  return { refused: { message, init: { status: 429, headers } } }
}

export async function guardLogin(request: Request, domainId: number, username: string): Promise<LoginGuard> {
  const key = usernameKey(loginSubject(domainId, username))
  const store = signInAttempts()
  const trusted = await isTrustedDevice(request, key)
  const succeeded = async () => {
    await store.clearUntrusted(key)
    return trustDevice(request, key)
  }
  if (trusted) {
    // The member's own browser: the gateway's count is the whole story (the spec's flow).
    return {
      refused: null,
      trusted,
      shareLeft: null,
      failed: async () => {},
      succeeded,
      released: async () => {},
    }
  }
  const share = env.untrustedLoginAttempts
  const spent = await store.reserveUntrusted(key, share)
  if (spent >= share) return refusal(UNTRUSTED_SHARE_SPENT_MESSAGE, null)
  const address = addressKey(getClientIPAddress(request) ?? 'unknown')
  const spray = await store.reserveSpray(address, key, SPRAY_RULE.maxUsernames, SPRAY_RULE.windowMs)
  if (!spray.reserved) {
    await store.releaseUntrusted(key)
    const wait = Math.ceil(spray.retryAfterMs / 1000)
    return refusal(sprayMessage(wait), wait)
  }
  return {
    refused: null,
    trusted,
    shareLeft: share - spent - 1,
    failed: async () => {},
    succeeded: async () => {
      await store.releaseSpray(address, key)
      return succeeded()
    },
    released: async () => {
      await Promise.all([store.releaseUntrusted(key), store.releaseSpray(address, key)])
    },
  }
}
