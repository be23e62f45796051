/**
 * What must be the same on every dashboard instance (decision 071): the session store, and the
 * invalidation of the per-token gateway cache. Without REDIS_URL that is this process (a file
 * store; tests use memory). With REDIS_URL, sessions live in Redis and every cache clear is
 * published on a channel, so a write on one instance empties that session's cache on all.
 */
import { randomUUID } from 'node:crypto'
import { env } from '~/platform/config/env.server'
import { memberCache } from '~/platform/gateway/transport.server'
import { redisClient, redisSubscriber, unavailableOnFailure } from './redis.server'
import { createFileStore, createMemoryStore, createRedisStore, type SessionStore } from './store.server'

export const CACHE_CHANNEL = 'md:cache-clear'
const instanceId = randomUUID()

const KEY = Symbol.for('member-dashboard.session-store')
const holder = globalThis as { [KEY]?: SessionStore }

function createStore(): SessionStore {
  if (env.redisUrl) {
    const redis = redisClient(env.redisUrl)
    const subscriber = redisSubscriber(env.redisUrl)
    subscriber.subscribe(CACHE_CHANNEL).catch(() => {})
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, scope] = message.split(' ')
      if (from !== instanceId && scope) memberCache.clearScope(scope)
    })
    const publisher = unavailableOnFailure({
      publish: (scope: string) => redis.publish(CACHE_CHANNEL, `${instanceId} ${scope}`),
    })
    memberCache.onClear((scope) => publisher.publish(scope).then(() => {}))
    // Redis down: the page answers the catalogue's 503, and works again once it is back (decision 138).
    return unavailableOnFailure(createRedisStore(redis))
  }
  if (env.nodeEnv === 'test') return createMemoryStore()
  return createFileStore(env.sessionStoreDir)
}

/** This process's session store (created on first use). */
export function sessionStore(): SessionStore {
  return (holder[KEY] ??= createStore())
}
