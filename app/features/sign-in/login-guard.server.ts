/**
 * The login's attempt guard (decisions 135 and 216, refining 074 and 107): before the gateway call
 * it decides whether this client may try, counting the call as under way in the same atomic step;
 * after the call the caller reports how it went, and the gateway's answer says what it has left.
 * A trusted browser (device cookie) tries as the spec says; untrusted clients may spend only what
 * the gateway has left above the owner's reserve (5 - UNTRUSTED_LOGIN_ATTEMPTS) until the next
 * sign-in or password reset; an address failing on more than SPRAY_RULE.maxUsernames usernames waits.
 */
import { createHash } from 'node:crypto'
import { getClientIPAddress } from 'remix-utils/get-client-ip-address'
import { env } from '~/platform/config/env.server'
import { currentRequest } from '~/platform/security/request-context.server'
import { isGatewayError } from '~/platform/gateway/errors'
import {
  LEARNED_KEEP_MS,
  signInAttempts,
  UNTRUSTED_KEEP_MS,
  type AttemptStep,
} from '~/platform/security/sign-in-attempts.server'
import { customerServicePhone } from './customer-service.server'
import { isTrustedDevice, trustDevice, usernameKey } from './device-trust.server'
import { LOGIN_ACCOUNT_LOCKED_MESSAGE } from './login-errors'
import {
  attemptOutcome,
  loginSubject,
  ownerReserve,
  reserveAttempt,
  settleAttempt,
  SPRAY_RULE,
  sprayMessage,
  untrustedAllowance,
  untrustedShareSpentMessage,
  type AttemptOutcome,
  type AttemptRecord,
} from './login-guard'

/**
 * A refusal before the gateway call: 'locked' (the account is locked: the spec's text), 'device'
 * (the device block: a known device or a code lifts it), 'spray' (an address failing on many usernames).
 */
export type LoginRefusal = { kind: 'locked' | 'device' | 'spray'; message: string; init: ResponseInit }

export type LoginGuard =
  | { refused: LoginRefusal }
  | {
      refused: null
      /** The browser carries this username's device cookie (passed on to the gateway's record). */
      trusted: boolean
      /**
       * The call failed (the gateway's refusal, a time-out, an outage): the count learns from it.
       * Answers what an untrusted client may still try (null when trusted) and the text for a
       * client whose share is spent.
       */
      failed(error: unknown): Promise<{ shareLeft: number | null; spentMessage: string }>
      /** Signed in: the username's record ends; answers the device cookie to set. */
      succeeded(): Promise<string>
    }

const addressKey = (address: string) =>
  createHash('sha256').update(`address:${address}`).digest('base64url').slice(0, 32)

function refusal(
  kind: LoginRefusal['kind'],
  message: string,
  retryAfterSeconds: number | null,
): { refused: LoginRefusal } {
  const headers: Record<string, string> = {}
  if (retryAfterSeconds !== null) {
    headers['retry-after'] = String(retryAfterSeconds)
    // The app server answers Retry-After from the request context (decision 074).
    const context = currentRequest()
    if (context) context.retryAfterSeconds = retryAfterSeconds
  }
  return { refused: { kind, message, init: { status: 429, headers } } }
}

/** A record as the store keeps it (JSON), with how long: for ever in practice once the gateway gave a count. */
const read = (text: string | null): AttemptRecord | null =>
  text === null ? null : (JSON.parse(text) as AttemptRecord)
function written<R>(record: AttemptRecord | null, result: R): ReturnType<AttemptStep<R>> {
  const keepMs = record?.left === null || record?.left === undefined ? UNTRUSTED_KEEP_MS : LEARNED_KEEP_MS
  return { record: record && JSON.stringify(record), keepMs, result }
}

/** How a failed login call counts (decision 216): what the gateway said, or what it may have done. */
function outcomeOf(error: unknown): AttemptOutcome {
  if (!isGatewayError(error)) return { kind: 'counted' }
  return attemptOutcome(error)
}

export async function guardLogin(request: Request, domainId: number, username: string): Promise<LoginGuard> {
  const key = usernameKey(loginSubject(domainId, username))
  const store = signInAttempts()
  const trusted = await isTrustedDevice(request, key)
  const reserve = ownerReserve(env.untrustedLoginAttempts)
  const spentMessage = untrustedShareSpentMessage(customerServicePhone(request))
  const refused = await store.changeAttempts(key, (text) => {
    const step = reserveAttempt(read(text), reserve, trusted)
    return step.allowed ? written(step.record, null) : { record: text, keepMs: 0, result: step.refusal }
  })
  // Locked says locked (issue 51): no device and no code lifts a lock, so no browser is told so.
  if (refused === 'locked') return refusal('locked', LOGIN_ACCOUNT_LOCKED_MESSAGE, null)
  if (refused === 'device') return refusal('device', spentMessage, null)
  let address: string | null = null
  if (!trusted) {
    address = addressKey(getClientIPAddress(request) ?? 'unknown')
    const spray = await store.reserveSpray(address, key, SPRAY_RULE.maxUsernames, SPRAY_RULE.windowMs)
    if (!spray.reserved) {
      await store.changeAttempts(key, (text) =>
        written(settleAttempt(read(text), { kind: 'released' }, false), null),
      )
      const wait = Math.ceil(spray.retryAfterMs / 1000)
      return refusal('spray', sprayMessage(wait), wait)
    }
  }
  return {
    refused: null,
    trusted,
    failed: async (error) => {
      const outcome = outcomeOf(error)
      // A success or an outage takes the username off the address's failures (spraying).
      if (address && outcome.kind === 'released') await store.releaseSpray(address, key)
      const shareLeft = await store.changeAttempts(key, (text) => {
        const record = settleAttempt(read(text), outcome, trusted)
        return written(record, trusted ? null : untrustedAllowance(record, reserve))
      })
      return { shareLeft, spentMessage }
    },
    succeeded: async () => {
      if (address) await store.releaseSpray(address, key)
      await store.clearAttempts(key)
      return trustDevice(request, key)
    },
  }
}
