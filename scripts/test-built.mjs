#!/usr/bin/env node
/**
 * The built app's tests, the last step of `npm test` (decision 133): one build, then the
 * end-to-end tests (`npm run test:e2e`) and the hardening suite (`npm run test:hardening`) side by
 * side on it (SKIP_BUILD=true; their ports and data folders are apart). Each line of their output
 * is prefixed with its suite; both always run to the end, and the exit code is 1 if either failed.
 * SKIP_BUILD=true skips the build here too; BUILD_DIR is honoured by both. TEST_BUILT_AFTER_HARDENING
 * is a command to run after the hardening suite, beside the end-to-end tests (CI's image check).
 */
import { spawnSync } from 'node:child_process'
import { report, run } from './prefixed-run.mjs'

const root = new URL('..', import.meta.url).pathname

if (process.env.SKIP_BUILD !== 'true') {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// TEST_BUILT_AFTER_HARDENING: a command run once the hardening suite is done, still beside the
// end-to-end tests, which take longer (CI's image check, decision 133); its exit code counts too.
const after = process.env.TEST_BUILT_AFTER_HARDENING
const skipBuild = { SKIP_BUILD: 'true' }
const results = await Promise.all([
  run('e2e', 'test:e2e', { env: skipBuild }),
  run('hardening', 'test:hardening', { env: skipBuild }).then(async (hardening) =>
    after ? [hardening, await run('after hardening', after, { shell: true, env: skipBuild })] : [hardening],
  ),
]).then((all) => all.flat())
process.exit(report(results, 'test'))
