/**
 * Tokens end with the session (decision 137). `revokeToken(token)` puts the token's hash on the
 * dashboard's list of revoked tokens until the token expires, and tells the gateway with the
 * optional `POST auth/revoke` (RFC 7009's manner; a gateway without it answers 404 and the list
 * still holds). A revoked token opens nothing anywhere: `getAuthState` and /sso-landing ask
 * `isTokenRevoked`. The list lives where the sessions live: Redis with REDIS_URL, else this
 * process and a file under SESSION_STORE_DIR (survives a restart); memory in tests.
 * Each session's token is also remembered per user (hashes only), so a password change can
 * revoke the tokens of the user's other sessions (`revokeOtherTokens`).
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { decodeJwt } from 'jose'
import { env } from '~/platform/config/env.server'
import { createMemberApi } from '~/platform/gateway/client.server'
import { createDurableMap } from './durable-map.server'
import { redisClient, unavailableOnFailure } from './redis.server'

/** How long the gateway may take to hear of a revocation before the dashboard goes on. */
const GATEWAY_REVOKE_TIMEOUT_MS = 2_000

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

interface RevocationStore {
  add(hash: string, ttlMs: number): Promise<void>
  has(hash: string): Promise<boolean>
  remember(userKey: string, hash: string, expiresAt: number): Promise<void>
  /** The hashes remembered for the user, with their expiry (ms since the epoch). */
  remembered(userKey: string): Promise<Record<string, number>>
  reset?(): void
}

function localStore(folder: string | null): RevocationStore {
  const revoked = createDurableMap<true>(folder && join(folder, 'revoked.json'))
  const byUser = createDurableMap<Record<string, number>>(folder && join(folder, 'user-tokens.json'))
  return {
    async add(hash, ttlMs) {
      revoked.set(hash, true, ttlMs)
    },
    async has(hash) {
      return revoked.get(hash) === true
    },
    async remember(userKey, hash, expiresAt) {
      const now = Date.now()
      const live = Object.entries({ ...byUser.get(userKey), [hash]: expiresAt }).filter(([, at]) => at > now)
      byUser.set(userKey, Object.fromEntries(live), Math.max(...live.map(([, at]) => at)) - now)
    },
    async remembered(userKey) {
      return byUser.get(userKey) ?? {}
    },
    reset() {
      revoked.clear()
      byUser.clear()
    },
  }
}

function redisStore(url: string): RevocationStore {
  const redis = redisClient(url)
  const revokedKey = (hash: string) => `md:revoked:${hash}`
  const userKeyOf = (userKey: string) => `md:user-tokens:${userKey}`
  return unavailableOnFailure<RevocationStore>({
    async add(hash, ttlMs) {
      await redis.set(revokedKey(hash), '1', 'PX', Math.max(1, Math.ceil(ttlMs)))
    },
    async has(hash) {
      return (await redis.exists(revokedKey(hash))) === 1
    },
    async remember(userKey, hash, expiresAt) {
      await redis
        .multi()
        .hset(userKeyOf(userKey), hash, String(expiresAt))
        .pexpireat(userKeyOf(userKey), expiresAt, 'GT')
        .pexpireat(userKeyOf(userKey), expiresAt, 'NX')
        .exec()
    },
    async remembered(userKey) {
      const all = await redis.hgetall(userKeyOf(userKey))
      return Object.fromEntries(Object.entries(all).map(([hash, at]) => [hash, Number(at)]))
    },
  })
}

const KEY = Symbol.for('member-dashboard.revocation')
const holder = globalThis as { [KEY]?: RevocationStore }
const store = (): RevocationStore =>
  (holder[KEY] ??= env.redisUrl
    ? redisStore(env.redisUrl)
    : localStore(env.nodeEnv === 'test' ? null : join(env.sessionStoreDir, 'revocation')))

/** When the token stops being accepted anyway (its `exp`), else after the longest session. */
function expiresAt(token: string) {
  try {
    const { exp } = decodeJwt(token)
    if (typeof exp === 'number') return exp * 1000
  } catch {
    // not a JWT: kept as long as a session could live
  }
  return Date.now() + env.sessionAbsoluteSeconds * 1000
}

/**
 * Ends a token: on the dashboard's list until it expires, and the gateway is told (best effort,
 * within 2 s: a gateway without the call, down or slow changes nothing here).
 */
export async function revokeToken(token: string | null | undefined): Promise<void> {
  if (!token) return
  const ttlMs = expiresAt(token) - Date.now()
  if (ttlMs <= 0) return
  await store().add(tokenHash(token), ttlMs)
  await createMemberApi(null, { timeoutMs: GATEWAY_REVOKE_TIMEOUT_MS })
    .revokeToken(token)
    .catch(() => {})
}

/** Whether the token was revoked (and has not expired yet). */
export async function isTokenRevoked(token: string): Promise<boolean> {
  return store().has(tokenHash(token))
}

/** Remembers that the user (a session's `userKey`) holds this token, for `revokeOtherTokens`. */
export async function rememberToken(userKey: string, token: string) {
  await store().remember(userKey, tokenHash(token), expiresAt(token))
}

/** Revokes (on the dashboard's list) every remembered token of the user but `keep`. */
export async function revokeOtherTokens(userKey: string, keep: string | null) {
  const keepHash = keep ? tokenHash(keep) : null
  const now = Date.now()
  for (const [hash, at] of Object.entries(await store().remembered(userKey)))
    if (hash !== keepHash && at > now) await store().add(hash, at - now)
}

/** Tests: forget every revocation of this process. */
export function resetRevocations() {
  store().reset?.()
}
