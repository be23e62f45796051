// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each script and
// stylesheet of the browser build (<BUILD_DIR>/client/assets), once, at build time: `npm run
// build`'s last step (scripts/build-app-server.mjs) runs it, and so can this file alone (decision
// 210). The app server sends the copies as they are (app-server/middleware/precompressed-assets.ts)
// instead of compressing every file again for every browser that does not have it yet.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|svg|json)$/

export function precompressAssets(assetsDir) {
  let files = 0
  for (const name of readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue
    const content = readFileSync(join(assetsDir, name))
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    })
    const gz = gzipSync(content, { level: 9 })
    // A copy no smaller than the file is no use: the file goes as it is (or compressed on the fly).
    if (br.length < content.length) writeFileSync(join(assetsDir, `${name}.br`), br)
    if (gz.length < content.length) writeFileSync(join(assetsDir, `${name}.gz`), gz)
    files++
  }
  return files
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const assetsDir = join(root, process.env.BUILD_DIR ?? 'build', 'client', 'assets')
  console.log(`precompressed ${precompressAssets(assetsDir)} files in ${assetsDir.slice(root.length)}`)
}
