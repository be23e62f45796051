import { readdirSync } from 'node:fs'
import express, { type RequestHandler } from 'express'

/**
 * The build's public files other than `/assets` (favicon, brand logos), for an hour (decision 179).
 * A page's address never reaches `express.static`: the client folder's top-level names are read
 * once at start, and a request whose first path segment is not one of them goes straight on.
 * Before, every page request cost a file-system lookup that failed and the error object `send`
 * builds for it: about 5 % of the app server's CPU on `/claims`. `compress` (the files'
 * compression) runs for the files only.
 */
export function publicFiles(clientDir: string, compress: RequestHandler): RequestHandler {
  const files = express.static(clientDir, { maxAge: '1h', index: false })
  const names = new Set(readdirSync(clientDir))
  return (req, res, next) =>
    names.has(req.path.split('/', 2)[1] ?? '') ? compress(req, res, () => files(req, res, next)) : next()
}
