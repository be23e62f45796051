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
    testTimeout: 15000,
    hookTimeout: 30000,
  },
})
