/**
 * The hardening suite's timing report (issue 50, decision 229), a node:test reporter beside `spec`:
 * at the end, every file's time and the ten slowest tests, so a run on a slower machine shows
 * where its minutes went. The suite's tests set no node:test timeout; what bounds them are their
 * own waits (a server's readiness, a limit's window), each named in its failure message.
 */
import { relative } from 'node:path'

const root = new URL('../..', import.meta.url).pathname

export default async function* timingReporter(source) {
  const tests = []
  const files = new Map()
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    const { name, nesting, file, details } = event.data
    const ms = details?.duration_ms ?? 0
    const where = file ? relative(root, file) : ''
    // A file's time: its top-level tests and suites (nesting 0) added up.
    if (nesting === 0) files.set(where, (files.get(where) ?? 0) + ms)
    if (details?.type !== 'suite') tests.push({ where, name, ms, failed: event.type === 'test:fail' })
  }
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`
  yield `\n[timings] hardening files:\n`
  for (const [where, ms] of [...files].sort((a, b) => b[1] - a[1])) yield `  ${where}: ${s(ms)}\n`
  yield `[timings] the ten slowest hardening tests:\n`
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 10))
    yield `  ${t.where} ${t.name}: ${s(t.ms)}${t.failed ? ' (failed)' : ''}\n`
}
