#!/usr/bin/env node
/**
 * The compose check (issue 45, decision 223; run by scripts/image-check.sh after the image check,
 * which builds the images): the compose demo's Prometheus scrapes both dashboards.
 *
 *   node scripts/compose-check.mjs <dashboard image> <redis image> <prometheus image>
 *
 * Without podman-compose and without a podman network (host network only, decision 198): the
 * compose demo's images run with `podman run --network host` as docker-compose.yml wires them.
 * Redis (the `demo-redis` image), two dashboards sharing it, the sandbox gateway from the host's
 * build, and Prometheus (the `demo-prometheus` image) with the repository's own prometheus.yml
 * and alerts.yml as the image holds them, unchanged. Each dashboard's metrics listener binds its
 * own loopback address on the image's METRICS_PORT (9464), and Prometheus resolves `dashboard-1`
 * and `dashboard-2` to those addresses (`--add-host`), so the targets `dashboard-1:9464` and
 * `dashboard-2:9464` of prometheus.yml are scraped as in compose. The addresses follow the port
 * base (127.<base / 256>.<base % 256>.2 and .3) so that two checks with different bases do not meet.
 *
 * Checks: Redis answers, both dashboards ready, a sign-in on dashboard-1 is valid on dashboard-2
 * (sessions in Redis), the config files in the image are the repository's, then within
 * COMPOSE_CHECK_TARGETS_MS (60 s: four scrape intervals) Prometheus' /api/v1/targets shows both
 * dashboard targets `up`, /api/v1/rules every alert of alerts.yml, and a query returns both
 * instances' request counts. Fails (never skips) otherwise.
 * Ports (127.0.0.1): IMAGE_CHECK_PORT_BASE (3500) + 5 and + 6 the dashboards, + 7 Prometheus,
 * + 8 Redis, + 9 the sandbox gateway; 9464 on the two addresses above.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { client, PASSWORD, root, startGateway, stopEverything, waitFor } from '../tests/hardening/harness.mjs'
import { podman, runOnHost } from './podman.mjs'

const [dashboardImage, redisImage, prometheusImage] = process.argv.slice(2)
if (!dashboardImage || !redisImage || !prometheusImage) {
  console.error('usage: node scripts/compose-check.mjs <dashboard image> <redis image> <prometheus image>')
  process.exit(2)
}
const base = Number(process.env.IMAGE_CHECK_PORT_BASE ?? 3500)
const ports = { dashboards: [base + 5, base + 6], prometheus: base + 7, redis: base + 8, gateway: base + 9 }
const subnet = `127.${(base >> 8) & 255}.${base & 255}`
const services = ['dashboard-1', 'dashboard-2']
const metricsAddress = { 'dashboard-1': `${subnet}.2`, 'dashboard-2': `${subnet}.3` }
const targetsWithinMs = Number(process.env.COMPOSE_CHECK_TARGETS_MS ?? 60_000)
const name = (service) => `md-image-check-compose-${service}-${base}`
const containers = ['redis', ...services, 'prometheus'].map(name)
const persona = process.env.IMAGE_CHECK_PERSONA ?? 'avery'
const dataDir = join(root, `data/compose-check-${base}`)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
let failures = 0
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures += 1
  return ok
}
const figure = (line) => console.log(`[figures] ${line}`)

/** `podman run -d` on the host network, as image-check.sh runs the dashboard image. */
function run(container, image, options) {
  const r = runOnHost(container, image, options)
  if (!check(r.status === 0, `podman run ${container} (${image})`)) throw new Error(r.stderr.trim())
}

/** The image's own command, with `--flag value` / `--flag=value` arguments replaced or added. */
function imageCommand(image, changes) {
  const command = [...(JSON.parse(podman('image', 'inspect', image).stdout)[0].Config.Cmd ?? [])]
  for (const [flag, value] of Object.entries(changes)) {
    const at = command.findIndex((a) => a === flag || a.startsWith(`${flag}=`))
    if (at === -1) command.push(flag, value)
    else if (command[at] === flag) command[at + 1] = value
    else command[at] = `${flag}=${value}`
  }
  return command
}

function imageEnv(image) {
  const env = JSON.parse(podman('image', 'inspect', image).stdout)[0].Config.Env ?? []
  return Object.fromEntries(env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
}

/** Whether Redis answers PING on the port. */
function redisPong(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.setTimeout(1000, () => socket.destroy())
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'))
      socket.destroy()
    })
    socket.on('error', () => resolve(false))
    socket.on('close', () => resolve(false))
  })
}

async function until(what, withinMs, probe) {
  const end = Date.now() + withinMs
  let last
  while (Date.now() < end) {
    try {
      last = await probe()
      if (last?.done) return last
    } catch (error) {
      last = { error: error.message }
    }
    await sleep(500)
  }
  throw new Error(`${what} not within ${withinMs / 1000} s (last: ${JSON.stringify(last)})`)
}

async function prometheusApi(path) {
  const response = await fetch(`http://127.0.0.1:${ports.prometheus}${path}`, {
    signal: AbortSignal.timeout(3000),
  })
  const body = await response.json()
  if (body.status !== 'success') throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`)
  return body.data
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  podman('rm', '-f', ...containers)
  const started = Date.now()

  // Redis (docker-compose.yml `redis`): the image's command on 127.0.0.1 and a port of the range.
  run(name('redis'), redisImage, {
    command: imageCommand(redisImage, { '--bind': '127.0.0.1', '--port': String(ports.redis) }),
  })
  await until('Redis answering PING', 30_000, async () => ({ done: await redisPong(ports.redis) }))
  check(true, `Redis answers on 127.0.0.1:${ports.redis}`)

  // The sandbox gateway (docker-compose.yml `gateway`), from the host's build as in the image check.
  await startGateway({ port: ports.gateway, dbPath: join(dataDir, 'gateway.sqlite') })

  // dashboard-1 and dashboard-2 (docker-compose.yml's x-dashboard): one session secret, one Redis.
  const metricsPort = imageEnv(dashboardImage).METRICS_PORT
  check(
    metricsPort === '9464',
    `the dashboard image's METRICS_PORT is prometheus.yml's 9464 (${metricsPort})`,
  )
  services.forEach((service, i) =>
    run(name(service), dashboardImage, {
      env: {
        HOST: '127.0.0.1',
        PORT: String(ports.dashboards[i]),
        METRICS_HOST: metricsAddress[service],
        GATEWAY_URL: `http://127.0.0.1:${ports.gateway}/api`,
        SESSION_SECRET: 'compose-check-session-secret-0123456789abcdef',
        COOKIE_SECURE: 'false',
        REDIS_URL: `redis://127.0.0.1:${ports.redis}/0`,
      },
    }),
  )
  const apps = ports.dashboards.map((port) => `http://127.0.0.1:${port}`)
  await Promise.all(apps.map((app) => waitFor(`${app}/readyz`, 90_000)))
  const ready = Date.now() - started
  check(true, `both dashboards ready (${apps.join(', ')})`)
  for (const service of services) {
    const scrape = await fetch(`http://${metricsAddress[service]}:9464/metrics`).catch((e) => ({
      status: e.message,
    }))
    check(
      scrape.status === 200,
      `${service}'s metrics answer on ${metricsAddress[service]}:9464 (${scrape.status})`,
    )
  }

  // A sign-in on one dashboard is valid on the other (the compose demo's shared sessions).
  const one = client(apps[0])
  const landed = await one.login(persona, PASSWORD)
  check(landed === '/home', `${persona} signs in on dashboard-1 and lands on /home (got ${landed})`)
  const two = client(apps[1])
  for (const [key, value] of one.jar) two.jar.set(key, value)
  const home = await two.get('/home')
  check(
    home.status === 200 && home.text.includes('<h1'),
    `dashboard-2 serves /home with dashboard-1's session cookie (${home.status}${home.location ? ` -> ${home.location}` : ''})`,
  )

  // Prometheus (docker-compose.yml `prometheus`): the image's command, listening in the range.
  const promStarted = Date.now()
  run(name('prometheus'), prometheusImage, {
    hosts: metricsAddress,
    command: imageCommand(prometheusImage, { '--web.listen-address': `127.0.0.1:${ports.prometheus}` }),
  })
  for (const file of ['prometheus.yml', 'alerts.yml']) {
    const inImage = podman('exec', name('prometheus'), 'cat', `/etc/prometheus/${file}`).stdout
    check(
      inImage === readFileSync(join(root, 'deploy/prometheus', file), 'utf8'),
      `the image's /etc/prometheus/${file} is deploy/prometheus/${file}`,
    )
  }
  await waitFor(`http://127.0.0.1:${ports.prometheus}/-/ready`, 30_000)
  const promReady = Date.now() - promStarted

  const expected = services.map((service) => `${service}:9464`)
  const targets = await until('both dashboard targets up', targetsWithinMs, async () => {
    const { activeTargets } = await prometheusApi('/api/v1/targets?state=active')
    const dashboards = activeTargets.filter((t) => t.labels.job === 'dashboard')
    const health = Object.fromEntries(dashboards.map((t) => [t.labels.instance, t.health]))
    return {
      done: expected.every((instance) => health[instance] === 'up') && dashboards.length === expected.length,
      health,
      errors: dashboards.map((t) => t.lastError).filter(Boolean),
      durations: dashboards.map((t) => `${t.labels.instance} ${Math.round(t.lastScrapeDuration * 1000)} ms`),
    }
  }).catch((error) => {
    check(false, error.message)
    return null
  })
  const upAfter = Date.now() - promStarted
  if (!targets) return
  check(true, `Prometheus scrapes both dashboards: ${JSON.stringify(targets.health)}`)

  const alertsInRepo = [
    ...readFileSync(join(root, 'deploy/prometheus/alerts.yml'), 'utf8').matchAll(/^\s*- alert: (\S+)/gm),
  ].map((m) => m[1])
  const { groups } = await prometheusApi('/api/v1/rules')
  const loaded = groups.flatMap((g) => g.rules.filter((r) => r.type === 'alerting').map((r) => r.name))
  const erring = groups.flatMap((g) =>
    g.rules.filter((r) => r.health === 'err').map((r) => `${r.name}: ${r.lastError}`),
  )
  check(
    alertsInRepo.length > 0 && alertsInRepo.every((alert) => loaded.includes(alert)),
    `the alert rules of alerts.yml are loaded: ${loaded.length} of ${alertsInRepo.length} (${[...new Set(groups.map((g) => g.file))].join(', ')})`,
  )
  check(erring.length === 0, `no rule fails to evaluate${erring.length ? `: ${erring.join('; ')}` : ''}`)

  const query = encodeURIComponent(
    'sum by (instance) (dashboard_http_request_duration_seconds_count{job="dashboard"})',
  )
  const { result } = await prometheusApi(`/api/v1/query?query=${query}`)
  const requests = Object.fromEntries(result.map((r) => [r.metric.instance, Number(r.value[1])]))
  check(
    expected.every((instance) => requests[instance] > 0),
    `Prometheus holds both instances' request counts: ${JSON.stringify(requests)}`,
  )

  figure(
    `compose check: Redis, gateway and two dashboards ready ${ready} ms after the first podman run; ` +
      `Prometheus ready ${promReady} ms after its podman run, both dashboard targets up after ${upAfter} ms ` +
      `(scrape interval 15 s; ${targets.durations.join(', ')}); ${loaded.length} alert rules loaded; ` +
      `requests by instance ${JSON.stringify(requests)}`,
  )
}

try {
  await main()
} catch (error) {
  check(false, `compose check: ${error.stack ?? error}`)
} finally {
  if (failures > 0)
    for (const container of containers) {
      const logs = podman('logs', '--tail', '20', container)
      console.log(`--- ${container}\n${logs.stdout}${logs.stderr}`)
    }
  podman('rm', '-f', '-t', '0', ...containers)
  stopEverything()
}
console.log(`compose check: ${failures === 0 ? 'passed' : `${failures} failed`}`)
process.exit(failures === 0 ? 0 : 1)
