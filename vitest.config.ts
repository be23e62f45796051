import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

const NODE_TESTS = [
  'app/**/*.test.ts',
  'server/**/*.test.ts',
  'contract/**/*.test.ts',
  'scripts/**/*.test.ts',
  'app-server/**/*.test.ts',
  'tests/shape/**/*.test.ts',
]
/** Test files that set the environment before the modules they test read it: each in its own module graph. */
const ISOLATED = ['app/features/sign-in/post-login.route.test.ts']

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Vitest's default outside watch mode is one worker fewer than the cores: one worker on CI's
    // 2-core machine. Every core is a worker here (203 s -> 119 s for the suite on 2 cores).
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    testTimeout: 15000,
    hookTimeout: 30000,
    // Isolation is a pool's option (Vitest 3.2 reads it from the root config only): the Node tests
    // run in forks that keep their module graph from file to file, the component tests in threads
    // that start each file afresh. The projects run one after the other (`sequence.groupOrder`):
    // side by side, each pool would have a worker per core.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    projects: [
      // The Node tests share one module graph per worker (decision 193): importing the app's
      // modules again for every file was most of the suite's time. None of them mocks a module or
      // sets the environment at import, except the ISOLATED ones.
      {
        extends: true,
        test: {
          name: 'node',
          include: NODE_TESTS,
          exclude: ISOLATED,
          environment: 'node',
          pool: 'forks',
          sequence: { groupOrder: 0 },
        },
      },
      // A project of its own: its workers are recycled before and after it.
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: ISOLATED,
          environment: 'node',
          pool: 'forks',
          sequence: { groupOrder: 1 },
        },
      },
      // Components in jsdom, one fresh module graph and document per file (React DOM and Testing
      // Library keep the document they started with).
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['app/**/*.test.tsx'],
          environment: 'jsdom',
          pool: 'threads',
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
