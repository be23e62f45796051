#!/usr/bin/env node
/**
 * A round-robin HTTP balancer for the compose demo (decision 083): one port in front of several
 * dashboard instances that share their sessions through Redis, so any instance can answer any
 * request. Demo only: a real set-up puts the platform's load balancer here.
 *   BALANCER_PORT (3000), BALANCER_BACKENDS (comma list of base URLs, e.g. http://dashboard-1:3000)
 * It passes the Host header on, adds X-Forwarded-For/-Proto (the dashboards trust one hop,
 * TRUST_PROXY=1), names the instance that answered in `x-served-by`, and skips an instance that
 * cannot be reached (tries the next one). SIGTERM: stops accepting, exits when idle (10 s max).
 */
import { createServer, request } from 'node:http'

const port = Number(process.env.BALANCER_PORT ?? 3000)
const backends = (process.env.BALANCER_BACKENDS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((url) => new URL(url))
if (backends.length === 0) {
  console.error('[balancer] BALANCER_BACKENDS is empty')
  process.exit(1)
}
let next = 0
/** A stopped instance: refused, or (compose networks) its name no longer resolves. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])

const server = createServer((req, res) => {
  const body = []
  req.on('data', (chunk) => body.push(chunk))
  req.on('end', () => forward(req, res, Buffer.concat(body), 0))
})

function forward(req, res, body, attempt) {
  const backend = backends[next++ % backends.length]
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
  const upstream = request(
    {
      host: backend.hostname,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': backend.host })
      answer.pipe(res)
    },
  )
  upstream.on('error', (error) => {
    if (!res.headersSent && UNREACHABLE.has(error.code) && attempt + 1 < backends.length)
      return forward(req, res, body, attempt + 1)
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway\n')
    else res.destroy()
  })
  upstream.end(body)
}

server.listen(port, '0.0.0.0', () =>
  console.log(JSON.stringify({ msg: 'balancer listening', port, backends: backends.map((b) => b.host) })),
)
process.on('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
})
