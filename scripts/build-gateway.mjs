// Bundles the sandbox gateway (server/) for Node: build/gateway/index.js and build/gateway/db-reset.js.
// Dependencies stay external (resolved from node_modules at run time); the contract package is bundled.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

const entries = { index: 'server/index.ts', 'db-reset': 'server/reset.ts' }

/** Builds the named bundles (default both). */
export async function buildGateway({ quiet = false, only = Object.keys(entries) } = {}) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(only.map((name) => [name, entries[name]])),
    outdir: `${process.env.BUILD_DIR ?? 'build'}/gateway`,
    bundle: true,
    packages: 'external',
    // The shared contract is TypeScript source in a workspace package: bundle it, do not resolve it at run time.
    alias: { '@member-dashboard/contract': './contract/src/index.ts' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: quiet ? 'error' : 'info',
  })
  return result
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildGateway()
}
