#!/usr/bin/env node
/**
 * One server of an end-to-end stack, as Playwright's `webServer` runs it (playwright.config.ts,
 * e2e/stacks.ts, decision 132): `gateway` (the built sandbox gateway) or `app` (the built app
 * server), with the environment Playwright gives it.
 * - E2E_FRESH: paths deleted before the first start (the gateway's database, the app's sessions).
 * - E2E_LOG: the server's stdout and stderr go to this file (the apps' logs, checked after the run).
 * - E2E_CONTROL_PORT: `POST http://127.0.0.1:<port>/restart-gateway` stops the server and starts it
 *   again on the same data (e2e/*.restart.spec.ts prove persistence that way).
 * It stops its server and exits when Playwright stops it or goes away (its stdin closes), so no
 * server outlives the run, even when the runner itself is killed.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
const entry = { gateway: 'gateway/index.js', app: 'app-server/index.js' }[process.argv[2]]
if (!entry) throw new Error('usage: e2e-server.mjs gateway|app')
for (const path of (process.env.E2E_FRESH ?? '').split(',').filter(Boolean))
  rmSync(path, { recursive: true, force: true })
for (const file of [process.env.E2E_LOG, process.env.GATEWAY_DB_PATH].filter(Boolean))
  mkdirSync(dirname(file), { recursive: true })
const log = process.env.E2E_LOG ? createWriteStream(process.env.E2E_LOG) : null
const quiet = process.env.E2E_VERBOSE === 'true' ? 'inherit' : 'ignore'

let server
let stopping = false
function start() {
  server = spawn(process.execPath, [join(buildDir, entry)], {
    stdio: ['ignore', log ? 'pipe' : quiet, log ? 'pipe' : 'inherit'],
  })
  for (const stream of [server.stdout, server.stderr]) stream?.pipe(log, { end: false })
  const current = server
  current.on('exit', (code) => {
    if (current === server && !stopping) process.exit(code ?? 1)
  })
}

function stop() {
  stopping = true
  if (!server || server.exitCode !== null || server.signalCode) process.exit(0)
  server.once('exit', () => process.exit(0))
  server.kill('SIGTERM')
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop)
process.stdin.on('close', stop)
process.stdin.resume()

async function restart() {
  const old = server
  server = null
  await new Promise((resolve) => {
    old.once('exit', resolve)
    old.kill('SIGTERM')
  })
  start()
  const url = process.env.E2E_READY_URL
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${url} did not answer after the restart`)
}

if (process.env.E2E_CONTROL_PORT)
  createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/restart-gateway') return res.writeHead(404).end()
    await restart()
    res.writeHead(204).end()
  }).listen(Number(process.env.E2E_CONTROL_PORT), '127.0.0.1')

start()
