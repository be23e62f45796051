#!/usr/bin/env node
/**
 * `npm start`: builds if needed, starts the sandbox gateway beside the app unless GATEWAY_URL is
 * set, then serves the dashboard with the app server (app-server/, decision 070) on PORT (default
 * 3000); it writes one JSON log line per request itself (pino). Ctrl-C or SIGTERM stops both, the
 * app server finishing its requests in flight first. Under `npm run dev` (scripts/dev.mjs) the
 * app is the Vite dev server instead (no app server middleware), and nothing is built.
 *
 * Supervision (decision 106): a child that exits on its own is restarted after a back-off
 * (RESTART_BACKOFF_MS, 500 ms, doubling up to RESTART_BACKOFF_MAX_MS, 10 s; back to the start
 * once it has stayed up RESTART_STABLE_MS, 30 s). The dashboard keeps serving while the sandbox
 * gateway is down (the catalogue's 503 pages, /readyz and /healthz 503). After RESTART_MAX_TRIES
 * (10) crashes in a row the script gives up and stops everything. Exit status: 0 after a clean
 * SIGTERM/SIGINT with no crash, 1 whenever a child crashed (given up, or stopped afterwards).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { walletSandboxEnv } from './wallet-sandbox.mjs'

const root = new URL('..', import.meta.url).pathname
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
const appBuild = join(buildDir, 'server/index.js')
const gatewayBuild = join(buildDir, 'gateway/index.js')
const appServer = join(buildDir, 'app-server/index.js')
const dev = process.env.DASHBOARD_DEV_SERVER === 'true'

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

function buildIsStale() {
  const outputs = [appBuild, gatewayBuild, appServer]
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return ['app', 'server', 'app-server', 'contract'].some((dir) => newestMtime(join(root, dir)) > built)
}

if (!dev && process.env.SKIP_BUILD !== 'true' && buildIsStale()) {
  console.log('[start] building the app and the sandbox gateway…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const numberEnv = (name, fallback) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= 0 ? value : fallback
}
const backoff = {
  firstMs: numberEnv('RESTART_BACKOFF_MS', 500),
  maxMs: numberEnv('RESTART_BACKOFF_MAX_MS', 10_000),
  stableMs: numberEnv('RESTART_STABLE_MS', 30_000),
  maxTries: numberEnv('RESTART_MAX_TRIES', 10),
}

const supervised = []
let stopping = false
let crashed = false

/** Runs `start()` (which spawns the child) and restarts it with back-off whenever it exits while the script is not stopping. */
function supervise(name, start) {
  const entry = { name, child: null, tries: 0, timer: null }
  const run = () => {
    entry.timer = null
    const startedAt = Date.now()
    const child = start()
    entry.child = child
    // A signal to the whole process group (Ctrl-C in a terminal, `kill -- -pid`) reaches the
    // children too: the script's own handler gets a moment to run before an exit is a crash.
    child.on('exit', (code, signal) => setTimeout(() => exited(code, signal), 200))
    const exited = (code, signal) => {
      if (stopping) return
      crashed = true
      const upMs = Date.now() - startedAt
      if (upMs >= backoff.stableMs) entry.tries = 0
      entry.tries += 1
      const how = signal ? `signal ${signal}` : `code ${code}`
      if (entry.tries > backoff.maxTries) {
        console.error(
          `[start] ${name} exited (${how}) ${entry.tries} times in a row; giving up and stopping.`,
        )
        stopAll()
        return
      }
      const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (entry.tries - 1))
      console.error(
        `[start] ${name} exited (${how}) after ${(upMs / 1000).toFixed(1)} s; restarting in ${(delay / 1000).toFixed(1)} s (restart ${entry.tries} of at most ${backoff.maxTries} in a row).`,
      )
      entry.timer = setTimeout(run, delay)
    }
  }
  supervised.push(entry)
  run()
  return entry
}

/** SIGTERM to each child, then exit once all have exited (the app server drains for up to 10 s). */
function stopAll() {
  if (stopping) return
  stopping = true
  const code = () => (crashed ? 1 : 0)
  for (const entry of supervised) if (entry.timer) clearTimeout(entry.timer)
  const running = supervised
    .map((entry) => entry.child)
    .filter((child) => child && child.exitCode === null && child.signalCode === null)
  if (running.length === 0) process.exit(code())
  let left = running.length
  for (const child of running) {
    child.once('exit', (exitCode, signal) => {
      // A child that does not stop cleanly on SIGTERM (or the terminal's SIGINT) is a crash too.
      if (exitCode !== 0 && exitCode !== 130 && exitCode !== 143 && !['SIGTERM', 'SIGINT'].includes(signal))
        crashed = true
      left -= 1
      if (left === 0) process.exit(code())
    })
    child.kill('SIGTERM')
  }
  setTimeout(() => process.exit(1), 15_000).unref()
}
process.on('SIGINT', () => stopAll())
process.on('SIGTERM', () => stopAll())

const appEnv = { ...process.env, NODE_ENV: dev ? 'development' : 'production' }

if (!process.env.GATEWAY_URL) {
  const port = process.env.GATEWAY_PORT ?? '3100'
  const gatewayEnv = {
    ...process.env,
    GATEWAY_PORT: port,
    // One secret for every restart: the tokens in the members' sessions stay valid.
    GATEWAY_JWT_SECRET: process.env.GATEWAY_JWT_SECRET ?? randomBytes(32).toString('hex'),
  }
  supervise('sandbox gateway', () =>
    spawn(process.execPath, [gatewayBuild], { cwd: root, env: gatewayEnv, stdio: 'inherit' }),
  )
  appEnv.GATEWAY_URL = `http://127.0.0.1:${port}/api`
  appEnv.EMBEDDED_GATEWAY = 'true'
  if (!process.env.SESSION_SECRET) {
    appEnv.SESSION_SECRET = randomBytes(32).toString('hex')
    console.warn(
      '[start] sandbox mode: SESSION_SECRET not set, using a generated one (sessions end on restart).',
    )
  }
  // Sandbox wallet signing (decision 219): generated once into data/wallet-sandbox/, unless the
  // environment names its own Apple or Google settings.
  if (
    !Object.keys(process.env).some((name) =>
      /^(APPLE_PASS_|APPLE_TEAM_ID|APPLE_WWDR_|GOOGLE_WALLET_)/.test(name),
    )
  )
    Object.assign(appEnv, walletSandboxEnv())
  if (!(await waitFor(`${appEnv.GATEWAY_URL}/config/chat`, 15_000)))
    console.error(`[start] the sandbox gateway does not answer yet; starting the dashboard anyway.`)
}

if (!stopping) {
  const appPort = process.env.PORT ?? '3000'
  const appArgs = dev
    ? [join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:dev', '--port', appPort, '--strictPort']
    : [appServer]
  supervise(dev ? 'dev server' : 'app', () =>
    spawn(process.execPath, appArgs, {
      cwd: root,
      env: { ...appEnv, PORT: appPort },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  )
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until && !stopping) {
    try {
      const response = await fetch(url)
      if (response.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  return false
}
