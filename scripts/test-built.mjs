#!/usr/bin/env node
/**
 * The built app's tests, the last step of `npm test` (decision 133): one build, then the
 * end-to-end tests (`npm run test:e2e`) and the hardening suite (`npm run test:hardening`) side by
 * side on it (SKIP_BUILD=true; their ports and data folders are apart). Each line of their output
 * is prefixed with its suite; both always run to the end, and the exit code is 1 if either failed.
 * SKIP_BUILD=true skips the build here too; BUILD_DIR is honoured by both. TEST_BUILT_AFTER_HARDENING
 * is a command to run after the hardening suite, beside the end-to-end tests (CI's image check).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createInterface } from 'node:readline'

const root = new URL('..', import.meta.url).pathname

if (process.env.SKIP_BUILD !== 'true') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const children = new Set()
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })

/** Runs `npm run <script>` (or a shell command) with its output prefixed; resolves with its exit code and minutes. */
function run(name, script, { shell = false } = {}) {
  const started = Date.now()
  const [command, args] = shell ? ['bash', ['-c', script]] : ['npm', ['run', script]]
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  createInterface({ input: child.stdout }).on('line', (line) => console.log(`[${name}] ${line}`))
  createInterface({ input: child.stderr }).on('line', (line) => console.error(`[${name}] ${line}`))
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      children.delete(child)
      resolve({ name, code: code ?? (signal ? 1 : 0), minutes: ((Date.now() - started) / 60_000).toFixed(1) })
    }),
  )
}

// TEST_BUILT_AFTER_HARDENING: a command run once the hardening suite is done, still beside the
// end-to-end tests, which take longer (CI's image check, decision 133); its exit code counts too.
const after = process.env.TEST_BUILT_AFTER_HARDENING
const results = await Promise.all([
  run('e2e', 'test:e2e'),
  run('hardening', 'test:hardening').then(async (hardening) =>
    after ? [hardening, await run('after hardening', after, { shell: true })] : [hardening],
  ),
]).then((all) => all.flat())
for (const r of results)
  console.log(`[test] ${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.minutes} min`)
process.exit(results.some((r) => r.code !== 0) ? 1 : 0)
