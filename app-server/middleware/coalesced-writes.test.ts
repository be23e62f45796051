/**
 * Coalesced writes behind compression (decision 167): what a member's browser gets is the same
 * page, still streamed (a part written later arrives before the response ends), in fewer gzip
 * blocks; large bodies are not held back.
 */
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { coalescedWrites } from './coalesced-writes'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

function serve(handler: RequestHandler, withCoalescing = true) {
  const app = express()
  app.use(compression({ threshold: 0 }))
  if (withCoalescing) app.use(coalescedWrites())
  app.get('/', handler)
  return new Promise<number>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port))
  })
}

type Received = { body: Buffer; packets: Buffer[]; arrivals: number[]; encoding?: string }

/** GET / with gzip; each network read as it came (raw, compressed) and when. */
function get(port: number): Promise<Received> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        const packets: Buffer[] = []
        const arrivals: number[] = []
        res.on('data', (chunk: Buffer) => (packets.push(chunk), arrivals.push(Date.now() - started)))
        res.on('end', () =>
          resolve({
            body: gunzipSync(Buffer.concat(packets)),
            packets,
            arrivals,
            encoding: res.headers['content-encoding'],
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** Remix's way: write each piece and flush after it. */
const pieces = Array.from({ length: 40 }, (_, i) => `<p>piece ${i} ${'x'.repeat(200)}</p>`)
const remixLikeWrites: RequestHandler = (_req, res) => {
  res.type('html')
  for (const piece of pieces) {
    res.write(piece)
    res.flush()
  }
  res.end()
}

describe('coalesced writes behind compression', () => {
  it('sends the same page, gzipped, in far fewer gzip blocks than one per write', async () => {
    const coalesced = await get(await serve(remixLikeWrites))
    expect(coalesced.encoding).toBe('gzip')
    expect(coalesced.body.toString()).toBe(pieces.join(''))
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    const uncoalesced = await get(await serve(remixLikeWrites, false))
    expect(uncoalesced.body.toString()).toBe(pieces.join(''))
    // One sync-flushed block per write costs bytes too: the coalesced answer is smaller.
    const size = (r: Received) => r.packets.reduce((n, p) => n + p.length, 0)
    expect(size(coalesced)).toBeLessThan(size(uncoalesced) / 2)
  })

  it('still streams: a part written later arrives before the response ends', async () => {
    const port = await serve((_req, res) => {
      res.type('html')
      res.write('<h1>first</h1>')
      res.flush()
      setTimeout(() => res.end('<p>later</p>'), 300)
    })
    const received = await get(port)
    expect(received.body.toString()).toBe('<h1>first</h1><p>later</p>')
    expect(received.arrivals[0]).toBeLessThan(250)
    expect(received.arrivals.at(-1)).toBeGreaterThanOrEqual(250)
  })

  it('lets a large body through at once, with the stream backpressure answer', async () => {
    const answers: boolean[] = []
    const big = 'y'.repeat(200 * 1024)
    const port = await serve((_req, res) => {
      res.type('text/plain')
      res.write('a')
      for (let i = 0; i < 4; i++) answers.push(res.write(big))
      res.end()
    })
    const received = await get(port)
    expect(received.body.length).toBe(1 + 4 * big.length)
    // Past the high-water mark the stream's own answer comes back (false: it is full).
    expect(answers).toContain(false)
  })
})
