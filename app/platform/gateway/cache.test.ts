import { describe, expect, it, vi } from 'vitest'
import { createMemberCache } from './cache.server'

describe('member cache', () => {
  it('returns the cached result for the same token, method and arguments', async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    const load = vi.fn(async () => ({ firstName: 'Avery' }))
    const a = await cache.memo('token-a', 'GET account', [], load)
    const b = await cache.memo('token-a', 'GET account', [], load)
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never shares an entry between two members (different tokens)', async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    const avery = await cache.memo('token-avery', 'GET account', [], async () => ({ firstName: 'Avery' }))
    const jordan = await cache.memo('token-jordan', 'GET account', [], async () => ({ firstName: 'Jordan' }))
    expect(avery.firstName).toBe('Avery')
    expect(jordan.firstName).toBe('Jordan')
    expect(await cache.memo('token-avery', 'GET account', [], async () => ({ firstName: 'X' }))).toEqual({
      firstName: 'Avery',
    })
  })

  it('keys by arguments: another suffix or date is another entry', async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    const load = vi.fn(async (n: number) => n)
    await cache.memo('t', 'GET limits', ['suffix', 0], () => load(0))
    await cache.memo('t', 'GET limits', ['suffix', 1], () => load(1))
    await cache.memo('t', 'GET limits', ['asOfDate', new Date('2026-01-01')], () => load(2))
    await cache.memo('t', 'GET limits', ['asOfDate', new Date('2026-01-01')], () => load(3))
    expect(load).toHaveBeenCalledTimes(3)
  })

  it("rejects arguments other than string, number or date with the spec's message", () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    for (const bad of [{ a: 1 }, [1], true, null, undefined]) {
      expect(() => cache.memo('t', 'GET x', [bad], async () => 1)).toThrow(
        'Cache only supports string, number, and date arguments',
      )
    }
  })

  it('clearToken (logout, or a write) forgets only that member', async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    await cache.memo('a', 'GET account', [], async () => 'a1')
    await cache.memo('b', 'GET account', [], async () => 'b1')
    cache.clearToken('a')
    expect(await cache.memo('a', 'GET account', [], async () => 'a2')).toBe('a2')
    expect(await cache.memo('b', 'GET account', [], async () => 'b2')).toBe('b1')
  })

  it('expires entries after the TTL', async () => {
    const cache = createMemberCache({ ttlMs: 40, max: 100 })
    await cache.memo('t', 'GET account', [], async () => 'old')
    expect(await cache.memo('t', 'GET account', [], async () => 'new')).toBe('old')
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(await cache.memo('t', 'GET account', [], async () => 'new')).toBe('new')
  })

  it('lets go of expired entries without being asked for them (memory holds one TTL of traffic)', async () => {
    const cache = createMemberCache({ ttlMs: 30, max: 5000 })
    for (let member = 0; member < 50; member++)
      await cache.memo(`token-${member}`, 'GET account', [], async () => ({ member }))
    expect(cache.size).toBe(50)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(cache.size).toBe(0)
  })

  it('shares one in-flight call and does not keep a failure', async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    let calls = 0
    const failing = () => {
      calls++
      return Promise.reject(new Error('down'))
    }
    const [a, b] = await Promise.allSettled([
      cache.memo('t', 'GET x', [], failing),
      cache.memo('t', 'GET x', [], failing),
    ])
    expect(a.status).toBe('rejected')
    expect(b.status).toBe('rejected')
    expect(calls).toBe(1)
    expect(await cache.memo('t', 'GET x', [], async () => 'ok')).toBe('ok')
  })
})
