/**
 * The hardening tests' harness (issue 13): starts the built sandbox gateway and app server as
 * child processes on loopback ports, a fault-injecting proxy between them that also records the
 * gateway calls, and a small cookie-keeping HTTP client. Everything stops by itself.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs'
import { Agent, createServer, request as httpRequest } from 'node:http'
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { after, before } from 'node:test'
import { cloneMembers } from './clone-members.mjs'
import { walletSandboxEnv } from '../../scripts/wallet-sandbox.mjs'

export const root = new URL('../..', import.meta.url).pathname
export const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
/** Ports: HARDENING_PORT_BASE (3480 unless set) and the next 19; Redis on HARDENING_REDIS_PORT (6390). */
export const portBase = Number(process.env.HARDENING_PORT_BASE ?? 3480)
export const redisPort = Number(process.env.HARDENING_REDIS_PORT ?? 6390)
export const PASSWORD = 'Dashboard#2026'
export const dataDir = join(root, `data/hardening-${portBase}`)

export function ensureBuild() {
  if (process.env.SKIP_BUILD === 'true' && existsSync(join(buildDir, 'app-server/index.js'))) return
  if (existsSync(join(buildDir, 'app-server/index.js')) && process.env.HARDENING_BUILD !== 'true') return
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env })
  if (r.status !== 0) throw new Error('build failed')
}

export function freshDataDir() {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
}

const children = new Set()
export function stopEverything() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
}
process.on('exit', stopEverything)

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`${url} did not answer`)
}

function track(child, logPath) {
  children.add(child)
  child.on('exit', () => children.delete(child))
  if (logPath) {
    const log = createWriteStream(logPath, { flags: 'a' })
    child.stdout?.pipe(log, { end: false })
    child.stderr?.pipe(log, { end: false })
  }
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return child
}

export async function startGateway({ port, dbPath }) {
  const child = track(
    spawn(process.execPath, [join(buildDir, 'gateway/index.js')], {
      cwd: root,
      env: {
        ...process.env,
        GATEWAY_PORT: String(port),
        GATEWAY_DB_PATH: dbPath,
        GATEWAY_JWT_SECRET: 'hardening-gateway-secret-0123456789abcdef',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  await waitFor(`http://127.0.0.1:${port}/api/config/chat`)
  return child
}

/** The built app server, its log (JSON lines) appended to `logPath`. */
export async function startApp({ port, gatewayUrl, env = {}, logPath }) {
  const child = track(
    spawn(process.execPath, [join(buildDir, 'app-server/index.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        COOKIE_SECURE: 'false',
        PORT: String(port),
        GATEWAY_URL: gatewayUrl,
        SESSION_SECRET: 'hardening-session-secret-0123456789abcdef',
        SESSION_STORE_DIR: join(dataDir, `sessions-${port}`),
        // The sandbox wallet signing `npm start` gives the app (decision 219): the passes are signed for real.
        ...walletSandboxEnv(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    logPath,
  )
  await waitFor(`http://127.0.0.1:${port}/healthz`)
  return child
}

/**
 * A proxy in front of the gateway. Modes: 'pass'; 'down' (not listening: connection refused);
 * 'hang' (never answers); '500'; 'garbage' (200 with a body that is not JSON); 'cut' (closes the
 * connection in the middle of the answer). Records every call: method, path, request id, status.
 */
export async function startFaultProxy({ port, target }) {
  const calls = []
  const sockets = new Set()
  // One connection per call upstream: no keep-alive reuse racing the gateway closing it.
  const agent = new Agent({ keepAlive: false, maxSockets: 256 })
  let mode = 'pass'
  const server = createServer((req, res) => {
    const call = {
      method: req.method,
      path: req.url.split('?')[0],
      requestId: req.headers['x-request-id'] ?? null,
      status: null,
    }
    calls.push(call)
    if (mode === 'hang') return
    if (mode === '500') {
      call.status = 500
      return res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error"}')
    }
    if (mode === 'garbage') {
      call.status = 200
      return res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json at all{{{')
    }
    if (mode === 'cut') {
      call.status = 200
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' })
      res.write('{"members":[{"memberKey":"')
      return setTimeout(() => req.socket.destroy(), 20)
    }
    const upstream = httpRequest(
      `${target}${req.url}`,
      {
        method: req.method,
        headers: { ...req.headers, host: new URL(target).host, connection: 'close' },
        agent,
      },
      (answer) => {
        call.status = answer.statusCode
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const listen = () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  await listen()
  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    get mode() {
      return mode
    },
    async setMode(next) {
      if (next === 'down' && mode !== 'down') {
        await new Promise((resolve) => {
          server.close(resolve)
          for (const socket of sockets) socket.destroy()
        })
      } else if (mode === 'down' && next !== 'down') {
        await listen()
      }
      if (next === 'hang' || next === 'pass') for (const socket of sockets) socket.destroy()
      mode = next
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      if (mode !== 'down') await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * fetch's answer, or with `host` (a name that does not resolve here, such as partner.localhost)
 * node:http to the base's loopback port with that Host header; with `from`, from that loopback
 * source address (127.0.0.x: another client address for the attempt limits).
 */
function request(target, { method, headers, body, signal }, host, from) {
  if (!host && !from) return fetch(target, { method, headers, body, redirect: 'manual', signal })
  host ??= new URL(target).host
  return new Promise((resolve, reject) => {
    const url = new URL(target)
    const outgoing = Object.fromEntries(headers)
    outgoing.host = host
    const payload = body === undefined ? undefined : String(body)
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: outgoing,
        signal,
        ...(from ? { localAddress: from } : {}),
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (text += c))
        res.on('end', () => {
          const answer = new Headers()
          for (const [name, value] of Object.entries(res.headers))
            for (const one of [value].flat()) if (one !== undefined) answer.append(name, one)
          resolve({ status: res.statusCode, headers: answer, text: async () => text })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * A browser-like client: keeps cookies, sends Origin on POST, never follows redirects. `host`:
 * the Host header to send when it differs from the base's (a brand host that does not resolve);
 * `from`: the loopback source address to connect from (default 127.0.0.1).
 */
export function client(base, { origin, host, from } = {}) {
  origin ??= host ? `http://${host}` : base
  const jar = new Map()
  async function send(path, { method = 'GET', form, body, headers = {}, timeoutMs = 20_000 } = {}) {
    const h = new Headers(headers)
    if (jar.size) h.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    let payload = body
    if (form) {
      payload = form instanceof URLSearchParams ? form : new URLSearchParams(form)
      if (!h.has('content-type')) h.set('content-type', 'application/x-www-form-urlencoded')
    }
    if (method !== 'GET' && origin && !h.has('origin')) h.set('origin', origin)
    const response = await request(
      new URL(path, base),
      { method, headers: h, body: payload, signal: AbortSignal.timeout(timeoutMs) },
      host,
      from,
    )
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const [name, ...rest] = pair.split('=')
      const value = rest.join('=')
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))
      if (expired || value === '') jar.delete(name.trim())
      else jar.set(name.trim(), value)
    }
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      text,
      location: response.headers.get('location'),
    }
  }
  return {
    jar,
    send,
    get: (path, options) => send(path, { ...options, method: 'GET' }),
    post: (path, form, options) => send(path, { ...options, method: 'POST', form }),
    cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    /** Signs in through the login form; answers where the login sent the member. */
    async login(username, password = PASSWORD) {
      const answer = await send('/login', { method: 'POST', form: { username, password } })
      return answer.location ? new URL(answer.location, base).pathname : `status ${answer.status}`
    },
  }
}

/** The catalogue's error code line for a status, as it appears on the error page. */
export const errorCode = {
  403: 'Error code: 403 Forbidden',
  408: 'Error code: 408 Request time-out',
  500: 'Error code: 500 Internal server error',
  502: 'Error code: 502 Bad gateway',
  503: 'Error code: 503 Service unavailable',
}

const recorded = []
/** Prints a figure now, and again with the file's other figures after its tests (`[figures] ...`). */
export function figure(line) {
  recorded.push(line)
  console.log(`[figures] ${line}`)
}

/**
 * A test file's own sandbox gateway on a fresh database in `dir` (with `clones` copies of avery,
 * iso-0..), started before the file's tests; everything is stopped and the file's figures printed
 * after them. Answers the database's path.
 */
export function fileGateway({ dir, port, clones = 0 }) {
  const dbPath = join(dir, 'gateway.sqlite')
  before(async () => {
    ensureBuild()
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    await startGateway({ port, dbPath })
    if (clones > 0) cloneMembers(dbPath, { template: 'avery', count: clones })
  })
  after(() => {
    stopEverything()
    for (const line of recorded) console.log(`[figures] ${line}`)
  })
  return dbPath
}

/** The login's texts the sign-in files tell answers by (spec section 8, decision 216). */
export const LOCKED =
  'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.'
export const SPENT = 'For your security, this account cannot be signed in to from this device right now.'
/** The form-level message of a login answer (one alert on the page). */
export const alertOf = (answer) => /role="alert"[^>]*>(?:<[^>]+>)*([^<]+)/.exec(answer.text)?.[1] ?? ''

/** The member's token as the eBill hand-off posts it (`idptoken`), never shown elsewhere. */
export async function handedOverToken(member) {
  const page = await member.post('/resources/ebill-hand-off', {})
  const token = /name="idptoken" value="([^"]+)"/.exec(page.text)?.[1]
  assert.ok(token, `the eBill hand-off carries the token (${page.status})`)
  return token
}

/** The status the sandbox gateway at `api` answers `GET account` with for `token`. */
export const gatewayStatus = async (api, token) =>
  (await fetch(`${api}/account`, { headers: { authorization: `Bearer ${token}` } })).status
