/**
 * Attempt limits (decision 074) in front of the gateway: `limitAttempts(request, action, subject)`
 * before the call; when `blocked`, answer its message with a 429 and Retry-After and do not call
 * the gateway; otherwise call `failed()` or `succeeded()` after it. Counters live in this
 * process, or in Redis with REDIS_URL so that every instance counts together. The client address
 * is remix-utils' `getClientIPAddress`, which reads only the header the app server sets from the
 * connection (or from a trusted proxy, TRUST_PROXY).
 */
import { createHash } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { getClientIPAddress } from 'remix-utils/get-client-ip-address'
import { env } from '~/platform/config/env.server'
import { redisClient } from '~/platform/session/redis.server'
import { currentRequest } from './request-context.server'
import {
  limitMessage,
  limitPolicies,
  limitReached,
  type Counter,
  type LimitedAction,
  type LimitRule,
} from './rate-limit'

interface CounterStore {
  read(keys: string[]): Promise<(Counter | null)[]>
  add(key: string, windowMs: number): Promise<void>
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
  return {
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
    async clear(keys) {
      if (keys.length) await redis.del(...keys)
    },
  }
}

const KEY = Symbol.for('member-dashboard.rate-limit')
const holder = globalThis as { [KEY]?: CounterStore & { reset?: () => void } }
const counters = (): CounterStore & { reset?: () => void } =>
  (holder[KEY] ??= env.redisUrl ? redisCounters(env.redisUrl) : memoryCounters())

/** Tests: forget every count of this process. */
export function resetAttemptLimits() {
  counters().reset?.()
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
}

export async function limitAttempts(
  request: Request,
  action: LimitedAction,
  subject: string | null | undefined,
): Promise<AttemptGuard> {
  const policy = limitPolicies[action]
  const address = getClientIPAddress(request) ?? 'unknown'
  const normalised = subject ? subject.trim().toLowerCase().slice(0, 200) : null
  const entries = policy.rules
    .map((rule) => ({ rule, key: keyFor(action, rule, address, normalised) }))
    .filter((entry): entry is { rule: LimitRule; key: string } => entry.key !== null)
  const store = counters()
  const reached = limitReached(
    entries.map((e) => e.rule),
    await store.read(entries.map((e) => e.key)),
    Date.now(),
  )
  const count = async () => {
    await Promise.all(entries.map((e) => store.add(e.key, e.rule.windowMs)))
  }
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
    }
  }
  if (policy.counts === 'attempts') await count()
  return {
    blocked: null,
    failed: policy.counts === 'failures' ? count : async () => {},
    succeeded: async () => {
      if (policy.counts === 'failures')
        await store.clear(entries.filter((e) => e.rule.scope !== 'address').map((e) => e.key))
    },
  }
}

type Replyable = {
  reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => SubmissionResult<string[]>
}

/** The form's answer when a limit is reached: its message at form level, 429 and Retry-After. */
export function limitedReply(
  submission: Replyable,
  blocked: NonNullable<AttemptGuard['blocked']>,
  options: { hideFields?: string[] } = {},
) {
  const defined = options.hideFields ? { hideFields: options.hideFields } : {}
  return data({ result: submission.reply({ formErrors: [blocked.message], ...defined }) }, blocked.init)
}
