/**
 * Proof that a token was issued by the gateway (decision 095), for a token the dashboard did not
 * receive from the gateway itself: one handed over to /sso-landing by another site. Its signature
 * is verified with the public keys the gateway publishes as a JSON Web Key Set, as identity
 * providers do. The set is fetched from GATEWAY_JWKS_URL, or GATEWAY_URL + '/.well-known/jwks.json',
 * and cached (10 minutes; a token signed with an unknown key id refetches it, at most every 30 s,
 * so a key rotation needs no restart). Only public-key algorithms are accepted.
 *
 * Tokens the gateway answered to the dashboard's own server-to-server calls (login, login-as,
 * group selection) are not verified again: they come from the gateway over the configured URL.
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose'
import { jwksPath, tokenClaims, tokenSigningAlgorithms, type TokenClaims } from '@member-dashboard/contract'
import { env } from '~/platform/config/env.server'

export type TokenProof =
  | { ok: true; claims: TokenClaims }
  /** Not proved: a bad signature, an unknown key, an unsafe algorithm, expired, or not our claims. */
  | { ok: false; problem: 'invalid' }
  /** The keys could not be fetched: 408 for a time-out, 503 otherwise (the gateway is down or refused). */
  | { ok: false; problem: 'unavailable'; status: 408 | 503 }

/** Where the gateway publishes its keys. */
export function gatewayJwksUrl(): string {
  return env.gatewayJwksUrl ?? `${env.gatewayUrl}/${jwksPath}`
}

let keySet: ReturnType<typeof createRemoteJWKSet> | null = null

function gatewayKeys() {
  keySet ??= createRemoteJWKSet(new URL(gatewayJwksUrl()), {
    timeoutDuration: env.gatewayTimeoutMs,
    cacheMaxAge: 10 * 60_000,
    cooldownDuration: 30_000,
  })
  return keySet
}

/**
 * Drops the cached keys (tests; the next verification fetches them again).
 * @internal (a test seam: knip's production check skips it)
 */
export function forgetGatewayKeys() {
  keySet = null
}

/**
 * A fetch of the key set that failed (network, time-out, not 200, not a key set), as opposed to a
 * token that failed the proof. jose throws the fetch's own error for a refused connection.
 */
function outageStatus(error: unknown): 408 | 503 | null {
  const name = (error as Error | null)?.name
  // jose maps a 'TimeoutError' itself; an interrupted fetch may also end as 'AbortError'.
  if (error instanceof errors.JWKSTimeout || name === 'TimeoutError' || name === 'AbortError') return 408
  if (error instanceof errors.JWKSInvalid) return 503
  if (!(error instanceof errors.JOSEError)) return 503
  // fetchJwks: 'Expected 200 OK…' or 'Failed to parse…' are plain JOSEErrors (no subclass).
  return error.code === errors.JOSEError.code ? 503 : null
}

/** Verifies `token` with the gateway's published keys; the claims only when it is proved genuine. */
export async function proveGatewayToken(token: string): Promise<TokenProof> {
  try {
    const { payload } = await jwtVerify(token, gatewayKeys(), {
      algorithms: [...tokenSigningAlgorithms],
      requiredClaims: ['exp', 'sub'],
    })
    const parsed = tokenClaims.safeParse(payload)
    return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, problem: 'invalid' }
  } catch (error) {
    const status = outageStatus(error)
    return status ? { ok: false, problem: 'unavailable', status } : { ok: false, problem: 'invalid' }
  }
}
