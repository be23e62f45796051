#!/usr/bin/env node
/**
 * The operator's Prometheus files (deploy/prometheus/, decision 220), checked in `npm test`
 * (scripts/checks.mjs): `promtool check config` (the compose demo's scrape configuration and the
 * rule file it names), `promtool check rules` and `promtool test rules` (each alert fires on what
 * it is about and stays quiet otherwise). promtool is Debian's `prometheus` package: installed here
 * when missing, as root on Debian, the way the end-to-end tests install Chromium; elsewhere set
 * PROMTOOL to a promtool binary.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const dir = new URL('../deploy/prometheus/', import.meta.url).pathname
const onPath = () => spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim()
let promtool = process.env.PROMTOOL ?? onPath()

if (!promtool) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("installing Debian's prometheus package (promtool)…")
    const r = spawnSync(
      'bash',
      [
        '-c',
        'apt-get update -qq -o DPkg::Lock::Timeout=600 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 prometheus >/dev/null',
      ],
      { stdio: 'inherit' },
    )
    if (r.status !== 0) process.exit(r.status ?? 1)
    promtool = onPath()
  }
  if (!promtool) {
    console.error(
      "promtool not found: install Debian's prometheus package, or set PROMTOOL to a promtool binary",
    )
    process.exit(1)
  }
}

let failed = false
for (const args of [
  ['check', 'config', 'prometheus.yml'],
  ['check', 'rules', 'alerts.yml'],
  ['test', 'rules', 'alerts.test.yml'],
]) {
  console.log(`promtool ${args.join(' ')}`)
  const r = spawnSync(promtool, args, { cwd: dir, stdio: 'inherit' })
  if (r.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
