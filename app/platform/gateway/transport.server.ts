/**
 * The one transport to the member API (spec section 7), under `createMemberApi`'s per-area slices:
 * - Base URL from GATEWAY_URL; every request carries `Authorization: Bearer <token>` from the
 *   session unless a header is already set.
 * - A time-out (GATEWAY_TIMEOUT_MS) becomes a 408; an unreachable gateway a 503; an answer that
 *   does not match the shared contract a 502. Errors are `GatewayError` with the status.
 * - GET results are cached per method and arguments and per token (`memberCache`); any successful
 *   write clears the token's cached entries.
 * Its own module, so the slices (`./api/<area>.server.ts`) and the client that assembles them do
 * not import each other in a circle.
 */
import { Readable } from 'node:stream'
import { z } from 'zod'
import { env } from '~/platform/config/env.server'
import { createMemberCache, type CacheArgument } from './cache.server'
import * as c from '@member-dashboard/contract'
import { GatewayError } from './errors'
import { gatewayExchange, readAll, webHeaders, type GatewayAnswer } from './http.server'
import { currentRequest } from '~/platform/security/request-context.server'
import { report, secondsSince } from '~/platform/observability.server'
import { recordGatewayCall } from '~/platform/server-timing.server'
/** Connection errors after the request may have been sent (others: no connection was made). */
const CUT_IN_TRANSIT = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED'])

export const memberCache = createMemberCache({ ttlMs: env.cacheTtlMs, max: env.cacheMaxEntries })

type Query = Record<string, CacheArgument | undefined | null>
type CallOptions = {
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  cache?: boolean
  /** A POST that only reads (pcp/search): it leaves the member's cache alone. */
  readOnly?: boolean
}

export type GatewayClientOptions = {
  token: string | null
  baseUrl?: string
  timeoutMs?: number
  cache?: typeof memberCache
}

export function createGatewayClient(options: GatewayClientOptions) {
  const baseUrl = (options.baseUrl ?? env.gatewayUrl).replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? env.gatewayTimeoutMs
  const cache = options.cache ?? memberCache
  const token = options.token

  /** A path under the gateway prefix, or an absolute URL from configuration (accreditation, chat config). */
  function urlFor(path: string, query?: Query) {
    const url = /^https?:\/\//.test(path) ? new URL(path) : new URL(`${baseUrl}/${path}`)
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue
      url.searchParams.set(name, value instanceof Date ? value.toISOString().slice(0, 10) : String(value))
    }
    return url
  }

  /** One exchange with the gateway: the answer's head when it is a success, else a `GatewayError`. */
  async function exchange(method: string, path: string, opts: CallOptions): Promise<GatewayAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/json, application/pdf, text/plain',
      ...opts.headers,
    }
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization') && token) {
      headers.authorization = `Bearer ${token}`
    }
    // The dashboard's request id travels with every gateway call (logs on both sides match up).
    const requestId = currentRequest()?.requestId
    if (requestId) headers['x-request-id'] = requestId
    // The member's browser, which the gateway records with sign-ins (issue 23).
    const userAgent = currentRequest()?.userAgent
    if (userAgent) headers[c.clientUserAgentHeader] = userAgent
    // The member's language, so a gateway that localizes what it sends can (issue 26).
    const language = currentRequest()?.language
    if (language) headers['accept-language'] = language
    let body: string | undefined
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(opts.body)
    }
    let answer: GatewayAnswer
    const started = performance.now()
    try {
      answer = await gatewayExchange(urlFor(path, opts.query), {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        idempotent: method === 'GET' || opts.readOnly === true,
      })
    } catch (error) {
      recordGatewayCall(started)
      const name = (error as Error)?.name
      const status = name === 'TimeoutError' || name === 'AbortError' ? 408 : 503
      const outcome = status === 408 ? 'timeout' : 'unreachable'
      report({ type: 'gateway-call', method, path, outcome, status: null, seconds: secondsSince(started) })
      // A connection never made sent nothing; a connection cut may have (decision 216).
      const code = (error as { code?: string })?.code ?? ''
      const unanswered = status === 408 ? null : CUT_IN_TRANSIT.has(code) ? 'cut' : 'not-sent'
      throw new GatewayError({ status, path, method, unanswered })
    }
    recordGatewayCall(started)
    const answered = { outcome: 'answered', status: answer.status, seconds: secondsSince(started) } as const
    report({ type: 'gateway-call', method, path, ...answered })
    if (answer.status < 200 || answer.status > 299) {
      let errorBody: GatewayError['body'] = null
      try {
        const parsed = c.gatewayErrorBody
          .partial()
          .safeParse(JSON.parse((await readAll(answer.message)).toString()))
        if (parsed.success) errorBody = parsed.data
      } catch {
        // not a JSON error body
      }
      throw new GatewayError({ status: answer.status, path, method, body: errorBody })
    }
    if (method !== 'GET' && !opts.readOnly) await cache.clearToken(token)
    return answer
  }

  /** A call whose answer is handed on as it is (the PDFs): a web `Response` streaming the body. */
  async function send(method: string, path: string, opts: CallOptions): Promise<Response> {
    const answer = await exchange(method, path, opts)
    const body = answer.status === 204 ? null : (Readable.toWeb(answer.message) as ReadableStream)
    return new Response(body, { status: answer.status, headers: webHeaders(answer.headers) })
  }

  async function parsed<S extends z.ZodTypeAny>(
    answer: GatewayAnswer,
    schema: S,
    path: string,
    method: string,
  ) {
    const type = answer.headers['content-type'] ?? ''
    let value: unknown
    try {
      const text = (await readAll(answer.message)).toString()
      if (answer.status === 204) value = undefined
      else if (type.includes('application/json')) value = JSON.parse(text)
      else value = text
    } catch {
      // Not JSON after all, or the connection closed mid-answer: a bad answer (502).
      report({ type: 'gateway-bad-answer', method, path })
      throw new GatewayError({ status: 502, path, method, message: `Gateway ${path} answered unreadably` })
    }
    const result = schema.safeParse(value)
    if (!result.success) {
      report({ type: 'gateway-bad-answer', method, path })
      throw new GatewayError({ status: 502, path, method, message: `Gateway ${path} answered off contract` })
    }
    return result.data as z.infer<S>
  }

  function cachedArgs(query?: Query): CacheArgument[] {
    return Object.entries(query ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([k, v]) => [k, v as CacheArgument])
  }

  /** A cached GET parsed with its contract schema. */
  function get<S extends z.ZodTypeAny>(path: string, schema: S, opts: CallOptions = {}): Promise<z.infer<S>> {
    const load = async () => parsed(await exchange('GET', path, opts), schema, path, 'GET')
    if (opts.cache === false) return load()
    return cache.memo(token, `GET ${path}`, cachedArgs(opts.query), load)
  }

  async function write<S extends z.ZodTypeAny>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: S,
    opts: CallOptions = {},
  ) {
    return parsed(await exchange(method, path, opts), schema, path, method) as Promise<z.infer<S>>
  }

  return { token, get, write, send, urlFor }
}

export type GatewayClient = ReturnType<typeof createGatewayClient>

/** The schema of a write whose answer the spec does not show. */
export const anything = z.unknown()
