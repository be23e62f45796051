/**
 * The gateway client's HTTP exchange on `node:http` / `node:https` with a keep-alive agent
 * (decision 188): undici's `fetch` cost 520-980 us of CPU per call here against 160-290 us for
 * this (a page makes 17-29 calls side by side). An answer is read whole into a Buffer (the JSON
 * answers), or handed over as a stream (`stream: true`, the PDFs).
 *
 * Kept sockets:
 * - an idle socket is closed after `IDLE_SOCKET_MS` (below common gateway keep-alive times; a
 *   shorter `Keep-Alive: timeout=` hint from the gateway wins, Node reads it), so a write is
 *   not sent on a socket the gateway is closing;
 * - a GET (or a read-only POST) whose reused socket turns out to be closed (ECONNRESET/EPIPE
 *   before any answer) is sent once more on a fresh socket, as undici does for idempotent
 *   requests; anything else fails as before (the caller maps it to 503, or 408 on time-out).
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'

const IDLE_SOCKET_MS = 4000

const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
}

export type GatewayExchange = {
  method: string
  headers: Record<string, string>
  body?: string
  signal: AbortSignal
  /** Retry once on a closed kept socket (GETs and read-only POSTs). */
  idempotent: boolean
}

export type GatewayAnswer = {
  status: number
  headers: IncomingHttpHeaders
  /** The message, to read as a stream (its body) or whole (`readAll`). */
  message: IncomingMessage
}

const closedSocket = (error: NodeJS.ErrnoException) => error.code === 'ECONNRESET' || error.code === 'EPIPE'

function once(url: URL, exchange: GatewayExchange, allowRetry: boolean): Promise<GatewayAnswer> {
  const transport = url.protocol === 'https:' ? https : http
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:']
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method: exchange.method, headers: exchange.headers, agent, signal: exchange.signal },
      (message) => resolve({ status: message.statusCode ?? 502, headers: message.headers, message }),
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (allowRetry && request.reusedSocket && closedSocket(error) && !exchange.signal.aborted)
        resolve(once(url, exchange, false))
      else reject(error)
    })
    request.end(exchange.body)
  })
}

/** Sends one request and resolves with the answer's head; rejects when no answer came. */
export function gatewayExchange(url: URL, exchange: GatewayExchange): Promise<GatewayAnswer> {
  return once(url, exchange, exchange.idempotent)
}

/** The whole body; rejects when the answer is cut (the connection closed before its end). */
export function readAll(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('end', () => (message.complete ? resolve(Buffer.concat(chunks)) : reject(new Error('cut'))))
    message.on('error', reject)
    message.on('aborted', () => reject(new Error('cut')))
  })
}

/** An answer's headers as web `Headers` (for the PDF downloads). */
export function webHeaders(headers: IncomingHttpHeaders) {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, one)
  }
  return result
}
