/**
 * Where the login's attempt shares live (decision 135): the failures of untrusted clients per
 * username, counted until that username's next successful sign-in (no time window), and the
 * usernames each address failed on in the last minutes (spraying). Embedded: this process plus a
 * file under SESSION_STORE_DIR, so a restart forgets nothing; with REDIS_URL, Redis (one atomic
 * script per step, shared by every instance); tests: memory. Keys hold hashes, never usernames.
 */
import { join } from 'node:path'
import { env } from '~/platform/config/env.server'
import { createDurableMap } from '~/platform/session/durable-map.server'
import { redisClient, unavailableOnFailure } from '~/platform/session/redis.server'

/** An untrusted count is kept this long after its last failure (housekeeping, not a window). */
export const UNTRUSTED_KEEP_MS = 90 * 24 * 3600_000

export type SprayCheck = { reserved: true } | { reserved: false; retryAfterMs: number }

export interface SignInAttemptStore {
  /** Counts one untrusted failure unless `share` are counted already; answers the count before it. */
  reserveUntrusted(userKey: string, share: number): Promise<number>
  releaseUntrusted(userKey: string): Promise<void>
  clearUntrusted(userKey: string): Promise<void>
  /** Adds `userKey` to the address's failed usernames unless `max` others are there already. */
  reserveSpray(addressKey: string, userKey: string, max: number, windowMs: number): Promise<SprayCheck>
  releaseSpray(addressKey: string, userKey: string): Promise<void>
  reset?(): void
}

type Failed = Record<string, number>

function localStore(file: string | null): SignInAttemptStore {
  const untrusted = createDurableMap<number>(file && join(file, 'untrusted.json'))
  const spray = createDurableMap<Failed>(file && join(file, 'spray.json'))
  const recent = (addressKey: string, windowMs: number, now: number) =>
    Object.fromEntries(Object.entries(spray.get(addressKey) ?? {}).filter(([, at]) => at > now - windowMs))
  return {
    async reserveUntrusted(userKey, share) {
      const before = untrusted.get(userKey) ?? 0
      if (before < share) untrusted.set(userKey, before + 1, UNTRUSTED_KEEP_MS)
      return before
    },
    async releaseUntrusted(userKey) {
      const count = untrusted.get(userKey) ?? 0
      if (count > 1) untrusted.set(userKey, count - 1, UNTRUSTED_KEEP_MS)
      else untrusted.delete(userKey)
    },
    async clearUntrusted(userKey) {
      untrusted.delete(userKey)
    },
    async reserveSpray(addressKey, userKey, max, windowMs) {
      const now = Date.now()
      const failed = recent(addressKey, windowMs, now)
      const others = Object.entries(failed).filter(([key]) => key !== userKey)
      if (others.length >= max) {
        const oldest = Math.min(...others.map(([, at]) => at))
        return { reserved: false, retryAfterMs: oldest + windowMs - now }
      }
      spray.set(addressKey, { ...failed, [userKey]: now }, windowMs)
      return { reserved: true }
    },
    async releaseSpray(addressKey, userKey) {
      const failed = { ...(spray.get(addressKey) ?? {}) }
      if (!(userKey in failed)) return
      delete failed[userKey]
      spray.set(addressKey, failed, 15 * 60_000)
    },
    reset() {
      untrusted.clear()
      spray.clear()
    },
  }
}

// Each script runs atomically in Redis: concurrent attempts on any instance cannot both pass.
const RESERVE_UNTRUSTED = `
local before = tonumber(redis.call('GET', KEYS[1]) or '0')
if before < tonumber(ARGV[1]) then
  redis.call('INCR', KEYS[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return before`
const RELEASE_UNTRUSTED = `
local after = redis.call('DECR', KEYS[1])
if after <= 0 then redis.call('DEL', KEYS[1]) end
return after`
const RESERVE_SPRAY = `
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], window)
return -1`

function redisStore(url: string): SignInAttemptStore {
  const redis = redisClient(url)
  const untrustedKey = (userKey: string) => `md:login:untrusted:${userKey}`
  const sprayKey = (addressKey: string) => `md:login:spray:${addressKey}`
  return unavailableOnFailure<SignInAttemptStore>({
    async reserveUntrusted(userKey, share) {
      return Number(await redis.eval(RESERVE_UNTRUSTED, 1, untrustedKey(userKey), share, UNTRUSTED_KEEP_MS))
    },
    async releaseUntrusted(userKey) {
      await redis.eval(RELEASE_UNTRUSTED, 1, untrustedKey(userKey))
    },
    async clearUntrusted(userKey) {
      await redis.del(untrustedKey(userKey))
    },
    async reserveSpray(addressKey, userKey, max, windowMs) {
      const wait = Number(
        await redis.eval(RESERVE_SPRAY, 1, sprayKey(addressKey), userKey, Date.now(), max, windowMs),
      )
      return wait < 0 ? { reserved: true } : { reserved: false, retryAfterMs: Math.max(1000, wait) }
    },
    async releaseSpray(addressKey, userKey) {
      await redis.zrem(sprayKey(addressKey), userKey)
    },
  })
}

const KEY = Symbol.for('member-dashboard.sign-in-attempts')
const holder = globalThis as { [KEY]?: SignInAttemptStore }

/** This process's store of attempt shares (created on first use). */
export function signInAttempts(): SignInAttemptStore {
  return (holder[KEY] ??= env.redisUrl
    ? redisStore(env.redisUrl)
    : localStore(env.nodeEnv === 'test' ? null : join(env.sessionStoreDir, 'sign-in-attempts')))
}
