import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { Redis } from 'ioredis'
import {
  createFileStore,
  createMemoryStore,
  createRedisStore,
  hashId,
  type SessionStore,
} from './store.server'

const record = (userKey: string | null = 'u1') => ({
  data: { token: 'secret-token', stage: 'full' },
  createdAt: 1,
  lastSeenAt: 1,
  userKey,
})

function contract(name: string, make: () => { store: SessionStore; dir?: string }) {
  describe(name, () => {
    it('keeps, reads and deletes a record; an expired one reads as absent', async () => {
      const { store } = make()
      await store.set('id-1', record(), 60_000)
      expect(await store.get('id-1')).toEqual(record())
      await store.delete('id-1')
      expect(await store.get('id-1')).toBeNull()
      await store.set('id-2', record(), 1)
      await new Promise((r) => setTimeout(r, 10))
      expect(await store.get('id-2')).toBeNull()
    })
    it("ends a user's other sessions and keeps the one named", async () => {
      const { store } = make()
      await store.set('a', record('u1'), 60_000)
      await store.set('b', record('u1'), 60_000)
      await store.set('c', record('u2'), 60_000)
      expect(await store.deleteUser('u1', 'b')).toBe(1)
      expect(await store.get('a')).toBeNull()
      expect(await store.get('b')).not.toBeNull()
      expect(await store.get('c')).not.toBeNull()
    })
    it("lists a user's live sessions (never another user's) and ends the ones named by key", async () => {
      const { store } = make()
      await store.set('a', { ...record('u1'), userAgent: 'Firefox' }, 60_000)
      await store.set('b', record('u1'), 60_000)
      await store.set('c', record('u2'), 60_000)
      await store.set('d', record('u1'), 1)
      await new Promise((r) => setTimeout(r, 10))
      const listed = await store.listUser('u1')
      expect(listed.map((s) => s.key).sort()).toEqual([hashId('a'), hashId('b')].sort())
      expect(listed.find((s) => s.key === hashId('a'))?.record.userAgent).toBe('Firefox')
      await store.endElsewhere([hashId('a')])
      const ended = await store.get('a')
      expect(ended?.data).toEqual({ signedOutElsewhere: true })
      expect(JSON.stringify(ended)).not.toContain('secret-token')
      expect(await store.get('b')).not.toBeNull()
      expect((await store.listUser('u1')).map((s) => s.key)).toEqual([hashId('b')])
      expect(await store.listUser('nobody')).toEqual([])
    })
    it('a sweep takes the tokens of ended sessions once, keeps their times, and leaves live ones (decision 215)', async () => {
      const { store } = make()
      const at = (lastSeenAt: number, token: string, userKey = 'u1') => ({
        data: { token, stage: 'full' },
        createdAt: 1,
        lastSeenAt,
        userKey,
      })
      const endsAt = (r: { lastSeenAt: number }) => r.lastSeenAt + 100
      await store.set('ended-1', at(1, 'token-1'), 60_000, 101)
      await store.set('ended-2', at(2, 'token-2', 'u2'), 60_000, 102)
      await store.set('live', at(1_000, 'token-3'), 60_000, 1_100)
      // A deadline that no longer says what the record says: the sweep reads the record again.
      await store.set('touched', at(900, 'token-4'), 60_000, 103)
      // Written without a deadline (before decision 215): never swept, ended on its next read.
      await store.set('no-deadline', at(1, 'token-5'), 60_000)
      const first = await store.sweepEnded(500, 1, endsAt)
      const second = await store.sweepEnded(500, 10, endsAt)
      const taken = [...first, ...second].map((r) => r.data.token).sort()
      expect(first).toHaveLength(1)
      expect(taken).toEqual(['token-1', 'token-2'])
      expect(await store.sweepEnded(500, 10, endsAt)).toEqual([])
      const swept = await store.get('ended-1')
      expect(swept).toMatchObject({ createdAt: 1, lastSeenAt: 1, userKey: null, data: { stage: 'full' } })
      expect(JSON.stringify(swept)).not.toContain('token-1')
      expect((await store.listUser('u1')).map((s) => s.key).sort()).toEqual(
        [hashId('live'), hashId('touched'), hashId('no-deadline')].sort(),
      )
      expect((await store.get('live'))?.data.token).toBe('token-3')
      const later = await store.sweepEnded(1_200, 10, endsAt)
      expect(later.map((r) => r.data.token).sort()).toEqual(['token-3', 'token-4'])
    })
  })
}

contract('memory store', () => ({ store: createMemoryStore() }))

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
contract('file store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-'))
  dirs.push(dir)
  return { store: createFileStore(dir), dir }
})
contract('file store without its copy in memory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-'))
  dirs.push(dir)
  return { store: createFileStore(dir, { cacheSize: 0 }), dir }
})

describe('file store on disk', () => {
  it('names files by a hash of the id (never the id itself) and survives a new store on the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sessions-'))
    dirs.push(dir)
    await createFileStore(dir).set('the-session-id', record(), 60_000)
    const [file] = readdirSync(dir)
    expect(file).not.toContain('the-session-id')
    expect(readFileSync(join(dir, file), 'utf8')).not.toContain('the-session-id')
    expect(await createFileStore(dir).get('the-session-id')).toEqual(record())
  })

  it('a new store on the folder (a restart) still sweeps the sessions that ended meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sessions-'))
    dirs.push(dir)
    await createFileStore(dir).set('before-restart', record(), 60_000, 101)
    const swept = await createFileStore(dir).sweepEnded(500, 10, (r) => r.lastSeenAt + 100)
    expect(swept.map((r) => r.data.token)).toEqual(['secret-token'])
  })

  it('a session signed out while another request reads it stays signed out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sessions-'))
    dirs.push(dir)
    const store = createFileStore(dir)
    for (let round = 0; round < 20; round += 1) {
      const id = `session-${round}`
      await createFileStore(dir).set(id, record(), 60_000)
      const [read] = await Promise.all([store.get(id), store.delete(id)])
      expect([null, record().data]).toContainEqual(read?.data ?? null)
      expect(await store.get(id)).toBeNull()
    }
  })
})

// The Redis store against Debian's redis-server on a private unix socket (no port to collide on);
// skipped where redis-server is not installed (`npm run test:hardening` installs it).
const REDIS_SERVER = '/usr/bin/redis-server'
describe.skipIf(!existsSync(REDIS_SERVER))('redis store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'redis-'))
  const socket = join(dir, 'redis.sock')
  let server: ChildProcess
  let redis: Redis
  let prefix = 0
  beforeAll(async () => {
    server = spawn(
      REDIS_SERVER,
      ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    for (let i = 0; i < 100 && !existsSync(socket); i += 1) await new Promise((r) => setTimeout(r, 50))
    redis = new Redis({ path: socket, maxRetriesPerRequest: 1 })
  })
  afterAll(async () => {
    await redis?.quit()
    server?.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  })
  contract('on redis', () => {
    prefix += 1
    return { store: createRedisStore(redis, `t${prefix}:`) }
  })
})
