/**
 * Where server-side sessions live (decision 071). The cookie carries only a signed, opaque id;
 * the record (gateway token, stage, times) stays here. Three stores share one interface:
 * - memory: tests (NODE_ENV=test);
 * - file: the embedded default, one small JSON file per session under SESSION_STORE_DIR
 *   (`data/sessions`), so sessions survive a restart with no extra server to run;
 * - redis: when REDIS_URL is set, so several dashboard instances act as one.
 * Records are keyed by a hash of the session id: the store never holds a usable cookie value.
 */
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Redis } from 'ioredis'

export type StoredSession = {
  data: Record<string, unknown>
  createdAt: number
  lastSeenAt: number
  /** A hash naming the signed-in user, so a password change can end the user's other sessions. */
  userKey: string | null
}

export interface SessionStore {
  readonly kind: 'memory' | 'file' | 'redis'
  get(id: string): Promise<StoredSession | null>
  set(id: string, record: StoredSession, ttlMs: number): Promise<void>
  delete(id: string): Promise<void>
  /** Ends every session of `userKey` except `keepId`; answers how many ended. */
  deleteUser(userKey: string, keepId?: string): Promise<number>
}

export const hashId = (id: string) => createHash('sha256').update(id).digest('base64url')

type Entry = { record: StoredSession; expiresAt: number }

export function createMemoryStore(now = () => Date.now()): SessionStore {
  const entries = new Map<string, Entry>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) entries.delete(key)
    return entries.get(key) ?? null
  }
  return {
    kind: 'memory',
    async get(id) {
      return live(hashId(id))?.record ?? null
    },
    async set(id, record, ttlMs) {
      entries.set(hashId(id), { record, expiresAt: now() + ttlMs })
    },
    async delete(id) {
      entries.delete(hashId(id))
    },
    async deleteUser(userKey, keepId) {
      const keep = keepId ? hashId(keepId) : null
      let ended = 0
      for (const [key, entry] of entries) {
        if (key !== keep && entry.record.userKey === userKey) {
          entries.delete(key)
          ended += 1
        }
      }
      return ended
    },
  }
}

/** One JSON file per session, written atomically (temporary file + rename), mode 0600. */
export function createFileStore(dir: string, options: { sweepEveryMs?: number } = {}): SessionStore {
  const folder = resolve(dir)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const pathOf = (key: string) => join(folder, `${key}.json`)

  async function readEntry(path: string): Promise<Entry | null> {
    try {
      const entry = JSON.parse(await readFile(path, 'utf8')) as Entry
      if (entry.expiresAt > Date.now()) return entry
      await rm(path, { force: true })
      return null
    } catch {
      return null
    }
  }

  async function sweep() {
    const names = await readdir(folder).catch(() => [] as string[])
    for (const name of names) if (name.endsWith('.json')) await readEntry(join(folder, name))
  }
  const timer = setInterval(() => void sweep(), options.sweepEveryMs ?? 10 * 60_000)
  timer.unref()

  return {
    kind: 'file',
    async get(id) {
      return (await readEntry(pathOf(hashId(id))))?.record ?? null
    },
    async set(id, record, ttlMs) {
      const path = pathOf(hashId(id))
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await writeFile(temporary, JSON.stringify({ record, expiresAt: Date.now() + ttlMs }), { mode: 0o600 })
      await rename(temporary, path)
    },
    async delete(id) {
      await rm(pathOf(hashId(id)), { force: true })
    },
    async deleteUser(userKey, keepId) {
      const keep = keepId ? `${hashId(keepId)}.json` : null
      let ended = 0
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        if (!name.endsWith('.json') || name === keep) continue
        const entry = await readEntry(join(folder, name))
        if (entry?.record.userKey === userKey) {
          await rm(join(folder, name), { force: true })
          ended += 1
        }
      }
      return ended
    },
  }
}

/** Redis: `md:session:<hash>` with the record's TTL, and a set of a user's sessions for deleteUser. */
export function createRedisStore(redis: Redis, prefix = 'md:'): SessionStore {
  const key = (hash: string) => `${prefix}session:${hash}`
  const userSet = (userKey: string) => `${prefix}user-sessions:${userKey}`
  return {
    kind: 'redis',
    async get(id) {
      const value = await redis.get(key(hashId(id)))
      return value ? (JSON.parse(value) as StoredSession) : null
    },
    async set(id, record, ttlMs) {
      const hash = hashId(id)
      const multi = redis.multi().set(key(hash), JSON.stringify(record), 'PX', Math.max(1, Math.ceil(ttlMs)))
      if (record.userKey) {
        // The set outlives any of its sessions (the longest absolute end allowed is a day).
        multi.sadd(userSet(record.userKey), hash).expire(userSet(record.userKey), 86_400)
      }
      await multi.exec()
    },
    async delete(id) {
      await redis.del(key(hashId(id)))
    },
    async deleteUser(userKey, keepId) {
      const keep = keepId ? hashId(keepId) : null
      const hashes = (await redis.smembers(userSet(userKey))).filter((hash) => hash !== keep)
      if (hashes.length === 0) return 0
      const ended = await redis.del(...hashes.map(key))
      await redis.srem(userSet(userKey), ...hashes)
      return ended
    },
  }
}
