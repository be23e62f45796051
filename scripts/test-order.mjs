import { availableParallelism } from 'node:os'

/**
 * How `npm test`'s suites share the machine (decisions 229 and 257): 'beside' (side by side) where
 * this process may use two cores or more (`taskset` and cgroup limits count), 'sequence' (one
 * after the other) on one. TEST_BUILT_ORDER=beside|sequence overrides.
 */
export function testOrder() {
  return process.env.TEST_BUILT_ORDER ?? (availableParallelism() >= 2 ? 'beside' : 'sequence')
}
