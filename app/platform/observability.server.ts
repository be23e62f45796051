/**
 * What operators may count (issue 17, decision 081): the gateway client and its cache report
 * events here; the app server's metrics (`app-server/metrics.ts`) listen and turn them into
 * Prometheus series. No dependency and nothing kept: without a listener an event costs a loop
 * over an empty set. The listeners live on globalThis under a registered symbol because the app
 * server's bundle and the Remix build each contain this module (decision 070).
 * An event may carry a raw gateway path (with a claim number...): listeners must never use it as
 * a label as it is; `app-server/metrics-labels.ts` turns it into the endpoint's pattern.
 */
export type Observation =
  /** A gateway call got an answer (any status), or none: `timeout` (408 page) / `unreachable` (503). */
  | {
      type: 'gateway-call'
      method: string
      path: string
      outcome: 'answered' | 'timeout' | 'unreachable'
      status: number | null
      seconds: number
    }
  /** A gateway answer that could not be read or broke the contract (the 502 page). */
  | { type: 'gateway-bad-answer'; method: string; path: string }
  /** A lookup in the per-token call cache; `call` is `GET <path>`. */
  | { type: 'cache'; result: 'hit' | 'miss'; call: string }
  /**
   * A web vital a browser measured (issue 45): seconds (CLS: no unit), the route id the beacon
   * named (listeners fold an id the build does not have into one label) and the brand label.
   */
  | {
      type: 'web-vital'
      name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'
      value: number
      route: string
      brand: string
    }

type Listener = (observation: Observation) => void

const KEY = Symbol.for('member-dashboard.observers')
const holder = globalThis as { [KEY]?: Set<Listener> }
const listeners = (): Set<Listener> => (holder[KEY] ??= new Set())

/** Adds a listener; answers the function that removes it. */
export function observe(listener: Listener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/** Tells every listener; a failing listener never breaks the request that reported. */
export function report(observation: Observation) {
  for (const listener of listeners()) {
    try {
      listener(observation)
    } catch {
      // metrics are best effort
    }
  }
}

/** Seconds since `started` (a `performance.now()` value). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000
