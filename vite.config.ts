import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * Mantine's component stylesheets come with the modules that render them (decision 171). Left to
 * itself, the bundler gives each one shared by two routes a file of its own: a member page linked
 * six of them, each a render-blocking request. In the browser build they go into two files: the
 * choice inputs (registration and the member pages' forms) and the other components (member pages).
 */
const CHOICE_STYLES = /@mantine\/core\/styles\/(Combobox|InlineInput|Checkbox|Radio|Switch)\.css$/
const COMPONENT_STYLES = /@mantine\/core\/styles\/[A-Za-z]+\.css$/
/**
 * React, React DOM and Remix's browser runtime in one chunk, which every page loads first: left to
 * itself Rollup split React out into a chunk of its own (0.8 kB more gzipped on every page).
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream)\//

/**
 * `whenIdle` (decision 201), used by the root and by every form: with the framework, not a file of
 * its own on every page.
 */
const WITH_FRAMEWORK = /\/app\/platform\/when-idle\.ts$/

function mantineStylesChunk(id: string) {
  if (FRAMEWORK.test(id) || WITH_FRAMEWORK.test(id)) return 'components'
  if (CHOICE_STYLES.test(id)) return 'mantine-choice-styles'
  if (COMPONENT_STYLES.test(id)) return 'mantine-component-styles'
  return undefined
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  build: {
    rollupOptions: {
      output: isSsrBuild ? undefined : { manualChunks: mantineStylesChunk },
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
}))
