import { afterAll, describe, expect, it } from 'vitest'
import { closeRedis, redisAnswers, unavailableOnFailure } from './redis.server'

afterAll(() => closeRedis())

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status

describe('a store on Redis while Redis fails (decision 138)', () => {
  it("a failing call throws the catalogue's 503; the same store answers again once the call works", async () => {
    let down = true
    const store = unavailableOnFailure({
      async get(key: string) {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379')
        return `value of ${key}`
      },
      name: 'sessions',
    })
    expect(statusOf(await store.get('a').catch((thrown: unknown) => thrown))).toBe(503)
    down = false
    expect(await store.get('a')).toBe('value of a')
    expect(store.name).toBe('sessions')
  })

  it('readiness: an unreachable Redis does not answer (within the time allowed)', async () => {
    const started = Date.now()
    expect(await redisAnswers('redis://127.0.0.1:1', 500)).toBe(false)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
