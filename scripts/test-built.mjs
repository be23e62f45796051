#!/usr/bin/env node
/**
 * The built app's tests, the last step of `npm test` (decision 133): one build, then the
 * end-to-end tests (`npm run test:e2e`) and the hardening suite (`npm run test:hardening`) side by
 * side on it (SKIP_BUILD=true; their ports and data folders are apart). Each line of their output
 * is prefixed with its suite; both always run to the end, and the exit code is 1 if either failed.
 * SKIP_BUILD=true skips the build here too; BUILD_DIR is honoured by both. TEST_BUILT_IMAGE_CHECK
 * is a command run in the hardening suite's lane, beside the end-to-end tests (CI's image check).
 * TEST_BUILT_ENGINES (off unless set, decision 253): engines of the cross-engine suite to run after
 * the hardening suite, e.g. `firefox,webkit` (the end-to-end tests are Chromium already).
 * TEST_BUILT_CHECKS_FIRST=true (`npm test` on two cores or more, scripts/test.mjs, decisions 257
 * and 258): the lane beside the end-to-end tests is the static checks, the hardening suite, then
 * the unit tests and the image check side by side: what is left when the end-to-end tests are done
 * is those two, the image check's waits (downloads, podman's layer commits) filled by the unit
 * tests' workers. Otherwise: the hardening suite, then the image check.
 */
import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { enginesCommand } from './debian-engines.mjs'
import { report, run } from './prefixed-run.mjs'
import { testOrder } from './test-order.mjs'

const root = new URL('..', import.meta.url).pathname

if (process.env.SKIP_BUILD !== 'true') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// TEST_BUILT_IMAGE_CHECK: a command run in the lane beside the end-to-end tests (CI's image check,
// decisions 133 and 258); its exit code counts too.
const imageCheck = process.env.TEST_BUILT_IMAGE_CHECK
const skipBuild = { SKIP_BUILD: 'true' }
const e2e = () => run('e2e', 'test:e2e', { env: skipBuild })
// TEST_BUILT_ENGINES: the cross-engine suite's lanes of these engines (JavaScript on and off), one
// worker, once the hardening suite is done and before the unit tests and the image check (decision 253).
const engines = enginesCommand(process.env.TEST_BUILT_ENGINES)
const checksFirst = process.env.TEST_BUILT_CHECKS_FIRST === 'true'
const image = () => run('image check', imageCheck, { shell: true, env: skipBuild })
const hardeningThenAfter = async () => {
  const results = []
  if (checksFirst) results.push(await run('checks', 'node scripts/checks.mjs', { shell: true }))
  results.push(await run('hardening', 'test:hardening', { env: skipBuild }))
  if (engines) results.push(await run('engines', engines, { shell: true, env: skipBuild }))
  const last = [...(checksFirst ? [run('unit', 'test:unit')] : []), ...(imageCheck ? [image()] : [])]
  results.push(...(await Promise.all(last)))
  return results
}
// Side by side where the run has two cores or more, one after the other on one core (decision
// 229): TEST_BUILT_ORDER=beside|sequence overrides what the cores this process may use choose.
const order = testOrder()
console.log(
  `[test] ${availableParallelism()} cores: end-to-end and ${checksFirst ? `checks, hardening, unit${imageCheck ? ' and image check' : ''}` : 'hardening'} ${order === 'beside' ? 'side by side' : 'one after the other'}`,
)
const results =
  order === 'beside'
    ? await Promise.all([e2e(), hardeningThenAfter()]).then((all) => all.flat())
    : [await e2e(), ...(await hardeningThenAfter())]
process.exit(report(results, 'test'))
