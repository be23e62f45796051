#!/usr/bin/env node
/**
 * End-to-end runner: makes sure Debian's Chromium is there (installs it as root on Debian),
 * builds, then starts two independent stacks (sandbox gateway with a fresh database + the built
 * app server), one per Playwright project pair (JavaScript on: app 3300; off: app 3301), so writes
 * in one never disturb the other, plus a third app on the 'on' gateway with short session
 * time-outs (3302) for the idle tests (e2e/hardening.spec.ts). Each app's log goes to
 * data/e2e-<offset>/app-<name>.log; after Playwright, the logs are checked (scripts/log-check.mjs):
 * every line JSON, and never a token, password, cookie or member identifier. A control endpoint lets a test restart a stack's gateway
 * (POST http://127.0.0.1:3399+offset/restart-gateway?stack=on|off) to prove persistence.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { checkLogs, memberIdentifiers } from './log-check.mjs'

const root = new URL('..', import.meta.url).pathname
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
/** E2E_PORT_OFFSET moves every port (apps, gateways, control) so two runs can share a machine. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[e2e] installing Debian chromium…')
    const r = spawnSync(
      'bash',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 chromium',
      ],
      { stdio: 'inherit' },
    )
    if (r.status !== 0) process.exit(r.status ?? 1)
  } else {
    console.error(
      `[e2e] Chromium not found at ${chromium}. Install Debian's chromium, or set CHROMIUM_PATH to a Chromium binary.`,
    )
    process.exit(1)
  }
}

if (process.env.SKIP_BUILD !== 'true') {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const dataDir = join(root, `data/e2e-${offset}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const stacks = {
  on: { appPort: 3300 + offset, gatewayPort: 3400 + offset },
  off: { appPort: 3301 + offset, gatewayPort: 3401 + offset },
}
/** Apps: one per stack, and 'idle' (short time-outs) on the 'on' stack's gateway. */
const apps = {
  on: { stack: 'on', port: stacks.on.appPort },
  off: { stack: 'off', port: stacks.off.appPort },
  idle: {
    stack: 'on',
    port: 3302 + offset,
    env: { SESSION_IDLE_SECONDS: '20', SESSION_IDLE_WARNING_SECONDS: '14', SESSION_ABSOLUTE_SECONDS: '600' },
  },
}
const appLogs = []
const children = new Set()
const jwtSecret = 'e2e-gateway-secret-0123456789abcdef'
const quiet = process.env.E2E_VERBOSE === 'true' ? 'inherit' : 'ignore'

function startGateway(name) {
  const s = stacks[name]
  const child = spawn(process.execPath, [join(buildDir, 'gateway/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      GATEWAY_PORT: String(s.gatewayPort),
      GATEWAY_DB_PATH: join(dataDir, `${name}.sqlite`),
      GATEWAY_JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', quiet, 'inherit'],
  })
  children.add(child)
  child.on('exit', () => children.delete(child))
  s.gateway = child
  return waitFor(`http://127.0.0.1:${s.gatewayPort}/api/config/chat`)
}

function startApp(name) {
  const app = apps[name]
  const s = stacks[app.stack]
  const child = spawn(process.execPath, [join(buildDir, 'app-server/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(app.port),
      GATEWAY_URL: `http://127.0.0.1:${s.gatewayPort}/api`,
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
      SESSION_STORE_DIR: join(dataDir, `sessions-${name}`),
      GATEWAY_TIMEOUT_MS: '5000',
      // The other application of e2e/sign-in.spec.ts that hands a token over (decision 095).
      SSO_ALLOWED_ORIGINS: 'http://other-app.example.test',
      ...app.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logPath = join(dataDir, `app-${name}.log`)
  const log = createWriteStream(logPath)
  appLogs.push(logPath)
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false })
    if (quiet === 'inherit') stream.pipe(process.stdout, { end: false })
  }
  children.add(child)
  child.on('exit', () => children.delete(child))
  return waitFor(`http://localhost:${app.port}/readyz`)
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`[e2e] ${url} did not answer`)
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})

const control = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const name = url.searchParams.get('stack')
  if (req.method !== 'POST' || url.pathname !== '/restart-gateway' || !stacks[name]) {
    res.writeHead(404).end()
    return
  }
  const old = stacks[name].gateway
  await new Promise((resolve) => {
    old.once('exit', resolve)
    old.kill('SIGTERM')
  })
  await startGateway(name)
  res.writeHead(204).end()
})

let code = 1
try {
  await Promise.all(Object.keys(stacks).map((name) => startGateway(name)))
  await Promise.all(Object.keys(apps).map((name) => startApp(name)))
  await new Promise((resolve) => control.listen(3399 + offset, '127.0.0.1', resolve))
  // Async spawn: the control server must keep answering while Playwright runs.
  const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  })
  code = await new Promise((resolve) => playwright.on('exit', (status) => resolve(status ?? 1)))
  // The logs of this run: one JSON line each, and nothing secret or personal (issue 13).
  const problems = checkLogs(
    appLogs,
    memberIdentifiers(Object.keys(stacks).map((n) => join(dataDir, `${n}.sqlite`))),
  )
  if (problems.length) {
    console.error(`[e2e] log check failed:\n${problems.slice(0, 20).join('\n')}`)
    code = code || 1
  } else {
    console.log(
      `[e2e] log check: ${appLogs.length} app logs, no secret or member identifier, every line JSON`,
    )
  }
} catch (error) {
  console.error(error)
} finally {
  control.close()
  stopAll()
}
process.exit(code)
