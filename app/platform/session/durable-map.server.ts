/**
 * A small map of keys to values with an expiry, kept in this process and, for the embedded
 * (file) mode, written to one JSON file after every change (temporary file + rename, mode 0600),
 * so it survives a restart. For what is small and must outlast the process without Redis: the
 * sign-in attempt shares (decision 135) and the revoked-token list (decision 137). Synchronous
 * inside, so a read-modify-write of one request runs with no other request in between.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

type Entry<V> = { value: V; expiresAt: number }

export type DurableMap<V> = {
  get(key: string): V | null
  set(key: string, value: V, ttlMs: number): void
  delete(key: string): void
  clear(): void
}

export function createDurableMap<V>(file: string | null, now = () => Date.now()): DurableMap<V> {
  const path = file ? resolve(file) : null
  const entries = new Map<string, Entry<V>>()
  if (path) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    try {
      const saved = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Entry<V>>
      for (const [key, entry] of Object.entries(saved)) entries.set(key, entry)
    } catch {
      // No file yet (or an unreadable one): start empty.
    }
  }
  const persist = () => {
    if (!path) return
    const at = now()
    const live: Record<string, Entry<V>> = {}
    for (const [key, entry] of entries) {
      if (entry.expiresAt > at) live[key] = entry
      else entries.delete(key)
    }
    const temporary = `${path}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(live), { mode: 0o600 })
    renameSync(temporary, path)
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.expiresAt > now()) return entry.value
      entries.delete(key)
      return null
    },
    set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs })
      persist()
    },
    delete(key) {
      if (entries.delete(key)) persist()
    },
    clear() {
      entries.clear()
      persist()
    },
  }
}
