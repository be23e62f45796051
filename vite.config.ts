import { vitePlugin as remix } from '@remix-run/dev'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { OutputChunk } from 'rollup'
import { defineConfig, type Plugin } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { planRouteChunks } from './scripts/route-chunks'

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
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream|@remix-run\/server-runtime)\//

/**
 * `whenIdle` (decision 201), used by the root and by every form: with the framework, not a file of
 * its own on every page.
 */
const WITH_FRAMEWORK = /\/app\/platform\/when-idle\.ts$/
/**
 * The bundler's helpers React (CommonJS) and the dynamic imports use: with the framework too, so
 * the framework's chunk imports no other (decision 203: the root's stylesheet stays first).
 */
const BUNDLER_HELPERS = /^\0(commonjsHelpers\.js|vite\/preload-helper)/

function namedChunk(id: string) {
  if (FRAMEWORK.test(id) || WITH_FRAMEWORK.test(id) || BUNDLER_HELPERS.test(id)) return 'components'
  if (CHOICE_STYLES.test(id)) return 'mantine-choice-styles'
  if (COMPONENT_STYLES.test(id)) return 'mantine-component-styles'
  return undefined
}

/**
 * The shared chunks grouped by the pages that load them (decision 203): a browser build first
 * builds the browser bundle once more, in a child process (`ROUTE_CHUNK_PLAN` set, into a
 * temporary folder), reads its chunks and gives `manualChunks` the modules of each group.
 */
const PLAN_FILE = process.env.ROUTE_CHUNK_PLAN
let plan: Record<string, string> = {}

function routeChunkPlan(): Plugin {
  return {
    name: 'route-chunk-plan',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async buildStart() {
      if (PLAN_FILE) return
      const folder = mkdtempSync(join(tmpdir(), 'route-chunks-'))
      try {
        const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')
        const env = {
          ...process.env,
          ROUTE_CHUNK_PLAN: join(folder, 'plan.json'),
          BUILD_DIR: join(folder, 'build'),
        }
        const code = await new Promise((resolve, reject) =>
          spawn(process.execPath, [vite, 'build', '--logLevel', 'error'], { env, stdio: 'inherit' })
            .on('error', reject)
            .on('exit', resolve),
        )
        if (code !== 0) throw new Error(`the first browser build (route chunk plan) exited with ${code}`)
        plan = JSON.parse(readFileSync(env.ROUTE_CHUNK_PLAN, 'utf8'))
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    },
    generateBundle(_options, bundle) {
      if (!PLAN_FILE) return
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
      writeFileSync(
        PLAN_FILE,
        JSON.stringify(planRouteChunks(chunks, (chunk) => chunk.moduleIds.some((id) => namedChunk(id)))),
      )
    },
  }
}

const manualChunks = (id: string) => namedChunk(id) ?? plan[id]

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  build: {
    rollupOptions: {
      output: isSsrBuild ? undefined : { manualChunks, onlyExplicitManualChunks: true },
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
    routeChunkPlan(),
  ],
}))
