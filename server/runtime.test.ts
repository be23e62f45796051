import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { paths } from '@member-dashboard/contract'
import { normalizePrefix } from './app'
import { DEV_JWT_SECRET, readEnv } from './config'
import { migrate, openDatabase } from './db'
import { call, gateway, login, tempDb } from './test-helpers'

const db = tempDb()
afterAll(() => db.cleanup())

describe('environment', () => {
  it('defaults for development, with the fixed dev secret', () => {
    const result = readEnv({})
    expect(result).toMatchObject({
      ok: true,
      env: {
        GATEWAY_PORT: 3100,
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_DB_PATH: 'data/gateway.sqlite',
        GATEWAY_PREFIX: '/api',
        jwtSecret: DEV_JWT_SECRET,
        usingDevSecret: true,
      },
    })
  })

  it('production requires a secret; bad values give clear messages', () => {
    const prod = readEnv({ NODE_ENV: 'production' })
    expect(prod.ok).toBe(false)
    expect(!prod.ok && prod.message).toMatch(/GATEWAY_JWT_SECRET is required when NODE_ENV=production/)
    expect(readEnv({ NODE_ENV: 'production', GATEWAY_JWT_SECRET: 'x'.repeat(40) }).ok).toBe(true)
    const bad = readEnv({ GATEWAY_PORT: 'eighty', GATEWAY_JWT_SECRET: 'short', GATEWAY_PREFIX: 'api v2' })
    expect(bad.ok).toBe(false)
    const message = !bad.ok ? bad.message : ''
    expect(message).toMatch(/GATEWAY_PORT/)
    expect(message).toMatch(/at least 32 characters/)
    expect(message).toMatch(/GATEWAY_PREFIX/)
  })

  it('normalises the prefix', () => {
    expect(normalizePrefix('/api/')).toBe('/api')
    expect(normalizePrefix('gw')).toBe('/gw')
    expect(normalizePrefix('')).toBe('')
  })
})

describe('database', () => {
  it('runs in WAL mode and records migrations; a rerun applies nothing', () => {
    const path = join(db.dbPath, '..', 'migrations.sqlite')
    const first = openDatabase(path)
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal')
    const versions = first.prepare('SELECT version FROM schema_migrations').all()
    expect(versions.length).toBeGreaterThan(0)
    expect(migrate(first, [{ version: 1, name: 'initial schema', sql: 'SELECT 1' }])).toEqual([])
    expect(
      migrate(first, [
        { version: 99, name: 'test column', sql: 'ALTER TABLE settings ADD COLUMN note TEXT' },
      ]),
    ).toEqual([99])
    first.close()
    expect(existsSync(path)).toBe(true)
  })

  it('seeds only an empty database (a restart keeps the data)', async () => {
    const app = gateway(db.dbPath)
    await app.ready()
    await app.close()
    const raw = new Database(db.dbPath)
    raw
      .prepare("UPDATE members SET first_name = 'Averyl' WHERE subscriber_id = 'EV1000001' AND suffix = 0")
      .run()
    raw.close()
    const again = gateway(db.dbPath)
    const token = await login(again, 'avery')
    const account = (await call(again, 'GET', paths.account, token)).json()
    expect(account.members[0].firstName).toBe('Averyl')
    await again.close()
  })

  it('serves under another prefix', async () => {
    const app = gateway(db.dbPath, { prefix: '/gw' })
    const res = await app.inject({ method: 'GET', url: '/gw/config/chat' })
    expect(res.statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/config/chat' })).statusCode).toBe(404)
    await app.close()
  })
})

describe('speed', () => {
  // Under 5 ms on the machine it was written on (medians 1-3 ms); on a slower or busier machine
  // (issue 50: CI may be 2-3 times slower) the bound is 4 times the bare route's median measured in
  // the same run, so the test holds what it is for (a call costs about what the server's own path
  // costs, not ten times more) without depending on this machine's speed.
  it('a typical authenticated call answers in under 5 ms, or 4 times a bare call in the same run (median server time over 300 HTTP calls each)', async () => {
    const serverMs: number[] = []
    const app = gateway(db.dbPath, {
      logger: true,
      logWrite: (line) => serverMs.push((JSON.parse(line) as { ms: number }).ms),
    })
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]
    try {
      const token = await login(app, 'avery')
      const headers = { authorization: `Bearer ${token}` }
      const measure = async (path: string, n = 300) => {
        for (let i = 0; i < 20; i++)
          await fetch(`${base}/api/${path}`, { headers }).then((r) => r.arrayBuffer())
        serverMs.length = 0
        const roundTrips: number[] = []
        for (let i = 0; i < n; i++) {
          const start = performance.now()
          const res = await fetch(`${base}/api/${path}`, { headers })
          await res.arrayBuffer()
          roundTrips.push(performance.now() - start)
          if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
        }
        const round = (x: number) => Number(x.toFixed(3))
        return {
          serverMedian: round(median(serverMs)),
          serverP95: round(p95(serverMs)),
          roundTripMedian: round(median(roundTrips)),
        }
      }
      const bare = await measure('config/chat')
      const figures = {
        account: await measure(paths.account),
        preferences: await measure(paths.preferences),
        programs: await measure(paths.programs),
        referrals: await measure(`${paths.referrals}?page=0&size=10`),
        pcpMembers: await measure(paths.pcpMembers),
      }
      console.info(`gateway ms per call: ${JSON.stringify({ bare, ...figures })}`)
      const bound = Math.max(5, 4 * bare.serverMedian)
      for (const f of Object.values(figures)) expect(f.serverMedian).toBeLessThan(bound)
    } finally {
      await app.close()
    }
    // A budget by its work (issue 50): 1,920 calls one after the other, at up to 60 ms each. Beside
    // the end-to-end tests on two cores (decision 257) the suite's default 15 s ran out before the
    // figures were taken; what it asserts is relative to the same run.
  }, 120_000)
})
