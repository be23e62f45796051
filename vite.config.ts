import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  server: { port: 3000 },
  build: {
    rollupOptions: {
      treeshake: {
        // dayjs is CommonJS without a `sideEffects` field, so a module that imports it and is
        // otherwise shaken away (the shell's menus on /login) still loaded it: 3 kB gzipped on
        // every page. Importing it has no side effect (plugins are applied with dayjs.extend).
        moduleSideEffects: (id) => !id.includes('/node_modules/dayjs/'),
      },
    },
  },
  plugins: [
    remix({
      // BUILD_DIR lets two builds (e.g. parallel e2e runs) live side by side; default 'build'.
      buildDirectory: process.env.BUILD_DIR ?? 'build',
      ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
})
