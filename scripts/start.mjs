#!/usr/bin/env node
/**
 * `npm start`: builds if needed, starts the sandbox gateway beside the app unless GATEWAY_URL is
 * set, then serves the dashboard with remix-serve on PORT (default 3000). Ctrl-C stops both.
 * remix-serve's access log lines are rewritten as one structured JSON line per request, with the
 * query string dropped (it is never logged).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const root = new URL('..', import.meta.url).pathname
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
const appBuild = join(buildDir, 'server/index.js')
const gatewayBuild = join(buildDir, 'gateway/index.js')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

function buildIsStale() {
  if (!existsSync(appBuild) || !existsSync(gatewayBuild)) return true
  const built = Math.min(statSync(appBuild).mtimeMs, statSync(gatewayBuild).mtimeMs)
  return ['app', 'server'].some((dir) => newestMtime(join(root, dir)) > built)
}

if (process.env.SKIP_BUILD !== 'true' && buildIsStale()) {
  console.log('[start] building the app and the sandbox gateway…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const children = []
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 300).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

const appEnv = { ...process.env, NODE_ENV: 'production' }

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

const serveBin = join(root, 'node_modules/@remix-run/serve/dist/cli.js')
const app = spawn(process.execPath, [serveBin, appBuild], {
  cwd: root,
  env: { ...appEnv, PORT: process.env.PORT ?? '3000' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
children.push(app)
app.on('exit', (code) => {
  console.error(`[start] app exited (${code}); stopping.`)
  stopAll(code ?? 1)
})

const accessLine = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) (\d{3}) \S+ - ([\d.]+) ms$/
createInterface({ input: app.stdout }).on('line', (line) => {
  const match = accessLine.exec(line.trim())
  if (!match) return console.log(line)
  if (appEnv.LOG_REQUESTS === 'false') return
  const [, method, url, status, duration] = match
  const path = url.split('?')[0]
  console.log(
    JSON.stringify({
      level: 'info',
      service: 'dashboard',
      method,
      path,
      status: Number(status),
      durationMs: Number(duration),
    }),
  )
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
