/**
 * Where server-side sessions live (decision 071). The cookie carries only a signed, opaque id;
 * the record (gateway token, stage, times) stays here. Three stores share one interface:
 * - memory: tests (NODE_ENV=test);
 * - file: the embedded default, one small JSON file per session under SESSION_STORE_DIR
 *   (`data/sessions`), so sessions survive a restart with no extra server to run;
 * - redis: when REDIS_URL is set, so several dashboard instances act as one.
 * Records are keyed by a hash of the session id: the store never holds a usable cookie value.
 * Each store also knows when its sessions end by themselves (`endsAt` on `set`), so a sweep can
 * take the tokens of ended sessions away at that moment (`sweepEnded`, decision 215).
 */
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'

export type StoredSession = {
  data: Record<string, unknown>
  createdAt: number
  lastSeenAt: number
  /** A hash naming the signed-in user, so a password change can end the user's other sessions. */
  userKey: string | null
  /** The browser's user agent at sign-in, for the member's list of sessions (absent in older records). */
  userAgent?: string | null
}

/** One live session of a user, by its store key (the hash of its id, never the id). */
export type UserSession = { key: string; record: StoredSession }

export interface SessionStore {
  readonly kind: 'memory' | 'file' | 'redis'
  get(id: string): Promise<StoredSession | null>
  /** Keeps the record for `ttlMs`; `endsAt`: when the session ends by itself (for `sweepEnded`). */
  set(id: string, record: StoredSession, ttlMs: number, endsAt?: number): Promise<void>
  delete(id: string): Promise<void>
  /** Ends every session of `userKey` except `keepId`; answers how many ended. */
  deleteUser(userKey: string, keepId?: string): Promise<number>
  /** Every live session of `userKey` (issue 23: the member's list of where they are signed in). */
  listUser(userKey: string): Promise<UserSession[]>
  /**
   * Ends the sessions stored under these keys (from `listUser`) from another session: each record
   * keeps only the note `signedOutElsewhere` (no token, no user) until it expires, so that
   * session's next request can tell why it ended.
   */
  endElsewhere(keys: string[]): Promise<void>
  /**
   * At most `max` sessions that have ended by themselves at `now` and still hold a token, each
   * taken once (no other sweep, on any instance, gets it again): the record keeps its times, so
   * its browser is still told why it ended, but no longer its token nor its user. `endsAt` says
   * when a record's session ends (the session rules). Answers the records as they were.
   */
  sweepEnded(now: number, max: number, endsAt: (record: StoredSession) => number): Promise<StoredSession[]>
}

export const hashId = (id: string) => createHash('sha256').update(id).digest('base64url')

/** What is left of a session ended from another one: a note, and the brand it opened (decision 091). */
export function endedElsewhere(record: StoredSession): StoredSession {
  return {
    data: { signedOutElsewhere: true, domainId: record.data.domainId },
    createdAt: record.createdAt,
    lastSeenAt: record.lastSeenAt,
    userKey: null,
  }
}

/** What is left of a session that ended by itself once its token is taken away: its times. */
export function withoutToken(record: StoredSession): StoredSession {
  const { token: _token, ...data } = record.data
  return { ...record, data, userKey: null }
}

const holdsToken = (record: StoredSession) => typeof record.data.token === 'string'

type Entry = { record: StoredSession; expiresAt: number; endsAt?: number }

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
    async set(id, record, ttlMs, endsAt) {
      entries.set(hashId(id), { record, expiresAt: now() + ttlMs, endsAt })
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
    async listUser(userKey) {
      return [...entries.keys()]
        .map((key) => ({ key, entry: live(key) }))
        .filter(({ entry }) => entry?.record.userKey === userKey)
        .map(({ key, entry }) => ({ key, record: entry!.record }))
    },
    async endElsewhere(keys) {
      for (const key of keys) {
        const entry = live(key)
        if (entry) entries.set(key, { ...entry, record: endedElsewhere(entry.record) })
      }
    },
    async sweepEnded(at, max, endsAt) {
      const taken: StoredSession[] = []
      for (const key of [...entries.keys()]) {
        if (taken.length >= max) break
        const entry = live(key)
        if (!entry || entry.endsAt === undefined || entry.endsAt > at || !holdsToken(entry.record)) continue
        const actual = endsAt(entry.record)
        if (actual > at) {
          entries.set(key, { ...entry, endsAt: actual })
          continue
        }
        entries.set(key, { record: withoutToken(entry.record), expiresAt: entry.expiresAt })
        taken.push(entry.record)
      }
      return taken
    },
  }
}

/**
 * One JSON file per session, written atomically (temporary file + rename), mode 0600. The folder
 * belongs to one instance (several instances share Redis instead), so the entries this process
 * read or wrote last are also kept in memory (`cacheSize`, 0 turns it off): a page no longer
 * reads its session's file on every request (issue 25, decision 173). Every write, removal and
 * expiry goes through this store and updates the copy in memory.
 */
export function createFileStore(
  dir: string,
  options: { sweepEveryMs?: number; cacheSize?: number } = {},
): SessionStore {
  const folder = resolve(dir)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const pathOf = (key: string) => join(folder, `${key}.json`)
  const cacheSize = options.cacheSize ?? 5_000
  const cached = cacheSize > 0 ? new LRUCache<string, Entry>({ max: cacheSize }) : null
  // Counts writes and removals: a read that saw one begin while it read the file does not keep
  // what it read (it may be the record just replaced or removed, such as a session signed out).
  let changes = 0
  // When each session holding a token ends by itself (store key -> ms), for `sweepEnded`: kept on
  // every write and read, and filled from the folder at start. A hint only: the sweep reads again.
  const ends = new Map<string, number>()
  const keyOfPath = (path: string) => path.slice(folder.length + 1, -'.json'.length)
  const noteEnd = (path: string, entry: Entry | null) => {
    if (entry && entry.endsAt !== undefined && holdsToken(entry.record))
      ends.set(keyOfPath(path), entry.endsAt)
    else ends.delete(keyOfPath(path))
  }

  async function readEntry(path: string): Promise<Entry | null> {
    try {
      const at = changes
      const hit = cached?.get(path)
      const entry = hit ?? (JSON.parse(await readFile(path, 'utf8')) as Entry)
      if (entry.expiresAt <= Date.now()) {
        await removeEntry(path)
        return null
      }
      if (!hit && changes === at) {
        cached?.set(path, entry)
        noteEnd(path, entry)
      }
      return entry
    } catch {
      return null
    }
  }

  async function writeEntry(path: string, entry: Entry) {
    const change = ++changes
    cached?.delete(path)
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    await writeFile(temporary, JSON.stringify(entry), { mode: 0o600 })
    await rename(temporary, path)
    if (changes === change) cached?.set(path, entry)
    noteEnd(path, entry)
  }

  async function removeEntry(path: string) {
    changes += 1
    cached?.delete(path)
    noteEnd(path, null)
    await rm(path, { force: true })
  }

  async function sweep() {
    const names = await readdir(folder).catch(() => [] as string[])
    for (const name of names) if (name.endsWith('.json')) await readEntry(join(folder, name))
  }
  const timer = setInterval(() => void sweep(), options.sweepEveryMs ?? 10 * 60_000)
  timer.unref()
  // The sessions kept from before a restart: their ends are known from the start.
  const indexed = sweep()

  async function userEntries(userKey: string) {
    const found: { key: string; entry: Entry }[] = []
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (!name.endsWith('.json')) continue
      const entry = await readEntry(join(folder, name))
      if (entry?.record.userKey === userKey) found.push({ key: name.slice(0, -'.json'.length), entry })
    }
    return found
  }

  return {
    kind: 'file',
    async get(id) {
      return (await readEntry(pathOf(hashId(id))))?.record ?? null
    },
    async set(id, record, ttlMs, endsAt) {
      await writeEntry(pathOf(hashId(id)), { record, expiresAt: Date.now() + ttlMs, endsAt })
    },
    async delete(id) {
      await removeEntry(pathOf(hashId(id)))
    },
    async deleteUser(userKey, keepId) {
      const keep = keepId ? hashId(keepId) : null
      const ending = (await userEntries(userKey)).filter(({ key }) => key !== keep)
      for (const { key } of ending) await removeEntry(pathOf(key))
      return ending.length
    },
    async listUser(userKey) {
      return (await userEntries(userKey)).map(({ key, entry }) => ({ key, record: entry.record }))
    },
    async endElsewhere(keys) {
      // Only names of the store's own shape: a key never walks out of the folder.
      for (const key of keys.filter((k) => /^[\w-]+$/.test(k))) {
        const entry = await readEntry(pathOf(key))
        if (entry)
          await writeEntry(pathOf(key), { record: endedElsewhere(entry.record), expiresAt: entry.expiresAt })
      }
    },
    async sweepEnded(at, max, endsAt) {
      await indexed
      const taken: StoredSession[] = []
      for (const [key, end] of [...ends]) {
        if (taken.length >= max) break
        if (end > at) continue
        const path = pathOf(key)
        const entry = await readEntry(path)
        if (!entry || !holdsToken(entry.record)) {
          ends.delete(key)
          continue
        }
        const actual = endsAt(entry.record)
        if (actual > at) {
          ends.set(key, actual)
          continue
        }
        await writeEntry(path, { record: withoutToken(entry.record), expiresAt: entry.expiresAt })
        taken.push(entry.record)
      }
      return taken
    },
  }
}

/** Redis: `md:session:<hash>` with the record's TTL, and a set of a user's sessions for deleteUser. */
export function createRedisStore(redis: Redis, prefix = 'md:'): SessionStore {
  const key = (hash: string) => `${prefix}session:${hash}`
  const userSet = (userKey: string) => `${prefix}user-sessions:${userKey}`
  /** Sessions holding a token, scored by when they end by themselves (for `sweepEnded`). */
  const ends = `${prefix}session-ends`
  return {
    kind: 'redis',
    async get(id) {
      const value = await redis.get(key(hashId(id)))
      return value ? (JSON.parse(value) as StoredSession) : null
    },
    async set(id, record, ttlMs, endsAt) {
      const hash = hashId(id)
      const multi = redis.multi().set(key(hash), JSON.stringify(record), 'PX', Math.max(1, Math.ceil(ttlMs)))
      if (endsAt !== undefined && holdsToken(record)) multi.zadd(ends, endsAt, hash)
      else multi.zrem(ends, hash)
      if (record.userKey) {
        // The set outlives any of its sessions (the longest absolute end allowed is a day).
        multi.sadd(userSet(record.userKey), hash).expire(userSet(record.userKey), 86_400)
      }
      await multi.exec()
    },
    async delete(id) {
      const hash = hashId(id)
      await redis.multi().del(key(hash)).zrem(ends, hash).exec()
    },
    async deleteUser(userKey, keepId) {
      const keep = keepId ? hashId(keepId) : null
      const hashes = (await redis.smembers(userSet(userKey))).filter((hash) => hash !== keep)
      if (hashes.length === 0) return 0
      const ended = await redis.del(...hashes.map(key))
      await redis
        .multi()
        .srem(userSet(userKey), ...hashes)
        .zrem(ends, ...hashes)
        .exec()
      return ended
    },
    async listUser(userKey) {
      const hashes = await redis.smembers(userSet(userKey))
      if (hashes.length === 0) return []
      const values = await redis.mget(...hashes.map(key))
      const gone = hashes.filter((_hash, i) => values[i] === null)
      // Sessions that ended by their TTL leave the user's set here.
      if (gone.length > 0) await redis.srem(userSet(userKey), ...gone)
      return hashes
        .map((hash, i) => ({ key: hash, value: values[i] }))
        .filter((entry): entry is { key: string; value: string } => entry.value !== null)
        .map(({ key, value }) => ({ key, record: JSON.parse(value) as StoredSession }))
        .filter(({ record }) => record.userKey === userKey)
    },
    async endElsewhere(keys) {
      for (const hash of keys) {
        const value = await redis.get(key(hash))
        if (!value) continue
        const record = JSON.parse(value) as StoredSession
        // KEEPTTL: the note expires when the session would have.
        await redis.set(key(hash), JSON.stringify(endedElsewhere(record)), 'KEEPTTL')
        await redis.zrem(ends, hash)
        if (record.userKey) await redis.srem(userSet(record.userKey), hash)
      }
    },
    async sweepEnded(at, max, endsAt) {
      const taken: StoredSession[] = []
      for (const hash of await redis.zrangebyscore(ends, '-inf', at, 'LIMIT', 0, max)) {
        // ZREM answers 1 to one caller only: the instance that takes the session.
        if ((await redis.zrem(ends, hash)) !== 1) continue
        const value = await redis.get(key(hash))
        if (!value) continue
        const record = JSON.parse(value) as StoredSession
        if (!holdsToken(record)) continue
        const actual = endsAt(record)
        if (actual > at) {
          await redis.zadd(ends, actual, hash)
          continue
        }
        await redis.set(key(hash), JSON.stringify(withoutToken(record)), 'KEEPTTL')
        if (record.userKey) await redis.srem(userSet(record.userKey), hash)
        taken.push(record)
      }
      return taken
    },
  }
}
