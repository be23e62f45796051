/**
 * How many sessions the session store holds that have not expired (decision 071's stores), for
 * the `dashboard_sessions_active` gauge: read at each scrape, bounded in time and size. It reads
 * the store's data directly (the file folder, or Redis keys) rather than through
 * `sessionStore()`, which would build a second store in the app server's bundle.
 * With Redis every instance reports the same shared count (aggregate with max, not sum).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Redis } from 'ioredis'

export type SessionCount = { store: 'file' | 'redis'; count: number }

const MAX_FILES = 100_000
const MAX_SCAN_ROUNDS = 1_000

/** Session files (`<hash>.json`, written by the file store) whose `expiresAt` is still ahead. */
export async function countFileSessions(dir: string, now = Date.now()): Promise<number> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .slice(0, MAX_FILES)
  let count = 0
  for (let i = 0; i < names.length; i += 200) {
    const batch = await Promise.all(
      names.slice(i, i + 200).map(async (name) => {
        try {
          const entry = JSON.parse(await readFile(join(dir, name), 'utf8')) as { expiresAt?: number }
          return typeof entry.expiresAt === 'number' && entry.expiresAt > now
        } catch {
          return false
        }
      }),
    )
    count += batch.filter(Boolean).length
  }
  return count
}

/** Redis session keys (`md:session:<hash>`, with their TTL: Redis drops them when they expire). */
export async function countRedisSessions(redis: Redis, prefix = 'md:'): Promise<number> {
  let cursor = '0'
  let count = 0
  let rounds = 0
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}session:*`, 'COUNT', 1000)
    cursor = next
    count += keys.length
    rounds += 1
  } while (cursor !== '0' && rounds < MAX_SCAN_ROUNDS)
  return count
}

/** Rejects after `ms` (a scrape never waits long for the store). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
