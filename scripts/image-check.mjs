#!/usr/bin/env node
/**
 * The run half of the image check (issue 17, decision 082; scripts/image-check.sh builds first):
 * runs a built image with podman on loopback and checks it as an operator would.
 *
 *   node scripts/image-check.mjs dashboard <image>   the dashboard image against the sandbox
 *       gateway started here from the host's build, through a proxy that can slow the gateway down
 *   node scripts/image-check.mjs demo <image>        the demo image (dashboard + gateway inside)
 *
 * Checks: liveness and readiness (timed from `podman run`), a persona signs in and sees /home,
 * (dashboard) the metrics port answers and its counters move while /metrics is not on the public
 * port, then SIGTERM during a slow request: that request is answered, new connections are refused,
 * and the container exits 0 within 10 s. Ports IMAGE_CHECK_PORT_BASE (3500) to +4; everything on
 * 127.0.0.1 (`--network host` with HOST=127.0.0.1). Figures are printed as `[figures] ...`.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { client, PASSWORD, root, startGateway, stopEverything, waitFor } from '../tests/hardening/harness.mjs'
import { podman, runOnHost } from './podman.mjs'

const [mode = 'dashboard', image = 'localhost/member-dashboard:check'] = process.argv.slice(2)
const base = Number(process.env.IMAGE_CHECK_PORT_BASE ?? 3500)
const ports = { app: base, gateway: base + 1, proxy: base + 2, metrics: base + 3, demoGateway: base + 4 }
const name = `md-image-check-${mode}-${base}`
const persona = process.env.IMAGE_CHECK_PERSONA ?? 'avery'
const dataDir = join(root, `data/image-check-${base}`)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const figures = []
const figure = (line) => {
  figures.push(line)
  console.log(`[figures] ${line}`)
}
let failures = 0
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures += 1
  return ok
}

/** A proxy in front of the gateway that holds every answer `delayMs` when slow. */
function startSlowProxy({ port, target }) {
  let delayMs = 0
  const server = createServer((req, res) => {
    const forward = () => {
      const upstream = httpRequest(
        `${target}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    }
    if (delayMs > 0) setTimeout(forward, delayMs)
    else forward()
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}/api`,
        slow: (ms) => (delayMs = ms),
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  )
}

/** Whether a new connection (not a kept-alive one) to the port is accepted and answered now. */
function answers(port) {
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 1500 },
      (res) => {
        res.resume()
        resolve(true)
      },
    )
    req.on('error', () => resolve(false))
    req.on('timeout', () => req.destroy())
  })
}

async function timeUntil(url, started, timeoutMs = 90_000) {
  await waitFor(url, timeoutMs)
  return Date.now() - started
}

/** The value of one series in a Prometheus text exposition (the sum over matching label sets). */
function seriesValue(text, metric, labels = {}) {
  let total = 0
  let found = false
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`) && !line.startsWith(`${metric} `)) continue
    const inside = line.slice(metric.length).match(/^\{(.*)\}/)?.[1] ?? ''
    const ok = Object.entries(labels).every(([k, v]) => inside.includes(`${k}="${v}"`))
    if (!ok) continue
    found = true
    total += Number(line.trim().split(' ').at(-1))
  }
  return found ? total : null
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  podman('rm', '-f', name)
  const env = {
    HOST: '127.0.0.1',
    PORT: String(ports.app),
    COOKIE_SECURE: 'false',
    SESSION_SECRET: 'image-check-session-secret-0123456789abcdef',
  }
  let proxy = null
  if (mode === 'dashboard') {
    await startGateway({ port: ports.gateway, dbPath: join(dataDir, 'gateway.sqlite') })
    proxy = await startSlowProxy({ port: ports.proxy, target: `http://127.0.0.1:${ports.gateway}` })
    Object.assign(env, {
      GATEWAY_URL: proxy.url,
      METRICS_PORT: String(ports.metrics),
      METRICS_HOST: '127.0.0.1',
      GATEWAY_TIMEOUT_MS: '8000',
    })
  } else {
    Object.assign(env, { GATEWAY_PORT: String(ports.demoGateway) })
  }
  const started = Date.now()
  const run = runOnHost(name, image, { env })
  if (!check(run.status === 0, `podman run ${image}`)) {
    console.error(run.stderr)
    return
  }
  const app = `http://127.0.0.1:${ports.app}`
  try {
    const live = await timeUntil(`${app}/healthz`, started)
    const ready = await timeUntil(`${app}/readyz`, started)
    figure(`${mode}: start to live (/healthz 200) ${live} ms, to ready (/readyz 200) ${ready} ms`)
  } catch (error) {
    check(false, `live and ready: ${error.message}`)
    console.log(podman('logs', '--tail', '40', name).stdout)
    return
  }
  const inspect = JSON.parse(podman('inspect', name).stdout)[0]
  const config = JSON.parse(podman('image', 'inspect', image).stdout)[0].Config
  const labels = config.Labels ?? {}
  for (const label of ['version', 'revision', 'source'])
    check(
      Boolean(labels[`org.opencontainers.image.${label}`]),
      `OCI label ${label}: ${labels[`org.opencontainers.image.${label}`]}`,
    )
  check(Object.keys(config.Volumes ?? {}).includes('/app/data'), '/app/data is a volume')
  check(config.User === 'node', `image user: ${config.User}`)
  const user = podman('exec', name, 'id', '-u').stdout.trim()
  check(user === '1000', `runs as uid 1000 (node), not root: uid ${user}`)
  const nodeVersion = podman('exec', name, 'node', '--version').stdout.trim()
  check(/^v24\./.test(nodeVersion), `Node 24 in the image: ${nodeVersion}`)
  check(inspect.State.Running === true, 'the container is running')

  // A persona signs in through the login form and sees the home page.
  const member = client(app)
  const landed = await member.login(persona, PASSWORD)
  check(landed === '/home', `${persona} signs in and lands on /home (got ${landed})`)
  const home = await member.get('/home')
  check(home.status === 200 && home.text.includes('<h1'), `/home answers 200 with a page (${home.status})`)
  const summary = await member.get('/account/summary')
  check(summary.status === 200, `/account/summary answers 200 (${summary.status})`)
  const again = await member.get('/account/summary')
  check(again.status === 200, 'a second visit (cache) answers 200')

  if (mode === 'dashboard') {
    const publicMetrics = await fetch(`${app}/metrics`, { redirect: 'manual' })
    check(publicMetrics.status !== 200, `/metrics is not served on the public port (${publicMetrics.status})`)
    const scrape = await fetch(`http://127.0.0.1:${ports.metrics}/metrics`)
    const text = await scrape.text()
    check(scrape.status === 200, `the metrics port answers /metrics (${scrape.status})`)
    const moved = {
      login: seriesValue(text, 'dashboard_http_request_duration_seconds_count', {
        method: 'POST',
        route: 'routes/login',
        status: '302',
      }),
      home: seriesValue(text, 'dashboard_http_request_duration_seconds_count', {
        route: 'routes/_member.home',
        status: '200',
      }),
      gateway: seriesValue(text, 'dashboard_gateway_request_duration_seconds_count'),
      hits: seriesValue(text, 'dashboard_gateway_cache_lookups_total', { result: 'hit' }),
      misses: seriesValue(text, 'dashboard_gateway_cache_lookups_total', { result: 'miss' }),
      sessions: seriesValue(text, 'dashboard_sessions_active', { store: 'file' }),
    }
    check(moved.login >= 1, `requests counted by route id: POST routes/login 302 = ${moved.login}`)
    check(moved.home >= 1, `GET routes/_member.home 200 = ${moved.home}`)
    check(moved.gateway > 0, `gateway calls counted = ${moved.gateway}`)
    check(moved.hits > 0 && moved.misses > 0, `cache hits ${moved.hits}, misses ${moved.misses}`)
    check(moved.sessions >= 1, `active sessions (file store) = ${moved.sessions}`)
    check(!text.includes(persona), 'no member identifier in the metrics')
    figure(`dashboard metrics after one sign-in: ${JSON.stringify(moved)}`)
  }

  // SIGTERM during a slow request: answered, no new connections, exit 0 within 10 s. The demo
  // has no proxy to slow down: there, SIGTERM comes with no request in flight.
  proxy?.slow(1_500)
  const inFlight = proxy
    ? member.get('/account/settings', { timeoutMs: 20_000 })
    : Promise.resolve({ status: 200 })
  await sleep(proxy ? 500 : 0)
  const termAt = Date.now()
  podman('kill', '--signal', 'SIGTERM', name)
  await sleep(300)
  const refused = !(await answers(ports.app))
  const answer = await inFlight.catch((error) => ({ status: `error ${error.message}` }))
  const answeredAfter = Date.now() - termAt
  const waited = podman('wait', name)
  const stoppedAfter = Date.now() - termAt
  const exitCode = Number(waited.stdout.trim().split('\n').at(-1))
  if (proxy)
    check(
      answer.status === 200,
      `the request in flight at SIGTERM is answered: ${answer.status} after ${answeredAfter} ms`,
    )
  check(refused, 'no new connection is accepted once SIGTERM is received')
  check(exitCode === 0, `exit code ${exitCode}`)
  check(stoppedAfter < 10_000, `stopped ${stoppedAfter} ms after SIGTERM (limit 10 s)`)
  const logs = podman('logs', name)
  const lines = `${logs.stdout}\n${logs.stderr}`
  check(
    /stopping: finishing requests in flight/.test(lines) && /"msg":"stopped"/.test(lines),
    'the log says it drained and stopped',
  )
  const during = proxy
    ? `with a request in flight: answered ${answer.status} ${answeredAfter} ms after SIGTERM`
    : 'idle'
  figure(`${mode}: SIGTERM (${during}): exit ${exitCode} after ${stoppedAfter} ms`)
  await proxy?.close()
}

try {
  await main()
} catch (error) {
  check(false, `image check: ${error.stack ?? error}`)
} finally {
  if (failures > 0) console.log(podman('logs', '--tail', '60', name).stdout)
  podman('rm', '-f', name)
  stopEverything()
}
console.log(`image check (${mode}): ${failures === 0 ? 'passed' : `${failures} failed`}`)
process.exit(failures === 0 ? 0 : 1)
