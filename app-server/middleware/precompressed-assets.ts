import { readdirSync } from 'node:fs'
import { extname } from 'node:path'
import express, { type RequestHandler } from 'express'

/** The encodings the build writes beside a file (scripts/precompress-assets.mjs), best first. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

/**
 * The build's fingerprinted files (`/assets`), for a year (decision 210). A script or stylesheet
 * goes out as the Brotli or gzip copy the build wrote beside it, whichever the browser accepts
 * (Brotli first), with the file's own type: no compression per request. Compressing every file
 * again for every browser that did not have it yet cost the app server 80-115 ms of CPU per page's
 * files (Brotli at quality 4, what `compression` chose for Chromium), on the cores the pages'
 * own requests share. A file with no copy, or a browser that accepts neither, goes through
 * `compress` (on the fly, as before) to the file itself.
 */
export function precompressedAssets(assetsDir: string, compress: RequestHandler): RequestHandler {
  const names = new Set(readdirSync(assetsDir))
  const files = express.static(assetsDir, {
    immutable: true,
    maxAge: '1y',
    index: false,
    setHeaders(res, path) {
      const copy = ENCODINGS.find(({ suffix }) => path.endsWith(suffix))
      if (!copy || res.locals.assetEncoding !== copy.encoding) return
      res.setHeader('Content-Encoding', copy.encoding)
      res.type(extname(path.slice(0, -copy.suffix.length)))
    },
  })
  return (req, res, next) => {
    // The build's names are plain ASCII: an escaped path matches none and goes the usual way.
    const name = req.path.slice(1)
    const copy =
      req.method === 'GET' || req.method === 'HEAD'
        ? ENCODINGS.find(({ encoding, suffix }) => names.has(name + suffix) && req.acceptsEncodings(encoding))
        : undefined
    if (!copy) return compress(req, res, () => files(req, res, next))
    res.vary('Accept-Encoding')
    res.locals.assetEncoding = copy.encoding
    req.url = `/${name}${copy.suffix}`
    files(req, res, next)
  }
}
