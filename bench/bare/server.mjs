/**
 * Serves the bench's bare Remix build the way remix-serve does (decision 110): express,
 * compression, the static assets, @remix-run/express; no request log. BARE_BUILD and PORT set by
 * scripts/bench.mjs; loopback only.
 */
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const buildDir = process.env.BARE_BUILD
const build = await import(pathToFileURL(join(buildDir, 'server/index.js')).href)
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use(
  '/assets',
  express.static(join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false }),
)
app.use(express.static(join(buildDir, 'client'), { maxAge: '1h', index: false }))
app.all('*', createRequestHandler({ build, mode: 'production' }))
app.listen(Number(process.env.PORT), '127.0.0.1')
