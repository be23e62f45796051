/**
 * The one Redis connection of this instance (REDIS_URL), shared by the session store, the rate
 * limits and the cache invalidation channel; a second connection listens on that channel.
 * Commands fail fast when Redis is unreachable (the page then shows the 503 page) instead of
 * queueing for ever.
 */
import { data } from '@remix-run/node'
import { Redis } from 'ioredis'

const KEY = Symbol.for('member-dashboard.redis')
type Connections = { client: Redis; subscriber: Redis | null }
const holder = globalThis as { [KEY]?: Map<string, Connections> }

function connect(url: string) {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  // Without a listener ioredis prints every reconnection error; a failing command says enough.
  client.on('error', () => {})
  return client
}

export function redisClient(url: string): Redis {
  const all = (holder[KEY] ??= new Map())
  let connections = all.get(url)
  if (!connections) {
    connections = { client: connect(url), subscriber: null }
    all.set(url, connections)
  }
  return connections.client
}

/** A connection in subscriber mode (it can run no other command). */
export function redisSubscriber(url: string): Redis {
  redisClient(url)
  const connections = holder[KEY]!.get(url)!
  connections.subscriber ??= connect(url)
  return connections.subscriber
}

/** Closes this instance's connections (graceful shutdown). */
export async function closeRedis() {
  for (const { client, subscriber } of holder[KEY]?.values() ?? []) {
    await Promise.allSettled([client.quit(), subscriber?.quit()])
  }
  holder[KEY]?.clear()
}

/**
 * A store on Redis whose every failing call (Redis down, a time-out) throws the catalogue's 503
 * (decision 138) instead of an error that would render a 500. ioredis reconnects by itself, so
 * the same store answers again once Redis is back, without a restart.
 */
export function unavailableOnFailure<T extends object>(store: T): T {
  const unavailable = (): never => {
    throw data(null, { status: 503 })
  }
  return new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args)
          return result instanceof Promise ? result.catch(unavailable) : result
        } catch {
          return unavailable()
        }
      }
    },
  })
}

/** Whether Redis answers a PING within `timeoutMs` (for /readyz). */
export async function redisAnswers(url: string, timeoutMs = 2_000): Promise<boolean> {
  const ping = redisClient(url)
    .ping()
    .then((answer) => answer === 'PONG')
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())
  return Promise.race([ping.catch(() => false), late])
}
