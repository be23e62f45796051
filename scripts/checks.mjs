#!/usr/bin/env node
/**
 * The static checks of `npm test`, side by side (decision 196): the type check (`npm run
 * typecheck`), ESLint and Prettier (`npm run lint` runs the last two one after the other), and
 * promtool on the operator's Prometheus files (scripts/prometheus-rules.mjs, decision 220), and
 * knip (`knip.jsonc`, decision 246): no unused file, export or dependency, with the tests counted
 * as callers and then without them (`--production`: an export only the tests use is dead). Each
 * line is prefixed with its check; all run to the end; the exit code is 1 if any failed.
 */
import { report, run } from './prefixed-run.mjs'

const results = await Promise.all([
  run('typecheck', 'typecheck'),
  run('eslint', 'npx eslint .', { shell: true }),
  run('prettier', 'npx prettier --check .', { shell: true }),
  run('promtool', 'node scripts/prometheus-rules.mjs', { shell: true }),
  run('knip', 'npx knip --no-progress && npx knip --no-progress --production', { shell: true }),
])
process.exit(report(results, 'checks'))
