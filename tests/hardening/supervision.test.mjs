/**
 * Issue 16: `npm start` (scripts/start.mjs) supervises its children (decision 106). The sandbox
 * gateway killed under it: the dashboard keeps serving the catalogue's 503 page (and /healthz,
 * /readyz 503) until the gateway is back after its back-off, the member's session intact; the app
 * killed: restarted too. Exit status 1 when it gives up after crashes, 0 on a clean SIGTERM; with
 * GATEWAY_URL set it starts only the app. Uses the built app (BUILD_DIR); ports HARDENING_PORT_BASE
 * + 10..14; its own data folder. Timings are printed as `[figures] supervision: ...`.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { client, ensureBuild, errorCode, portBase, root, startGateway, waitFor } from './harness.mjs'

const dir = join(root, `data/hardening-${portBase}-supervision`)
const ports = { app: portBase + 10, gateway: portBase + 11, plainApp: portBase + 12, outside: portBase + 13 }
const base = `http://localhost:${ports.app}`
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const started = new Set()

function startScript(name, env) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      SKIP_BUILD: 'true',
      COOKIE_SECURE: 'false',
      LOG_REQUESTS: 'false',
      SESSION_SECRET: 'supervision-session-secret-0123456789abcdef',
      SESSION_STORE_DIR: join(dir, `sessions-${name}`),
      GATEWAY_DB_PATH: join(dir, `gateway-${name}.sqlite`),
      GATEWAY_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as in a terminal: a signal can go to the script and its children at once.
    detached: true,
  })
  child.output = ''
  child.stdout.on('data', (chunk) => (child.output += chunk))
  child.stderr.on('data', (chunk) => (child.output += chunk))
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  started.add(child)
  return child
}

/** The script's children: [{ pid, args }]. */
function childrenOf(pid) {
  let out = ''
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)]).toString()
  } catch {
    return []
  }
  return out
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, p, args]) => ({ pid: Number(p), args }))
}
const childPid = (script, file) => childrenOf(script.pid).find((c) => c.args.includes(file))?.pid

async function status(path) {
  try {
    return (await fetch(`${base}${path}`, { signal: AbortSignal.timeout(3000) })).status
  } catch {
    return 0
  }
}

/** Polls `probe` every 100 ms until it is true; answers the milliseconds it took. */
async function until(probe, timeoutMs, what) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (await probe()) return Date.now() - start
    await sleep(100)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

/** Kills the child running `file` and answers the new pid once one runs again. */
async function killChild(script, file) {
  const pid = childPid(script, file)
  assert.ok(pid, `${file} runs under the script`)
  process.kill(pid, 'SIGKILL')
  return pid
}

const figures = []
before(() => {
  ensureBuild()
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
})
after(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  for (const line of figures) console.log(`[figures] supervision: ${line}`)
})

describe('npm start supervises the sandbox gateway and the app', { concurrency: false }, () => {
  it('the gateway killed: 503 pages and /healthz 503 meanwhile, back after the back-off with the session; the app killed: back too; gives up with status 1', async () => {
    const script = startScript('a', {
      PORT: String(ports.app),
      GATEWAY_PORT: String(ports.gateway),
      RESTART_BACKOFF_MS: '500',
      RESTART_BACKOFF_MAX_MS: '10000',
      RESTART_STABLE_MS: '60000',
      RESTART_MAX_TRIES: '3',
      CACHE_TTL_MS: '0',
    })
    await waitFor(`${base}/readyz`, 60_000)
    const member = client(base)
    assert.equal(await member.login('avery'), '/home')
    assert.equal((await member.get('/home')).status, 200)
    assert.equal(await status('/healthz'), 200)

    // 1. The gateway dies: the dashboard answers the 503 page at once, /healthz and /readyz 503.
    const killedAt = Date.now()
    await killChild(script, 'gateway/index.js')
    const down = await member.get('/home')
    const firstPageMs = Date.now() - killedAt
    const seen = { home: down.status, healthz: await status('/healthz'), readyz: await status('/readyz') }
    assert.equal(down.status, 503, 'the 503 page while the gateway is down')
    assert.ok(down.text.includes(errorCode[503]), 'the catalogue 503 page')
    assert.equal(seen.healthz, 503)
    assert.equal(seen.readyz, 503)
    assert.equal(script.exitCode, null, 'the script still runs')
    const back = await until(async () => (await member.get('/home')).status === 200, 20_000, 'recovery')
    const recoveredMs = Date.now() - killedAt
    assert.equal(await status('/healthz'), 200)

    // 2. Again at once (no stable period): the second back-off is twice as long.
    const secondAt = Date.now()
    await killChild(script, 'gateway/index.js')
    await until(async () => (await status('/readyz')) === 200, 20_000, 'second recovery')
    const secondMs = Date.now() - secondAt
    assert.ok(secondMs >= 900, `second restart after ${secondMs} ms (back-off 1 s)`)
    assert.equal((await member.get('/home')).status, 200, 'the session survived both restarts')

    // 3. The app dies: restarted after its own back-off (0.5 s), sessions in the store survive.
    const appAt = Date.now()
    const oldApp = await killChild(script, 'app-server/index.js')
    await until(async () => (await status('/healthz')) === 200, 30_000, 'app recovery')
    const appMs = Date.now() - appAt
    assert.notEqual(childPid(script, 'app-server/index.js'), oldApp)
    assert.equal((await member.get('/home')).status, 200)

    // 4. Two more gateway crashes in a row: the third restart (2 s), then the fourth is refused:
    // the script stops the app and exits 1 by itself.
    const thirdAt = Date.now()
    await killChild(script, 'gateway/index.js')
    await until(async () => (await status('/readyz')) === 200, 20_000, 'third recovery')
    const thirdMs = Date.now() - thirdAt
    assert.ok(thirdMs >= 1900, `third restart after ${thirdMs} ms (back-off 2 s)`)
    const giveUpAt = Date.now()
    await killChild(script, 'gateway/index.js')
    const { code } = await Promise.race([
      script.exited,
      sleep(20_000).then(() => ({ code: 'still running' })),
    ])
    const gaveUpMs = Date.now() - giveUpAt
    assert.equal(code, 1, script.output.slice(-2000))
    assert.equal(await status('/healthz'), 0, 'the app was stopped with it')
    assert.match(script.output, /giving up/)
    figures.push(
      `gateway killed -> first page ${down.status} after ${firstPageMs} ms (/healthz ${seen.healthz}, /readyz ${seen.readyz}); /home 200 again after ${recoveredMs} ms (polled ${back} ms), session kept; second crash back after ${secondMs} ms; app killed -> /healthz 200 after ${appMs} ms; third gateway crash back after ${thirdMs} ms; fourth crash -> gave up, exit ${code} after ${gaveUpMs} ms`,
    )
  })

  it('with GATEWAY_URL set only the app runs; a clean SIGTERM (to the whole process group) exits 0, and SIGTERM after a crash exits 1', async () => {
    const gateway = await startGateway({ port: ports.outside, dbPath: join(dir, 'outside.sqlite') })
    try {
      const gatewayUrl = `http://127.0.0.1:${ports.outside}/api`
      const env = { PORT: String(ports.plainApp), GATEWAY_URL: gatewayUrl, RESTART_BACKOFF_MS: '200' }
      const plainBase = `http://localhost:${ports.plainApp}`
      const clean = startScript('b', env)
      await waitFor(`${plainBase}/readyz`, 60_000)
      const kids = childrenOf(clean.pid)
      assert.equal(kids.length, 1, JSON.stringify(kids))
      assert.match(kids[0].args, /app-server\/index\.js/)
      // SIGTERM to the whole group (as Ctrl-C in a terminal reaches every process): still a clean stop.
      const stopAt = Date.now()
      process.kill(-clean.pid, 'SIGTERM')
      const cleanExit = await clean.exited
      const stopMs = Date.now() - stopAt
      assert.equal(cleanExit.code, 0, clean.output.slice(-2000))

      const crashed = startScript('c', env)
      await waitFor(`${plainBase}/readyz`, 60_000)
      await killChild(crashed, 'app-server/index.js')
      await until(async () => childPid(crashed, 'app-server/index.js') !== undefined, 10_000, 'restart')
      await waitFor(`${plainBase}/healthz`, 30_000)
      crashed.kill('SIGTERM')
      const crashedExit = await crashed.exited
      assert.equal(crashedExit.code, 1, 'a crash happened: not a clean run')
      figures.push(
        `GATEWAY_URL set -> 1 child (app); clean SIGTERM to the process group -> exit ${cleanExit.code} after ${stopMs} ms; SIGTERM after an app crash -> exit ${crashedExit.code}`,
      )
    } finally {
      gateway.kill('SIGKILL')
    }
  })
})
