#!/usr/bin/env node
/**
 * `npm start`: builds if needed, starts the sandbox gateway beside the app unless GATEWAY_URL is
 * set, then serves the dashboard with the app server (app-server/, decision 070) on PORT (default
 * 3000); it writes one JSON log line per request itself (pino). Ctrl-C or SIGTERM stops both, the
 * app server finishing its requests in flight first. Under `npm run dev` (scripts/dev.mjs) the
 * app is the Vite dev server instead (no app server middleware), and nothing is built.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

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

const children = []
let stopping = false
/** SIGTERM to each child, then exit once all have exited (the app server drains for up to 10 s). */
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
  if (running.length === 0) process.exit(code)
  let left = running.length
  for (const child of running) {
    child.once('exit', () => {
      left -= 1
      if (left === 0) process.exit(code)
    })
    child.kill('SIGTERM')
  }
  setTimeout(() => process.exit(code), 15_000).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

const appEnv = { ...process.env, NODE_ENV: dev ? 'development' : 'production' }

if (!process.env.GATEWAY_URL) {
  const port = process.env.GATEWAY_PORT ?? '3100'
  const gatewayEnv = {
    ...process.env,
    GATEWAY_PORT: port,
    GATEWAY_JWT_SECRET: process.env.GATEWAY_JWT_SECRET ?? randomBytes(32).toString('hex'),
  }
  const gateway = spawn(process.execPath, [gatewayBuild], { cwd: root, env: gatewayEnv, stdio: 'inherit' })
  children.push(gateway)
  gateway.on('exit', (code) => {
    console.error(`[start] sandbox gateway exited (${code}); stopping.`)
    stopAll(code ?? 1)
  })
  appEnv.GATEWAY_URL = `http://127.0.0.1:${port}/api`
  if (!process.env.SESSION_SECRET) {
    appEnv.SESSION_SECRET = randomBytes(32).toString('hex')
    console.warn(
      '[start] sandbox mode: SESSION_SECRET not set, using a generated one (sessions end on restart).',
    )
  }
  await waitFor(`${appEnv.GATEWAY_URL}/config/chat`, 15_000)
}

const appPort = process.env.PORT ?? '3000'
const appArgs = dev
  ? [join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:dev', '--port', appPort, '--strictPort']
  : [appServer]
const app = spawn(process.execPath, appArgs, {
  cwd: root,
  env: { ...appEnv, PORT: appPort },
  stdio: ['ignore', 'inherit', 'inherit'],
})
children.push(app)
app.on('exit', (code) => {
  if (!stopping) console.error(`[start] app exited (${code}); stopping.`)
  stopAll(code ?? 1)
})

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  console.error(`[start] the sandbox gateway did not answer at ${url}`)
  stopAll(1)
}
