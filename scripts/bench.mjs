#!/usr/bin/env node
/**
 * `npm run bench`: measures the built app and the sandbox gateway on this machine.
 * Starts a private stack (fresh database, ports 3500/3600), signs in as avery, then runs
 * autocannon (bounded: a few seconds per target, loopback only) against the login page, the home
 * page (the heaviest loader: header data + home data in parallel), and the gateway's account call.
 * Needs a build (`npm run build`).
 */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const dataDir = join(root, 'data/bench')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const children = []
const start = (args, env) => {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' })
  children.push(child)
  return child
}
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', () => (stop(), process.exit(130)))

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, ...opts }, (error, result) => {
      if (error) return reject(error)
      const non2xx = result.non2xx + result.errors
      resolve({
        target: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p97.5 ms': result['latency']['p97_5'],
        'p99 ms': result.latency.p99,
        'non-2xx/errors': non2xx,
      })
    })
  })
}

try {
  start([join(buildDir, 'gateway/index.js')], {
    GATEWAY_PORT: '3600',
    GATEWAY_DB_PATH: join(dataDir, 'gateway.sqlite'),
    GATEWAY_JWT_SECRET: 'bench-secret-0123456789abcdef0123',
  })
  await waitFor('http://127.0.0.1:3600/api/config/chat')
  start([join(buildDir, 'app-server/index.js')], {
    NODE_ENV: 'production',
    PORT: '3500',
    LOG_REQUESTS: 'false',
    SESSION_STORE_DIR: join(dataDir, 'sessions'),
    GATEWAY_URL: 'http://127.0.0.1:3600/api',
    SESSION_SECRET: 'bench-session-secret',
  })
  await waitFor('http://localhost:3500/healthz')

  const login = await fetch('http://localhost:3500/login', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'avery', password: 'Dashboard#2026' }),
  })
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const tokenResponse = await fetch('http://127.0.0.1:3600/api/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'avery', password: 'Dashboard#2026', domainId: 1 }),
  })
  const { token } = await tokenResponse.json()

  const rows = []
  rows.push(
    await run('gateway GET /api/account', {
      url: 'http://127.0.0.1:3600/api/account',
      headers: { authorization: `Bearer ${token}` },
    }),
  )
  rows.push(await run('app GET /login (signed out)', { url: 'http://localhost:3500/login' }))
  rows.push(await run('app GET /home (avery)', { url: 'http://localhost:3500/home', headers: { cookie } }))
  console.log(`\n${seconds} s per target, ${connections} connections, load generator on the same 2 cores`)
  console.table(rows)
} finally {
  stop()
}
