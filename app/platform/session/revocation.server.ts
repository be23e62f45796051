/**
 * Tokens end with the session (decision 137). `revokeToken(token)` puts the token on the
 * dashboard's list of revoked tokens until the token expires, and tells the gateway with the
 * optional `POST auth/revoke` (RFC 7009's manner; a gateway without it answers 404 and the list
 * still holds). A revoked token opens nothing anywhere: `getAuthState` and /sso-landing ask
 * `isTokenRevoked`. The list lives where the sessions live: Redis with REDIS_URL, else this
 * process and a file under SESSION_STORE_DIR (survives a restart); memory in tests.
 * A token is listed by its identity (decision 215: a hash of its `jti`, else of its signed
 * content; the contract's `tokenIdentity`), never by its spelling, and a token that is not in its
 * canonical form counts as revoked: no other writing of a revoked token gets through.
 * Each session's token is also remembered per user (hashes only), so a password change can
 * revoke the tokens of the user's other sessions (`revokeOtherTokens`).
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { tokenIdentity } from '@member-dashboard/contract'
import { env } from '~/platform/config/env.server'
import { createMemberApi } from '~/platform/gateway/client.server'
import { memberCache } from '~/platform/gateway/transport.server'
import { createDurableMap } from './durable-map.server'
import { redisClient, unavailableOnFailure } from './redis.server'
import { readClaims } from './token-claims'

/** How long the gateway may take to hear of a revocation before the dashboard goes on. */
const GATEWAY_REVOKE_TIMEOUT_MS = 2_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/**
 * The key a token is listed and remembered by: a hash of its identity (decision 215). A token
 * without one (not a canonical JWS) is never accepted anyway; its key is the hash of its text.
 */
export const tokenKey = (token: string) => sha256(tokenIdentity(token) ?? token)

interface RevocationStore {
  add(hash: string, ttlMs: number): Promise<void>
  /** Whether any of the hashes is on the list. */
  has(hashes: string[]): Promise<boolean>
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
    async has(hashes) {
      return hashes.some((hash) => revoked.get(hash) === true)
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
    async has(hashes) {
      return (await redis.exists(...hashes.map(revokedKey))) > 0
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
  const exp = readClaims(token)?.exp
  return exp !== undefined ? exp * 1000 : Date.now() + env.sessionAbsoluteSeconds * 1000
}

/**
 * How every token ends (issue 53, decision 247), whoever ends it: its session closed
 * (`closeSession`: logout, a time-out, a gateway 401, a session replaced), a session that timed
 * out without its browser (the store, the sweep), a session signed out from another (the account
 * activity page, a password change), a group switch. Its cached gateway answers go, then
 * `revokeToken`.
 */
export async function endToken(token: string | null | undefined): Promise<void> {
  await memberCache.clearToken(token ?? null)
  await revokeToken(token)
}

/**
 * Revokes a token: on the dashboard's list until it expires, and the gateway is told (best effort,
 * within 2 s: a gateway without the call, down or slow changes nothing here). Through `endToken`.
 */
async function revokeToken(token: string | null | undefined): Promise<void> {
  if (!token) return
  const ttlMs = expiresAt(token) - Date.now()
  if (ttlMs <= 0) return
  await store().add(tokenKey(token), ttlMs)
  await createMemberApi(null, { timeoutMs: GATEWAY_REVOKE_TIMEOUT_MS })
    .revokeToken(token)
    .catch(() => {})
}

/**
 * Whether the token was revoked (and has not expired yet), by its identity; a token not in its
 * canonical form counts as revoked (decision 215). Entries written before decision 215 (the hash
 * of the token's text) still count.
 */
export async function isTokenRevoked(token: string): Promise<boolean> {
  if (!tokenIdentity(token)) return true
  return store().has([tokenKey(token), sha256(token)])
}

/** Remembers that the user (a session's `userKey`) holds this token, for `revokeOtherTokens`. */
export async function rememberToken(userKey: string, token: string) {
  await store().remember(userKey, tokenKey(token), expiresAt(token))
}

/** Whether a session of the user (its `userKey`) was ever made with this token (until it expires). */
export async function wasRemembered(userKey: string, token: string): Promise<boolean> {
  return (await store().remembered(userKey))[tokenKey(token)] > Date.now()
}

/** Revokes (on the dashboard's list) every remembered token of the user but `keep`. */
export async function revokeOtherTokens(userKey: string, keep: string | null) {
  const keepHash = keep ? tokenKey(keep) : null
  const now = Date.now()
  for (const [hash, at] of Object.entries(await store().remembered(userKey)))
    if (hash !== keepHash && at > now) await store().add(hash, at - now)
}

/** Tests: forget every revocation of this process. @internal (a test seam: knip's production check skips it) */
export function resetRevocations() {
  store().reset?.()
}
