// `npm run db:reset`: rebuilds build/gateway/db-reset.js from server/ when esbuild is available
// (so it works without `npm run build`), then runs it. Stop the gateway before resetting.
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bundle = `${root}${process.env.BUILD_DIR ?? 'build'}/gateway/db-reset.js`

try {
  const { buildGateway } = await import('./build-gateway.mjs')
  await buildGateway({ quiet: true, only: ['db-reset'] })
} catch (error) {
  if (!existsSync(bundle)) {
    console.error(
      `Cannot build the gateway (${error.message}) and ${bundle} does not exist: run npm run build.`,
    )
    process.exit(1)
  }
}
await import(pathToFileURL(bundle).href)
