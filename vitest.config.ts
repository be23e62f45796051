import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.ts',
      'app-server/**/*.test.ts',
      'tests/shape/**/*.test.ts',
    ],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    environmentMatchGlobs: [['**/*.test.tsx', 'jsdom']],
    restoreMocks: true,
    // Vitest's default outside watch mode is one worker fewer than the cores: one worker on CI's
    // 2-core machine. Every core is a worker here (203 s -> 119 s for the suite on 2 cores).
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    testTimeout: 15000,
    hookTimeout: 30000,
  },
})
