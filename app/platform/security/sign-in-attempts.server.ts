/**
 * Where the login's attempt shares live (decisions 135 and 216): per username, a small record of
 * what the gateway has left (the sign-in feature's rule reads and changes it; this store only
 * keeps it and changes it atomically), kept until that username's next successful sign-in or
 * password reset, and the usernames each address failed on in the last minutes (spraying).
 * Embedded: this process plus a file under SESSION_STORE_DIR, so a restart forgets nothing; with
 * REDIS_URL, Redis (atomic scripts, shared by every instance); tests: memory. Keys hold hashes,
 * never usernames.
 */
import { join } from 'node:path'
import { env } from '~/platform/config/env.server'
import { createDurableMap } from '~/platform/session/durable-map.server'
import { redisClient, unavailableOnFailure } from '~/platform/session/redis.server'

/** A record that learned nothing from the gateway is dropped this long after its last change (housekeeping). */
export const UNTRUSTED_KEEP_MS = 90 * 24 * 3600_000
/**
 * A record holding a count the gateway gave: the gateway forgets failures only on a success or a
 * reset, so neither does the dashboard in practice (ten years).
 */
export const LEARNED_KEEP_MS = 10 * 365 * 24 * 3600_000

/** A change of a username's record (JSON text; null: none): the new record, how long to keep it. */
export type AttemptStep<R> = (record: string | null) => { record: string | null; keepMs: number; result: R }

export type SprayCheck = { reserved: true } | { reserved: false; retryAfterMs: number }

export interface SignInAttemptStore {
  /**
   * Applies `step` to the username's record in one atomic step and answers its result. `step`
   * must be pure: on Redis it runs again when another instance changed the record meanwhile.
   */
  changeAttempts<R>(userKey: string, step: AttemptStep<R>): Promise<R>
  /** Forgets the username's record (a sign-in, a password reset). */
  clearAttempts(userKey: string): Promise<void>
  /** Adds `userKey` to the address's failed usernames unless `max` others are there already. */
  reserveSpray(addressKey: string, userKey: string, max: number, windowMs: number): Promise<SprayCheck>
  releaseSpray(addressKey: string, userKey: string): Promise<void>
  reset?(): void
}

type Failed = Record<string, number>

function localStore(file: string | null): SignInAttemptStore {
  const attempts = createDurableMap<string>(file && join(file, 'attempts.json'))
  const spray = createDurableMap<Failed>(file && join(file, 'spray.json'))
  const recent = (addressKey: string, windowMs: number, now: number) =>
    Object.fromEntries(Object.entries(spray.get(addressKey) ?? {}).filter(([, at]) => at > now - windowMs))
  return {
    async changeAttempts(userKey, step) {
      // Synchronous from read to write: no other request runs in between.
      const before = attempts.get(userKey)
      const { record, keepMs, result } = step(before)
      if (record === null) attempts.delete(userKey)
      else if (record !== before) attempts.set(userKey, record, keepMs)
      return result
    },
    async clearAttempts(userKey) {
      attempts.delete(userKey)
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
      attempts.clear()
      spray.clear()
    },
  }
}

// Each script runs atomically in Redis: concurrent attempts on any instance cannot both pass.
// Compare-and-set: writes the record only if it is still the one the step read (ARGV[1], '' for
// none); answers 1 when written. The rule itself stays in TypeScript, the same for every store.
const CHANGE_IF_SAME = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1])
else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`
/** Tries of a compare-and-set before giving up (503): only a burst on one username retries. */
const CHANGE_TRIES = 100
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
  const attemptsKey = (userKey: string) => `md:login:attempts:${userKey}`
  const sprayKey = (addressKey: string) => `md:login:spray:${addressKey}`
  return unavailableOnFailure<SignInAttemptStore>({
    async changeAttempts(userKey, step) {
      const key = attemptsKey(userKey)
      for (let tries = 0; tries < CHANGE_TRIES; tries += 1) {
        const before = await redis.get(key)
        const { record, keepMs, result } = step(before)
        if (record === before) return result
        const written = await redis.eval(CHANGE_IF_SAME, 1, key, before ?? '', record ?? '', keepMs)
        if (Number(written) === 1) return result
      }
      throw new Error('The attempt record kept changing')
    },
    async clearAttempts(userKey) {
      await redis.del(attemptsKey(userKey))
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
