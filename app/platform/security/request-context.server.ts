/**
 * The request being served, for code that has no `request` at hand (the gateway client adds the
 * request id to its calls). The app server (app-server/) runs each request inside `run`; the app
 * server's bundle and the Remix build each include this module, so the storage is kept on
 * globalThis under a registered symbol and both see the same one.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Language } from '~/platform/i18n/languages'

export type RequestContext = {
  requestId: string
  cspNonce: string
  /** Set by an attempt limit: the app server answers it as `Retry-After` on the 429. */
  retryAfterSeconds?: number
  /**
   * The browser's User-Agent header (bounded): stored with a new session for the member's list of
   * sessions, and passed on to the gateway, which records the device of sign-ins (issue 23).
   */
  userAgent?: string
  /** The member's language (decision 189), passed on to the gateway as `Accept-Language`. */
  language?: Language
}

const KEY = Symbol.for('member-dashboard.request-context')
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> }
export const requestContextStorage: AsyncLocalStorage<RequestContext> = (holder[KEY] ??=
  new AsyncLocalStorage<RequestContext>())

/** The current request's context, or undefined outside a request (tests, start-up). */
export function currentRequest(): RequestContext | undefined {
  return requestContextStorage.getStore()
}

/** A request id is safe to pass on only when it is short and plain (it may come from a proxy). */
export function isSafeRequestId(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[\w.:-]{8,64}$/.test(value)
}
