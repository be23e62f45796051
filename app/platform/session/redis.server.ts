/**
 * The one Redis connection of this instance (REDIS_URL), shared by the session store, the rate
 * limits and the cache invalidation channel; a second connection listens on that channel.
 * Commands fail fast when Redis is unreachable (the page then shows the 503 page) instead of
 * queueing for ever.
 */
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
