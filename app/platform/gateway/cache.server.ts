/**
 * The spec's call cache (section 7: "results are cached per method and arguments"), with one
 * rule added for safety: every key also carries a hash of the session's token, so two members
 * never share an entry. In-flight promises are cached too, so a layout loader and a child
 * loader asking for the same call at once make one request. Failed calls are not kept.
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { report } from '~/platform/observability.server'

export const CACHE_ARGUMENT_ERROR = 'Cache only supports string, number, and date arguments'
export type CacheArgument = string | number | Date

function serialise(argument: unknown): string {
  if (typeof argument === 'string') return `s:${argument}`
  if (typeof argument === 'number') return `n:${argument}`
  if (argument instanceof Date) return `d:${argument.toISOString()}`
  throw new TypeError(CACHE_ARGUMENT_ERROR)
}

/**
 * The last tokens' scopes: a page makes 15-30 calls with one token, and hashing it for each was
 * 2 % of a page's server time (issue 25). A few minutes of recent tokens, not every member's.
 */
const scopes = new LRUCache<string, string>({ max: 500, ttl: 5 * 60_000 })

export function tokenScope(token: string | null): string {
  if (!token) return 'anonymous'
  let scope = scopes.get(token)
  if (scope === undefined) {
    scope = createHash('sha256').update(token).digest('base64url').slice(0, 22)
    scopes.set(token, scope)
  }
  return scope
}

export function createMemberCache(options: { ttlMs: number; max: number }) {
  const store = new LRUCache<string, { value: Promise<unknown> }>({
    max: options.max,
    ttl: options.ttlMs || 1,
    // Expired entries leave at their TTL, not when `max` newer ones push them out: the cache holds
    // one TTL of traffic, not up to `max` answers of members long gone (decision 108).
    ttlAutopurge: true,
  })

  const listeners = new Set<(scope: string) => Promise<void>>()

  function clearScope(scope: string) {
    const prefix = `${scope}|`
    for (const k of [...store.keys()]) if (k.startsWith(prefix)) store.delete(k)
  }

  function key(token: string | null, method: string, args: readonly unknown[]) {
    return [tokenScope(token), method, ...args.map(serialise)].join('|')
  }

  return {
    /** The cached result of `load` for (token, method, args), loading it once when absent. */
    memo<T>(
      token: string | null,
      method: string,
      args: readonly unknown[],
      load: () => Promise<T>,
    ): Promise<T> {
      const k = key(token, method, args)
      if (options.ttlMs > 0) {
        const hit = store.get(k)
        report({ type: 'cache', result: hit ? 'hit' : 'miss', call: method })
        if (hit) return hit.value as Promise<T>
      }
      const value = load()
      if (options.ttlMs > 0) {
        store.set(k, { value })
        value.catch(() => {
          if (store.get(k)?.value === value) store.delete(k)
        })
      }
      return value
    },
    /**
     * Forget everything cached for this token (logout, or a write that changes the member's data),
     * here and, through the listeners (Redis, decision 071), on every other instance.
     */
    clearToken(token: string | null): Promise<void> {
      const scope = tokenScope(token)
      clearScope(scope)
      return Promise.allSettled([...listeners].map((listener) => listener(scope))).then(() => {})
    },
    /** Forget one token scope in this instance only (a clear announced by another instance). */
    clearScope,
    /** Called with the token scope on every clearToken (used to tell the other instances). */
    onClear(listener: (scope: string) => Promise<void>) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clearAll() {
      store.clear()
    },
    get size() {
      return store.size
    },
  }
}
