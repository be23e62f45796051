/**
 * Graceful shutdown (issue 17) of a real process: the app server's shutdownGracefully and
 * closeRedis, bundled with esbuild into a small server that has a slow route and one Redis
 * connection (to a fake Redis that records the commands it gets). The app-level test with the
 * built dashboard is in tests/hardening (SIGTERM during a hanging gateway call).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer as createTcpServer } from 'node:net'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(__dirname, '..')
let dir: string
let entry: string
const children = new Set<ChildProcess>()
const servers = new Set<{ close: () => unknown }>()

const serverSource = `
import { createServer } from 'node:http'
import { redisClient, closeRedis } from '~/platform/session/redis.server'
import { createLogger } from './app-server/logger'
import { shutdownGracefully } from './app-server/shutdown'

const redis = redisClient(process.env.REDIS_URL)
await redis.ping()
const server = createServer((req, res) => {
  const ms = Number(new URL(req.url, 'http://x').searchParams.get('ms') ?? 0)
  setTimeout(() => res.end('done after ' + ms), ms)
})
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })))
shutdownGracefully(server, {
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS),
  logger: createLogger('silent'),
  beforeExit: async () => {
    await closeRedis()
    console.log(JSON.stringify({ redisClosed: true }))
  },
})
`

beforeAll(async () => {
  // Inside the repository, so the bundle's external packages (ioredis, pino) resolve from its node_modules.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true })
  dir = mkdtempSync(join(root, 'node_modules/.cache/shutdown-test-'))
  entry = join(dir, 'server.mjs')
  await build({
    stdin: { contents: serverSource, resolveDir: root, loader: 'ts', sourcefile: 'shutdown-server.ts' },
    tsconfig: join(root, 'tsconfig.json'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outfile: entry,
    logLevel: 'error',
  })
})

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const server of servers) server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A fake Redis (RESP): answers INFO, PING and QUIT, and records every command it gets. */
async function fakeRedis() {
  const commands: string[] = []
  const server = createTcpServer((socket) => {
    socket.on('data', (data) => {
      const parts = data.toString().split('\r\n')
      for (let i = 0; i < parts.length; i++) {
        if (!parts[i].startsWith('*')) continue
        const command = parts[i + 2]?.toUpperCase()
        commands.push(command)
        if (command === 'INFO') {
          const info = 'redis_version:7.0.0\r\nloading:0\r\n'
          socket.write(`$${info.length}\r\n${info}\r\n`)
        } else if (command === 'QUIT') {
          socket.end('+OK\r\n')
        } else {
          socket.write(command === 'PING' ? '+PONG\r\n' : '+OK\r\n')
        }
      }
    })
    socket.on('error', () => {})
  })
  servers.add(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}/0`, commands }
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.add(child)
  const lines: Record<string, unknown>[] = []
  const exited = new Promise<{ code: number | null; at: number }>((r) =>
    child.once('exit', (code) => r({ code, at: Date.now() })),
  )
  const port = await new Promise<number>((resolvePort, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        const parsed = JSON.parse(line) as Record<string, unknown>
        lines.push(parsed)
        if (typeof parsed.port === 'number') resolvePort(parsed.port)
      }
    })
    child.once('exit', () => reject(new Error('the server exited before listening')))
  })
  return { child, port, lines, exited }
}

/** A GET on a new connection (no keep-alive reuse): its status and body, or the error's code. */
function get(port: number, path: string) {
  return new Promise<{ status?: number; body?: string; error?: string }>((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (c: string) => (body += c))
      res.on('end', () => done({ status: res.statusCode, body }))
    })
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }))
    req.end()
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections, quits Redis and exits 0', async () => {
    const redis = await fakeRedis()
    const app = await startServer({ REDIS_URL: redis.url, SHUTDOWN_TIMEOUT_MS: '5000' })
    expect(redis.commands).toContain('PING')
    const slow = get(app.port, '/?ms=1500')
    await sleep(300)
    const sentAt = Date.now()
    app.child.kill('SIGTERM')
    await sleep(200)
    expect((await get(app.port, '/')).error).toBe('ECONNREFUSED')
    expect(await slow).toEqual({ status: 200, body: 'done after 1500' })
    const { code, at } = await app.exited
    expect(code).toBe(0)
    expect(at - sentAt).toBeLessThan(5_000)
    expect(redis.commands).toContain('QUIT')
    expect(app.lines).toContainEqual({ redisClosed: true })
  })

  it('closes what is still open after SHUTDOWN_TIMEOUT_MS and exits 0', async () => {
    const redis = await fakeRedis()
    const app = await startServer({ REDIS_URL: redis.url, SHUTDOWN_TIMEOUT_MS: '800' })
    const endless = get(app.port, '/?ms=60000')
    await sleep(300)
    const sentAt = Date.now()
    app.child.kill('SIGTERM')
    const { code, at } = await app.exited
    expect(code).toBe(0)
    expect(at - sentAt).toBeGreaterThanOrEqual(700)
    expect(at - sentAt).toBeLessThan(5_000)
    expect((await endless).error).toBe('ECONNRESET')
    expect(redis.commands).toContain('QUIT')
  })
})
