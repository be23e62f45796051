#!/usr/bin/env node
/**
 * `npm test` (decision 257): the static checks (scripts/checks.mjs), the unit tests
 * (`npm run test:unit`) and the built app's suites (scripts/test-built.mjs: the build, then the
 * end-to-end tests and the hardening suite). On one core, one after the other, each with the core
 * to itself (decision 229). On two cores or more, the build first, then the end-to-end tests beside
 * a lane of the checks, the hardening suite and the unit tests (TEST_BUILT_CHECKS_FIRST, decision
 * 258: in that order, the unit tests' workers last to take both cores when the end-to-end tests
 * are done): the run
 * is CPU-bound and the end-to-end tests are its longest part, so they start as soon as there is a
 * build, and the lane beside them takes the CPU they leave. The exit code is 1 if anything failed;
 * everything runs to the end once the build is made.
 */
import { spawnSync } from 'node:child_process'
import { testOrder } from './test-order.mjs'

const root = new URL('..', import.meta.url).pathname
const step = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1

if (testOrder() === 'sequence') {
  const checks = step('node', ['scripts/checks.mjs'])
  const unit = checks === 0 ? step('npm', ['run', 'test:unit']) : 1
  process.exit(unit === 0 ? step('node', ['scripts/test-built.mjs']) : 1)
}
process.exit(step('node', ['scripts/test-built.mjs'], { TEST_BUILT_CHECKS_FIRST: 'true' }))
