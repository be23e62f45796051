// Bundles the app server (app-server/) for Node into <BUILD_DIR>/app-server/index.js (decision 070).
// Dependencies stay external (node_modules at run time); the app's platform modules it uses and the
// contract package are bundled. It imports the Remix build at run time from <BUILD_DIR>/server.
import { build } from 'esbuild'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { precompressAssets } from './precompress-assets.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function buildAppServer({ quiet = false } = {}) {
  return build({
    absWorkingDir: root,
    entryPoints: { index: 'app-server/index.ts' },
    outdir: `${process.env.BUILD_DIR ?? 'build'}/app-server`,
    bundle: true,
    packages: 'external',
    alias: { '@member-dashboard/contract': './contract/src/index.ts' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: quiet ? 'error' : 'info',
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildAppServer()
  // The compressed copies of the browser build's files the app server sends (decision 210), once
  // the whole Vite build is written (Remix writes the browser's route manifest last).
  const assetsDir = join(root, process.env.BUILD_DIR ?? 'build', 'client', 'assets')
  console.log(`precompressed ${precompressAssets(assetsDir)} files in ${relative(root, assetsDir)}`)
}
