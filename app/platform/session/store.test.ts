import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createFileStore, createMemoryStore, type SessionStore } from './store.server'

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
})
