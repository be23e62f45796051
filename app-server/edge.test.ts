/**
 * The app server's edge (issue 16, decisions 073 and 090-092) on a real express app from
 * createApp, with a small Remix build whose routes record every call: unknown hosts (421),
 * methods other than GET, HEAD and POST (405), cross-site POSTs on the resource routes (403),
 * bodies that are not forms (415) and bodies over the limit (413) are refused with a readable
 * page before any route runs; the Request a route sees has a configured origin and host; and no
 * refusal writes an error line to the log.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { ServerBuild } from '@remix-run/node'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/platform/config/env.server'
import { requestContextStorage } from '~/platform/security/request-context.server'
import { createApp, PAGE_GZIP_LEVEL } from './app'
import type { Logger } from './logger'

type Call = {
  route: string
  method: string
  url: string
  host: string | null
  body: string
  requestId: string | null
}
const calls: Call[] = []
const logLines: { level: string; msg: string }[] = []

/** A resource route (no component): answers what it saw. */
function recordingRoute(id: string, path: string) {
  const answer = async ({ request }: { request: Request }) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
    const call = {
      route: id,
      method: request.method,
      url: request.url,
      host: request.headers.get('host'),
      body,
      requestId: requestContextStorage.getStore()?.requestId ?? null,
    }
    calls.push(call)
    return Response.json(call)
  }
  return {
    id,
    parentId: 'root',
    path,
    index: undefined,
    caseSensitive: undefined,
    module: { loader: answer, action: answer },
  }
}

const build = {
  mode: 'production',
  basename: '/',
  publicPath: '/build/',
  assetsBuildDirectory: 'build/client',
  isSpaMode: false,
  future: {},
  entry: { module: { default: () => new Response('no documents here', { status: 500 }) } },
  assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'test' },
  routes: {
    root: { id: 'root', path: '', module: {} },
    ...Object.fromEntries(
      [
        ['routes/login', 'login'],
        ['routes/healthz', 'healthz'],
        ['routes/home', 'home'],
        ['routes/resources.dismiss-alert', 'resources/dismiss-alert'],
        ['routes/resources.ebill-hand-off', 'resources/ebill-hand-off'],
      ].map(([id, path]) => [id, recordingRoute(id, path)]),
    ),
    // A resource route that only takes POST (issue 51: its loader answers 405, Allow: POST).
    'routes/resources.vitals': {
      ...recordingRoute('routes/resources.vitals', 'resources/vitals'),
      module: {
        action: recordingRoute('routes/resources.vitals', 'resources/vitals').module.action,
        loader: () => {
          throw new Response(null, { status: 405, headers: { allow: 'POST' } })
        },
      },
    },
    // A page without an action.
    'routes/contact-us': {
      ...recordingRoute('routes/contact-us', 'contact-us'),
      module: { loader: recordingRoute('routes/contact-us', 'contact-us').module.loader },
    },
  },
} as unknown as ServerBuild

let base: URL
let close: () => Promise<void>
let clientDir: string

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'edge-test-'))
  // Public files as the build writes them: fingerprinted assets and the others (decision 179).
  mkdirSync(join(clientDir, 'assets'))
  mkdirSync(join(clientDir, 'brands'))
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'export {}')
  writeFileSync(join(clientDir, 'brands', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(clientDir, 'favicon.ico'), 'icon')
  writeFileSync(join(clientDir, 'assets', 'big-abc123.js'), wordy(6000))
  // A stylesheet with the copies the build writes beside it (decision 210).
  writeFileSync(join(clientDir, 'assets', 'packed-abc123.css'), STYLESHEET)
  writeFileSync(join(clientDir, 'assets', 'packed-abc123.css.br'), brotliCompressSync(STYLESHEET))
  writeFileSync(join(clientDir, 'assets', 'packed-abc123.css.gz'), gzipSync(STYLESHEET, { level: 9 }))
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
      done()
    },
  })
  const logger = pino({ level: 'info', formatters: { level: (label) => ({ level: label }) } }, sink)
  const app = createApp({ build, clientDir, logger: logger as Logger })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
})

afterAll(async () => {
  await close()
  rmSync(clientDir, { recursive: true, force: true })
})

afterEach(() => {
  calls.length = 0
  // No refusal is an error, an unhandled anything or a stack trace in the log.
  const bad = logLines.filter(
    (l) => l.level === 'error' || l.level === 'fatal' || /unhandled|stack/i.test(JSON.stringify(l)),
  )
  logLines.length = 0
  expect(bad).toEqual([])
})

/** A stylesheet long enough that its compressed copies are smaller than it. */
const STYLESHEET = Array.from(
  { length: 200 },
  (_, i) => `.rule-${i} { margin: ${i}px; color: #${(i * 7919).toString(16).padStart(6, '0').slice(0, 6)}; }`,
).join('\n')

/** Varied text (words from a fixed list in a fixed order) that zlib's levels compress differently. */
function wordy(length: number) {
  const words = ['claim', 'member', 'provider', 'benefit', 'dental', 'vision', 'deductible', 'copay', 'plan']
  let text = ''
  for (let i = 0; text.length < length; i++) text += `${words[(i * 7 + (i >> 3)) % words.length]}${i % 13} `
  return text.slice(0, length)
}

type Answer = { status: number; headers: IncomingHttpHeaders; text: string }

/** One raw HTTP request (any Host, method or body), so nothing is normalised on the way. */
function send(
  path: string,
  options: {
    method?: string
    host?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Another app than the main one (its base URL). */
    to?: URL
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: (options.to ?? base).hostname,
        port: (options.to ?? base).port,
        path,
        method: options.method ?? 'GET',
        setHost: false,
        agent: false,
        headers: { host: options.host ?? `localhost:${(options.to ?? base).port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const sameOrigin = (host = `localhost:${base.port}`) => ({ ...FORM, origin: `http://${host}` })

/** A refusal a person can read: HTML with a heading and the code line, no script; nothing ran. */
function expectRefusalPage(answer: Answer, status: number, code: RegExp) {
  expect(answer.status).toBe(status)
  expect(answer.headers['content-type']).toMatch(/^text\/html/)
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.text).toMatch(/<h1>[^<]+<\/h1>/)
  expect(answer.text).toMatch(code)
  expect(answer.text).not.toMatch(/<script/i)
  expect(calls).toEqual([])
}

describe('compression (decision 197)', () => {
  /** GET with gzip accepted: the raw body, its encoding and the body unzipped. */
  const gzipped = (path: string) =>
    new Promise<{ encoding: string | undefined; raw: Buffer; plain: Buffer }>((resolve, reject) => {
      httpRequest(
        { host: base.hostname, port: base.port, path, agent: false, headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const encoding = res.headers['content-encoding']
            resolve({ encoding, raw, plain: encoding === 'gzip' ? gunzipSync(raw) : raw })
          })
        },
      )
        .on('error', reject)
        .end()
    })

  it('a page or data answer goes out at the cheaper level, a file at the default one; both unzip whole', async () => {
    const page = await gzipped(`/home?note=${encodeURIComponent(wordy(3000))}`)
    expect(page.encoding).toBe('gzip')
    expect(JSON.parse(page.plain.toString()).route).toBe('routes/home')
    expect(page.raw.equals(gzipSync(page.plain, { level: PAGE_GZIP_LEVEL }))).toBe(true)
    expect(page.raw.equals(gzipSync(page.plain))).toBe(false)

    const file = await gzipped('/assets/big-abc123.js')
    expect(file.encoding).toBe('gzip')
    expect(file.plain.toString()).toBe(wordy(6000))
    expect(file.raw.equals(gzipSync(file.plain))).toBe(true)
  })
})

describe("the build's precompressed copies of its files (decision 210)", () => {
  /** GET (or HEAD) of a file with the given Accept-Encoding (none when null): status, headers, raw body. */
  const fetchFile = (path: string, acceptEncoding: string | null, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      httpRequest(
        {
          host: base.hostname,
          port: base.port,
          path,
          method,
          agent: false,
          headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
          )
        },
      )
        .on('error', reject)
        .end()
    })
  const CHROMIUM = 'gzip, deflate, br, zstd'

  it('Chromium gets the Brotli copy as it is, typed as the stylesheet, cached for a year', async () => {
    const file = await fetchFile('/assets/packed-abc123.css', CHROMIUM)
    expect(file.status).toBe(200)
    expect(file.headers['content-encoding']).toBe('br')
    expect(file.headers['content-type']).toMatch(/^text\/css/)
    expect(file.headers['vary']).toMatch(/Accept-Encoding/i)
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.raw.equals(brotliCompressSync(STYLESHEET))).toBe(true)
    expect(brotliDecompressSync(file.raw).toString()).toBe(STYLESHEET)
  })

  it('a browser without Brotli gets the gzip copy; one that refuses Brotli too', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const file = await fetchFile('/assets/packed-abc123.css', accept)
      expect(file.headers['content-encoding']).toBe('gzip')
      expect(file.raw.equals(gzipSync(STYLESHEET, { level: 9 }))).toBe(true)
    }
  })

  it('a client that accepts no encoding gets the file itself', async () => {
    for (const accept of [null, 'identity']) {
      const file = await fetchFile('/assets/packed-abc123.css', accept)
      expect(file.headers['content-encoding']).toBeUndefined()
      expect(file.headers['content-type']).toMatch(/^text\/css/)
      expect(file.raw.toString()).toBe(STYLESHEET)
    }
  })

  it('HEAD names the copy it would send, without a body', async () => {
    const head = await fetchFile('/assets/packed-abc123.css', CHROMIUM, 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(STYLESHEET).length)
    expect(head.raw.length).toBe(0)
  })
})

describe('hosts (finding: an unknown Host was served as the main brand and flowed into links)', () => {
  it.each(['localhost', 'medicare.localhost', 'partner.localhost', '127.0.0.1'])(
    'serves brand host %s',
    async (name) => {
      const answer = await send('/home', { host: `${name}:${base.port}` })
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.text).url).toBe(`http://${name}:${base.port}/home`)
    },
  )

  it.each(['evil.example', 'localhost.evil.example', 'evil.example:3000', 'localhost:80@evil.example', ''])(
    'answers 421 for Host %j before any route runs',
    async (host) => {
      expectRefusalPage(await send('/home', { host }), 421, /Error code: 421 Misdirected request/)
      expectRefusalPage(
        await send('/login', { method: 'POST', host, headers: FORM, body: 'username=a&password=b' }),
        421,
        /421/,
      )
    },
  )

  it('answers 421 for an absolute-form target naming another host', async () => {
    expectRefusalPage(await send('http://evil.example/home'), 421, /421/)
  })

  it('keeps /healthz answering on any host, for probes', async () => {
    expect((await send('/healthz', { host: '10.0.0.7:3000' })).status).toBe(200)
  })

  it('builds the URL a route sees on PUBLIC_ORIGINS when set (the eBill dashboardlink and redirects use it)', async () => {
    const saved = env.publicOrigins
    env.publicOrigins = { localhost: 'https://members.example.com' }
    try {
      const answer = await send('/home?x=1', { host: `localhost:${base.port}` })
      expect(JSON.parse(answer.text).url).toBe('https://members.example.com/home?x=1')
    } finally {
      env.publicOrigins = saved
    }
  })
})

describe('forwarded headers (finding: the Origin check trusted a client-sent X-Forwarded-Host)', () => {
  it('ignores X-Forwarded-Host and -Proto without TRUST_PROXY', async () => {
    const answer = await send('/home', {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
    const seen = JSON.parse(answer.text)
    expect(seen.host).toBe(`localhost:${base.port}`)
    expect(seen.url).toBe(`http://localhost:${base.port}/home`)
  })

  it("with TRUST_PROXY, the proxy's X-Forwarded-Host is the host: a brand host is served, any other gets 421", async () => {
    const saved = env.trustProxy
    env.trustProxy = 'loopback'
    const logger = pino({ level: 'silent' })
    const server = createApp({ build, clientDir, logger: logger as Logger }).listen(0, '127.0.0.1')
    env.trustProxy = saved
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      const to = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
      const proxied = (forwardedHost: string) =>
        send('/home', {
          to,
          host: 'dashboard-1:3000',
          headers: { 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': 'https' },
        })
      const seen = JSON.parse((await proxied('partner.localhost')).text)
      expect([seen.host, seen.url]).toEqual(['partner.localhost', 'https://partner.localhost/home'])
      calls.length = 0
      expectRefusalPage(await proxied('evil.example'), 421, /421/)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  it('refuses a cross-site POST whose X-Forwarded-Host names its origin', async () => {
    const answer = await send('/resources/dismiss-alert', {
      method: 'POST',
      headers: { ...FORM, origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      body: 'alertId=a',
    })
    expectRefusalPage(answer, 403, /Error code: 403 Forbidden/)
  })
})

describe('the Origin rule on resource routes (finding: dismiss-alert and ebill-hand-off processed cross-site POSTs)', () => {
  it.each(['/resources/dismiss-alert', '/resources/ebill-hand-off', '/login'])(
    'refuses a cross-site POST to %s with the 403 page; a same-origin POST runs',
    async (path) => {
      for (const headers of [
        { ...FORM, origin: 'http://evil.example' },
        { ...FORM, origin: 'null' },
        { ...FORM, 'sec-fetch-site': 'cross-site' },
      ]) {
        const answer = await send(path, { method: 'POST', headers, body: 'alertId=a' })
        expectRefusalPage(answer, 403, /Error code: 403 Forbidden/)
        expect(answer.text).toContain('have access to this page.')
      }
      const refusedData = await send(`${path}.data`, {
        method: 'POST',
        headers: { ...FORM, origin: 'http://evil.example' },
        body: 'a=1',
      })
      expect([refusedData.status, refusedData.text]).toEqual([403, 'Forbidden'])
      const allowed = await send(path, { method: 'POST', headers: sameOrigin(), body: 'alertId=a' })
      expect(allowed.status).toBe(200)
      expect(calls.map((c) => [c.method, c.body])).toEqual([['POST', 'alertId=a']])
    },
  )
})

describe('public files (decision 179: a page address does not look on the disk first)', () => {
  it('serves the build assets for a year and the other public files for an hour', async () => {
    const asset = await send('/assets/entry-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/favicon.ico', '/brands/logo.svg']) {
      const file = await send(path)
      expect(file.status, path).toBe(200)
      expect(file.headers['cache-control'], path).toBe('public, max-age=3600')
    }
    expect(calls).toEqual([])
  })

  it('passes a page address on to the app', async () => {
    expect((await send('/home')).status).toBe(200)
    expect(calls.map((c) => c.route)).toEqual(['routes/home'])
  })
})

describe('methods (finding: PUT, DELETE and PATCH answered 500, PUT /login signed in, TRACE logged a stack)', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND'])(
    '%s gets 405 with Allow and runs nothing',
    async (method) => {
      const answer = await send('/login', {
        method,
        headers: sameOrigin(),
        body: method === 'TRACE' ? undefined : 'username=kim&password=Secret-1',
      })
      expect(answer.headers.allow).toBe('GET, HEAD, POST')
      expectRefusalPage(answer, 405, /Error code: 405 Method not allowed/)
    },
  )

  it('a POST to a page without an action gets 405 with Allow (issue 22)', async () => {
    const answer = await send('/contact-us', { method: 'POST', headers: sameOrigin(), body: 'a=1' })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })

  it('a POST to a resource route without an action (/) gets the 405 page in words, not JSON (issue 42)', async () => {
    const answer = await send('/', { method: 'POST', headers: sameOrigin(), body: 'a=1' })
    expect(answer.headers.allow).toBe('GET, HEAD')
    expectRefusalPage(answer, 405, /Error code: 405 Method not allowed/)
  })

  it.each(['GET', 'HEAD'])(
    '%s on a resource route that only takes POST gets the 405 page in words with Allow: POST (issue 51)',
    async (method) => {
      const answer = await send('/resources/vitals', { method })
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe('POST')
      expect(answer.headers['content-type']).toMatch(/text\/html/)
      if (method === 'GET') expectRefusalPage(answer, 405, /Error code: 405 Method not allowed/)
    },
  )

  it('an address that is not percent-encoded UTF-8 gets the 400 page, no stack in the log (issue 22)', async () => {
    for (const path of ['/%ff', '/login/%E0%A4%A', '/%c0%af'])
      expectRefusalPage(await send(path), 400, /Error code: 400 Bad request/)
  })

  it('HEAD and GET still reach the route', async () => {
    expect((await send('/login', { method: 'HEAD' })).status).toBe(200)
    expect((await send('/login')).status).toBe(200)
    expect(calls.map((c) => c.method)).toEqual(['HEAD', 'GET'])
  })
})

describe('content types (finding: JSON, text/plain or no content type on a form action was a 500)', () => {
  it.each([
    ['application/json', '{"username":"kim"}'],
    ['text/plain', 'username=kim'],
    [null, 'username=kim'],
  ])('%s gets 415 with the page on the actions and the resource routes', async (type, body) => {
    for (const path of ['/login', '/resources/dismiss-alert', '/resources/ebill-hand-off']) {
      const headers: Record<string, string> = { origin: `http://localhost:${base.port}` }
      if (type) headers['content-type'] = type
      expectRefusalPage(
        await send(path, { method: 'POST', headers, body }),
        415,
        /415 Unsupported media type/,
      )
    }
  })
})

describe('body size (finding: a 50 MB login POST was read, echoed twice and grew the process to 442 MB)', () => {
  const limit = () => env.maxBodyBytes

  it('passes a form body within the limit to the route as it was sent', async () => {
    const body = `username=kim&filler=${'x'.repeat(limit() - 40)}`
    const answer = await send('/login', { method: 'POST', headers: sameOrigin(), body })
    expect(answer.status).toBe(200)
    expect(calls[0].body).toBe(body)
    // Read from the body's events, the action still runs in its request's context (the id the gateway gets).
    expect(calls[0].requestId).toBe(answer.headers['x-request-id'])
  })

  it('refuses a declared length over the limit with 413; a small excess is thrown away and the connection kept', async () => {
    const body = 'a='.padEnd(limit() + 1, 'x')
    const headers = { ...sameOrigin(), connection: 'keep-alive' }
    const answer = await send('/login', { method: 'POST', headers, body })
    expectRefusalPage(answer, 413, /Error code: 413 Request too large/)
    expect(answer.headers.connection).not.toBe('close')
  })

  /** Declares `declared` bytes, sends only the first few, and takes the answer (it cannot wait for the rest). */
  const declaredOnly = (declared: number) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({
        host: base.hostname,
        port: base.port,
        path: '/login',
        method: 'POST',
        setHost: false,
        agent: false,
        headers: { host: `localhost:${base.port}`, ...sameOrigin(), 'content-length': String(declared) },
      })
      req.on('response', (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          req.destroy()
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          })
        })
      })
      req.on('error', reject)
      req.write('username=kim&password=')
    })

  it('a client that writes its whole 2 MB body before reading (fetch) gets the 413, not a broken pipe', async () => {
    const answer = await fetch(new URL('/login', base), {
      method: 'POST',
      headers: { ...FORM, origin: base.origin },
      body: `a=${'x'.repeat(2 * 1024 * 1024)}`,
    })
    expect(answer.status).toBe(413)
    expect(await answer.text()).toContain('Error code: 413 Request too large')
  })

  it('answers a declared 50 MB body at once, without waiting for it', async () => {
    expectRefusalPage(await declaredOnly(50 * 1024 * 1024), 413, /413/)
  })

  it('does not read a declared body over 64 MB at all: the connection closes after the answer', async () => {
    const answer = await declaredOnly(200 * 1024 * 1024)
    expectRefusalPage(answer, 413, /413/)
    expect(answer.headers.connection).toBe('close')
  })

  it('refuses a chunked 50 MB body with 413 once it passes the limit, without reading the rest', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    let answered = false
    const answer = await new Promise<Answer>((resolve) => {
      const req = httpRequest({
        host: base.hostname,
        port: base.port,
        path: '/login',
        method: 'POST',
        setHost: false,
        agent: false,
        headers: { host: `localhost:${base.port}`, ...sameOrigin(), 'transfer-encoding': 'chunked' },
      })
      req.on('response', (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        )
      })
      // The server closes the connection after its answer: writing on may fail, as it should.
      req.on('error', () => {})
      const pump = () => {
        while (!answered && sent < 50 * 1024 * 1024) {
          sent += chunk.length
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        req.end()
      }
      req.write('a=')
      pump()
    })
    expectRefusalPage(answer, 413, /413/)
    expect(sent).toBeLessThan(20 * 1024 * 1024)
  })

  it('answers a data request over the limit with text', async () => {
    const answer = await send('/login.data', {
      method: 'POST',
      headers: sameOrigin(),
      body: 'a='.padEnd(limit() * 2, 'x'),
    })
    expect([answer.status, answer.text]).toEqual([413, 'Request too large'])
  })
})
