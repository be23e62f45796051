/**
 * Issue 42 on the built app (`npm run test:hardening`), decision 216: the login's attempt shares
 * count what the gateway has left. The owner's typos on her trusted browser, then strangers from
 * several loopback addresses (127.0.0.x); a gateway slower than GATEWAY_TIMEOUT_MS
 * (SANDBOX_LATENCY_MS); the trusted count-down unchanged. Ports HARDENING_PORT_BASE + 30..33,
 * data in data/hardening-<base>-attempts. Figures are printed as `[figures] ...`.
 */
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import {
  alertOf,
  client,
  figure,
  fileGateway,
  LOCKED,
  portBase,
  root,
  SPENT,
  startApp,
  startGateway,
} from './harness.mjs'

const dir = join(root, `data/hardening-${portBase}-attempts`)
const ports = {
  gateway: portBase + 30,
  app: portBase + 31,
  slowGateway: portBase + 32,
  slowApp: portBase + 33,
}
const url = (port) => `http://localhost:${port}`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** A login answer in a few characters: the count shown, 'locked', 'spent', or the status. */
const shortly = (answer) => {
  const text = alertOf(answer)
  if (text === LOCKED) return 'locked'
  if (text.startsWith(SPENT)) return `${answer.status} spent`
  return /You have (\d) attempt/.exec(text)?.[1] ?? String(answer.status)
}

const gatewayDb = fileGateway({ dir, port: ports.gateway, clones: 4 })

function accountRow(username) {
  const sqlite = new Database(gatewayDb, { readonly: true })
  try {
    return sqlite.prepare('SELECT failed_attempts, status FROM users WHERE username = ?').get(username)
  } finally {
    sqlite.close()
  }
}

describe("the owner's reserve on the login (decision 216)", { concurrency: false }, () => {
  const base = () => url(ports.app)
  const wrong = (c, username) => c.post('/login', { username, password: 'Wrong#42' })
  /** The owner's browser, trusted for the username by a sign-in (then logged out). */
  async function ownBrowser(username, from) {
    const owner = client(base(), { from })
    assert.equal(await owner.login(username), '/home')
    await owner.get('/logout')
    assert.ok(owner.jar.has('__device'))
    return owner
  }
  before(async () => {
    await startApp({
      port: ports.app,
      gatewayUrl: `http://127.0.0.1:${ports.gateway}/api`,
      env: { SESSION_STORE_DIR: join(dir, 'sessions-app') },
    })
  })

  it('a trusted browser: 4, 3, 2, 1, then the lock (the spec flow, unchanged)', async () => {
    const owner = await ownBrowser('iso-1', '127.0.0.70')
    const seen = []
    for (let i = 0; i < 5; i++) seen.push(shortly(await wrong(owner, 'iso-1')))
    assert.deepEqual(seen, ['4', '3', '2', '1', 'locked'])
    assert.equal(accountRow('iso-1').status, 'DLG')
    figure(`trusted browser: ${seen.join(', ')}`)
  })

  it("the owner's two typos, then three strangers on three addresses: the owner still signs in", async () => {
    const owner = await ownBrowser('iso-2', '127.0.0.71')
    const own = [shortly(await wrong(owner, 'iso-2')), shortly(await wrong(owner, 'iso-2'))]
    assert.deepEqual(own, ['4', '3'])
    const strangers = []
    for (const from of ['127.0.0.72', '127.0.0.73', '127.0.0.74'])
      strangers.push(await wrong(client(base(), { from }), 'iso-2'))
    assert.deepEqual(
      strangers.map((answer) => answer.status),
      [429, 429, 429],
    )
    for (const answer of strangers) assert.ok(alertOf(answer).startsWith(SPENT), alertOf(answer))
    assert.deepEqual(accountRow('iso-2'), { failed_attempts: 2, status: 'ACT' })
    assert.equal(await owner.login('iso-2'), '/home', 'the right password on her own browser')
    figure(
      `owner typos ${own.join(', ')}; strangers on 127.0.0.72-74: ${strangers.map(shortly).join(', ')}; gateway failures 2, ACT; the owner signed in`,
    )
  })

  it('after one typo strangers leave the owner what she was shown: her next typo shows 3', async () => {
    const owner = await ownBrowser('iso-3', '127.0.0.75')
    const first = shortly(await wrong(owner, 'iso-3'))
    const strangers = []
    for (const from of ['127.0.0.76', '127.0.0.77', '127.0.0.78'])
      strangers.push(shortly(await wrong(client(base(), { from }), 'iso-3')))
    const next = shortly(await wrong(owner, 'iso-3'))
    assert.equal(first, '4')
    assert.deepEqual(strangers, ['429 spent', '429 spent', '429 spent'])
    assert.equal(next, '3')
    assert.equal(await owner.login('iso-3'), '/home')
    figure(`owner shown ${first}; strangers ${strangers.join(', ')}; the owner's next typo shows ${next}`)
  })
})

describe('a gateway slower than GATEWAY_TIMEOUT_MS', () => {
  const latencyMs = 700
  const timeoutMs = 300
  before(async () => {
    await startGatewayWithLatency()
    await startApp({
      port: ports.slowApp,
      gatewayUrl: `http://127.0.0.1:${ports.slowGateway}/api`,
      env: { SESSION_STORE_DIR: join(dir, 'sessions-slow'), GATEWAY_TIMEOUT_MS: String(timeoutMs) },
    })
  })
  /** A second sandbox on the same database, answering every call after `latencyMs`. */
  async function startGatewayWithLatency() {
    const previous = process.env.SANDBOX_LATENCY_MS
    process.env.SANDBOX_LATENCY_MS = String(latencyMs)
    try {
      await startGateway({ port: ports.slowGateway, dbPath: gatewayDb })
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_LATENCY_MS
      else process.env.SANDBOX_LATENCY_MS = previous
    }
  }

  it('6 untrusted wrong passwords: each time-out counts, 3 reach the gateway, the account is not locked', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const stranger = client(url(ports.slowApp), { from: `127.0.0.${80 + i}` })
      statuses.push((await stranger.post('/login', { username: 'iso-4', password: 'Wrong#42' })).status)
    }
    await sleep(latencyMs + 300) // the gateway finishes the calls the dashboard gave up on
    const row = accountRow('iso-4')
    assert.deepEqual(statuses, [408, 408, 408, 429, 429, 429])
    assert.deepEqual(row, { failed_attempts: 3, status: 'ACT' })
    const owner = client(url(ports.app), { from: '127.0.0.90' })
    assert.equal(await owner.login('iso-4'), '/home', 'the member signs in with the right password')
    figure(
      `gateway at +${latencyMs} ms, GATEWAY_TIMEOUT_MS ${timeoutMs}: 6 untrusted wrong passwords -> ${statuses.join(',')}; gateway failures ${row.failed_attempts}, ${row.status}; the member signed in`,
    )
  })
})
