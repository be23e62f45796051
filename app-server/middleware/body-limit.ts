/**
 * The request body limit (decision 092): the dashboard's forms post a few kB, so a body over
 * MAX_BODY_BYTES (16 kB by default, urlencoded and multipart alike: no form uploads files) is
 * answered 413 with the short page and never kept. A Content-Length over the limit is refused
 * before a byte is read; a body of unknown length (chunked) is counted while it streams
 * and refused as soon as it passes the limit; the rest is thrown away, up to a cap (`sendRefusal`),
 * so the client reads the answer; past the cap the connection ends. A body within the limit
 * is kept (at most the limit, per request) in `res.locals.body`, which the Remix handler reads.
 */
import { AsyncResource } from 'node:async_hooks'
import type { RequestHandler } from 'express'
import { sendRefusal } from '../forbidden-page'
import type { Logger } from '../logger'

declare module 'express-serve-static-core' {
  interface Locals {
    /** The request body, read within the limit (POST only). */
    body?: Buffer
  }
}

export function bodyLimit(options: { maxBytes: number; logger: Logger }): RequestHandler {
  const refuse: (...args: Parameters<RequestHandler>) => void = (req, res) =>
    sendRefusal(req, res, 413, { logger: options.logger, reason: 'body size' })

  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const declared = req.headers['content-length']
    if (declared !== undefined && !(Number(declared) <= options.maxBytes)) return refuse(req, res, next)
    // The rest runs from the body's events: keep this request's context (its id reaches the gateway).
    const proceed = AsyncResource.bind(() => next())
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (error?: Error) => {
      if (done) return
      done = true
      req.off('data', onData)
      req.off('end', onEnd)
      if (error) return // The client went away: there is nobody to answer.
      res.locals.body = Buffer.concat(chunks, size)
      proceed()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= options.maxBytes) return void chunks.push(chunk)
      done = true
      req.off('data', onData)
      req.off('end', onEnd)
      chunks.length = 0
      refuse(req, res, next)
    }
    const onEnd = () => finish()
    const onError = (error: Error) => finish(error)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  }
}
