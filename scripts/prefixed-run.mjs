/**
 * Runs `npm run <script>` (or a shell command) with each line of its output prefixed with its name;
 * resolves with its exit code and minutes. Used by the steps of `npm test` that run side by side
 * (scripts/checks.mjs, scripts/test-built.mjs). Every child is stopped with the caller on SIGINT
 * or SIGTERM.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const root = new URL('..', import.meta.url).pathname
const children = new Set()
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })

export function run(name, script, { shell = false, env = {} } = {}) {
  const started = Date.now()
  const [command, args] = shell ? ['bash', ['-c', script]] : ['npm', ['run', '--silent', script]]
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
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

/** Prints each result; the process's exit code is 1 when any failed. */
export function report(results, label) {
  for (const r of results)
    console.log(
      `[${label}] ${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.minutes} min`,
    )
  return results.some((r) => r.code !== 0) ? 1 : 0
}
