/**
 * One compressed write per burst (issue 25, decision 167). Remix writes a page or a data response
 * chunk by chunk (React's 2 kB views, turbo-stream's small pieces) and calls `res.flush()` after
 * each one; behind `compression` every chunk then went to zlib on its own and was sync-flushed
 * into its own gzip block: a third of /login's throughput went there (94 vs 132 req/s with gzip
 * and without). Registered after `compression`, this holds the chunks written in one turn of the
 * event loop and hands them to it as one write and one flush (`setImmediate`), so a page still
 * streams (a Suspense chunk that arrives later goes out in its own turn) at a fraction of the
 * cost. Backpressure holds: past HIGH_WATER bytes held, a write goes through at once and answers
 * what the stream answers; a write with a callback goes through at once too.
 */
import type { RequestHandler, Response } from 'express'

const HIGH_WATER = 64 * 1024

type Write = (chunk: unknown, encoding?: BufferEncoding, callback?: (error?: Error | null) => void) => boolean
type End = (chunk?: unknown, encoding?: BufferEncoding, callback?: () => void) => Response

const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array)

export function coalescedWrites(): RequestHandler {
  return (_req, res, next) => {
    const write = res.write.bind(res) as Write
    const end = res.end.bind(res) as End
    const flush = typeof res.flush === 'function' ? res.flush.bind(res) : undefined
    let held: Buffer[] = []
    let heldBytes = 0
    let flushWanted = false
    let turn: NodeJS.Immediate | undefined

    const hold = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null) return
      const buffer = toBuffer(chunk, encoding as BufferEncoding | undefined)
      held.push(buffer)
      heldBytes += buffer.length
    }
    /** What is held, as one buffer (none when nothing is); the turn's release is no longer due. */
    const takeHeld = () => {
      if (turn) clearImmediate(turn)
      turn = undefined
      if (held.length === 0) return undefined
      const chunk = held.length === 1 ? held[0] : Buffer.concat(held, heldBytes)
      held = []
      heldBytes = 0
      return chunk
    }

    /** Hands what is held to the stream; answers the stream's backpressure signal. */
    const release = (callback?: (error?: Error | null) => void) => {
      const chunk = takeHeld()
      let ok = true
      if (chunk) ok = write(chunk, undefined, callback)
      else if (callback) process.nextTick(callback)
      if (flushWanted && !res.writableEnded) flush?.()
      flushWanted = false
      return ok
    }

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
      hold(chunk, encoding)
      if (callback || heldBytes >= HIGH_WATER) return release(callback as (error?: Error | null) => void)
      turn ??= setImmediate(() => release())
      return true
    }) as Response['write']

    res.flush = () => {
      flushWanted = true
      turn ??= setImmediate(() => release())
    }

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
      hold(chunk, encoding)
      flushWanted = false
      const body = takeHeld()
      if (!body) return end(callback as (() => void) | undefined)
      return end(body, undefined, callback as (() => void) | undefined)
    }) as Response['end']

    next()
  }
}
