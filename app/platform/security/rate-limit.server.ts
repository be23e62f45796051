/**
 * Attempt limits (decision 074) in front of the gateway: `limitAttempts(request, action, subject)`
 * before the call; when `blocked`, answer its message with a 429 and Retry-After and do not call
 * the gateway; otherwise call `failed()` or `succeeded()` after it. Counters live in this
 * process, or in Redis with REDIS_URL so that every instance counts together. The client address
 * is remix-utils' `getClientIPAddress`, which reads only the header the app server sets from the
 * connection (or from a trusted proxy, TRUST_PROXY).
 */
import { createHash } from 'node:crypto'
import { getClientIPAddress } from 'remix-utils/get-client-ip-address'
import { env } from '~/platform/config/env.server'
import { formReply, type Replyable } from '~/platform/forms/reply.server'
import { redisClient, unavailableOnFailure } from '~/platform/session/redis.server'
import { currentRequest } from './request-context.server'
import { signInAttempts } from './sign-in-attempts.server'
import {
  limitMessage,
  limitPolicies,
  limitReached,
  type Counter,
  type LimitedAction,
  type LimitRule,
} from './rate-limit'

type Entry = { key: string; windowMs: number }
interface CounterStore {
  read(keys: string[]): Promise<(Counter | null)[]>
  add(key: string, windowMs: number): Promise<void>
  /** Counts one attempt on every key at once (atomically), answering the counters after it. */
  reserve(entries: Entry[]): Promise<Counter[]>
  /** Takes back one reserved attempt. */
  release(entries: Entry[]): Promise<void>
  clear(keys: string[]): Promise<void>
}

function memoryCounters(): CounterStore & { reset(): void } {
  const counters = new Map<string, Counter>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [key, counter] of counters) if (counter.resetAt <= now) counters.delete(key)
  }, 60_000)
  sweep.unref()
  return {
    async read(keys) {
      return keys.map((key) => counters.get(key) ?? null)
    },
    async add(key, windowMs) {
      const now = Date.now()
      const counter = counters.get(key)
      if (!counter || counter.resetAt <= now) counters.set(key, { count: 1, resetAt: now + windowMs })
      else counter.count += 1
    },
    // Synchronous inside: no other request's check runs between the count and its reading.
    async reserve(entries) {
      const now = Date.now()
      return entries.map(({ key, windowMs }) => {
        let counter = counters.get(key)
        if (!counter || counter.resetAt <= now)
          counters.set(key, (counter = { count: 0, resetAt: now + windowMs }))
        counter.count += 1
        return { ...counter }
      })
    },
    async release(entries) {
      for (const { key } of entries) {
        const counter = counters.get(key)
        if (counter && counter.count > 0) counter.count -= 1
      }
    },
    async clear(keys) {
      for (const key of keys) counters.delete(key)
    },
    reset() {
      counters.clear()
    },
  }
}

function redisCounters(url: string): CounterStore {
  const redis = redisClient(url)
  return unavailableOnFailure<CounterStore>({
    async read(keys) {
      const multi = redis.multi()
      for (const key of keys) multi.get(key).pttl(key)
      const results = (await multi.exec()) ?? []
      const now = Date.now()
      return keys.map((_, i) => {
        const count = Number(results[2 * i]?.[1] ?? 0)
        const ttl = Number(results[2 * i + 1]?.[1] ?? -2)
        return count > 0 && ttl > 0 ? { count, resetAt: now + ttl } : null
      })
    },
    async add(key, windowMs) {
      await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec()
    },
    // MULTI/EXEC: the increments and their readings are one atomic step across every instance.
    async reserve(entries) {
      const multi = redis.multi()
      for (const { key, windowMs } of entries) multi.incr(key).pexpire(key, windowMs, 'NX').pttl(key)
      const results = (await multi.exec()) ?? []
      const now = Date.now()
      return entries.map(({ windowMs }, i) => ({
        count: Number(results[3 * i]?.[1] ?? 1),
        resetAt: now + Math.max(1, Number(results[3 * i + 2]?.[1] ?? windowMs)),
      }))
    },
    async release(entries) {
      const multi = redis.multi()
      for (const { key, windowMs } of entries) multi.decr(key).pexpire(key, windowMs, 'NX')
      await multi.exec()
    },
    async clear(keys) {
      if (keys.length) await redis.del(...keys)
    },
  })
}

const KEY = Symbol.for('member-dashboard.rate-limit')
const holder = globalThis as { [KEY]?: CounterStore & { reset?: () => void } }
const counters = (): CounterStore & { reset?: () => void } =>
  (holder[KEY] ??= env.redisUrl ? redisCounters(env.redisUrl) : memoryCounters())

/** Tests: forget every count of this process. @internal (a test seam: knip's production check skips it) */
export function resetAttemptLimits() {
  counters().reset?.()
  signInAttempts().reset?.()
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32)

function keyFor(action: LimitedAction, rule: LimitRule, address: string, subject: string | null) {
  const parts: Record<LimitRule['scope'], string | null> = {
    address: address,
    subject: subject,
    'address+subject': subject === null ? null : `${address}|${subject}`,
  }
  const part = parts[rule.scope]
  return part === null ? null : `md:limit:${action}:${rule.scope}:${rule.windowMs}:${hash(part)}`
}

export type AttemptGuard = {
  /** Set when a limit is reached: answer this (429, Retry-After) instead of calling the gateway. */
  blocked: { message: string; retryAfterSeconds: number; init: ResponseInit } | null
  /** The gateway refused the attempt. */
  failed(): Promise<void>
  /** The attempt succeeded: a login clears the username's failure counts. */
  succeeded(): Promise<void>
  /** The service failed (an outage, decision 096): the attempt is taken back, it counts for nobody. */
  released(): Promise<void>
}

export async function limitAttempts(
  request: Request,
  action: LimitedAction,
  subject: string | null | undefined,
): Promise<AttemptGuard> {
  const policy = limitPolicies[action]
  const address = getClientIPAddress(request) ?? 'unknown'
  // Each ':'-separated part trimmed ('1: ISO-21 ' is '1:iso-21', as the gateway reads the username).
  const normalised = subject
    ? subject
        .split(':')
        .map((part) => part.trim())
        .join(':')
        .toLowerCase()
        .slice(0, 200)
    : null
  const entries = policy.rules
    .map((rule) => ({ rule, key: keyFor(action, rule, address, normalised) }))
    .filter((entry): entry is { rule: LimitRule; key: string } => entry.key !== null)
  const store = counters()
  // Login and recovery (policy.reserve) count the attempt before the gateway call, in one atomic
  // step with the check: concurrent attempts from one client cannot all pass a check made before
  // any of them was counted (issue 16: 30 at once reached the gateway 30 times and locked the
  // account). A login's reservation is kept on failure and taken back on success or refusal.
  const reserved = policy.reserve ? entries.map((e) => ({ key: e.key, windowMs: e.rule.windowMs })) : []
  const reached = limitReached(
    entries.map((e) => e.rule),
    policy.reserve
      ? (await store.reserve(reserved)).map((c) => ({ ...c, count: c.count - 1 }))
      : await store.read(entries.map((e) => e.key)),
    Date.now(),
  )
  const count = async () => {
    await Promise.all(entries.map((e) => store.add(e.key, e.rule.windowMs)))
  }
  if (reached && policy.reserve) await store.release(reserved)
  if (reached) {
    // The route's data() headers reach the document only through a `headers` export: the app
    // server adds Retry-After to the 429 from the request context instead (documents and data).
    const context = currentRequest()
    if (context) context.retryAfterSeconds = reached.retryAfterSeconds
    return {
      blocked: {
        message: limitMessage(action, reached.retryAfterSeconds),
        retryAfterSeconds: reached.retryAfterSeconds,
        init: { status: 429, headers: { 'retry-after': String(reached.retryAfterSeconds) } },
      },
      failed: async () => {},
      succeeded: async () => {},
      released: async () => {},
    }
  }
  if (policy.counts === 'attempts' && !policy.reserve) await count()
  const counted = policy.counts === 'failures' && !policy.reserve ? count : async () => {}
  return {
    blocked: null,
    failed: counted,
    succeeded: async () => {
      if (policy.counts !== 'failures') return
      await store.clear(entries.filter((e) => e.rule.scope !== 'address').map((e) => e.key))
      if (policy.reserve) await store.release(reserved.filter((_, i) => entries[i].rule.scope === 'address'))
    },
    // A reserved failure-counted attempt (login) is taken back; recovery keeps counting every
    // attempt (a timed-out one may still have sent an e-mail); others counted nothing yet.
    released: async () => {
      if (policy.reserve && policy.counts === 'failures') await store.release(reserved)
    },
  }
}

/** The form's answer when a limit is reached: its message at form level, 429 and Retry-After. */
export function limitedReply(
  submission: Replyable,
  blocked: NonNullable<AttemptGuard['blocked']>,
  options: { hideFields?: string[] } = {},
) {
  return formReply(
    submission,
    { formErrors: [blocked.message], hideFields: options.hideFields },
    blocked.init,
  )
}
