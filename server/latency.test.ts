import { afterAll, describe, expect, it } from 'vitest'
import { readEnv } from './config'
import { call, gateway, tempDb } from './test-helpers'

// SANDBOX_LATENCY_MS (decision 111): the bench's waterfall check needs every call to answer late.
describe('sandbox latency', () => {
  const db = tempDb()
  afterAll(() => db.cleanup())

  it('answers every call, public or not, after the configured delay', async () => {
    const app = gateway(db.dbPath, { latencyMs: 120 })
    await app.ready()
    for (const path of ['config/chat', 'account']) {
      const started = performance.now()
      const res = await call(app, 'GET', path)
      expect(res.statusCode).toBeLessThan(500)
      expect(performance.now() - started).toBeGreaterThanOrEqual(115)
    }
    await app.close()
  })

  it('adds no delay by default', async () => {
    const app = gateway(db.dbPath)
    await app.ready()
    await call(app, 'GET', 'config/chat')
    const started = performance.now()
    await call(app, 'GET', 'config/chat')
    expect(performance.now() - started).toBeLessThan(100)
    await app.close()
  })

  it('reads SANDBOX_LATENCY_MS (default 0) and refuses a negative delay', () => {
    const read = (value?: string) => readEnv({ SANDBOX_LATENCY_MS: value })
    expect(read('250')).toMatchObject({ ok: true, env: { SANDBOX_LATENCY_MS: 250 } })
    expect(read()).toMatchObject({ ok: true, env: { SANDBOX_LATENCY_MS: 0 } })
    expect(read('-5').ok).toBe(false)
  })
})
