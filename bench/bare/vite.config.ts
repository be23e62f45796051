/**
 * The bench's bare Remix page (decision 110): Remix 2.17.5 with the app's versions and future
 * flags, no UI library. Built by `npm run bench` into <BUILD_DIR>-bare from the repo's
 * node_modules.
 */
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: process.env.BARE_BUILD_DIR ?? '../../build-bench-bare',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
})
