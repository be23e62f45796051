/**
 * Where a request's time goes, for the `Server-Timing` header (issue 14, decision 112): the app
 * server's middleware (app-server/middleware/server-timing.ts) opens one record per request; the
 * gateway client adds each call's start and end, the document renderer (entry.server.tsx) its
 * render time. Kept on globalThis under a registered symbol because the app server's bundle and the
 * Remix build each contain this module (as request-context.server.ts). Outside a request (tests,
 * the Vite dev server) nothing is recorded.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestTiming = {
  /** performance.now() when the request reached the app server. */
  started: number
  /** [start, end] of every gateway call answered or failed during the request. */
  gatewayCalls: [number, number][]
  /** The document's render until its shell was ready (or all of it, for a bot): milliseconds. */
  renderMs: number | null
}

const KEY = Symbol.for('member-dashboard.server-timing')
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestTiming> }
const storage: AsyncLocalStorage<RequestTiming> = (holder[KEY] ??= new AsyncLocalStorage<RequestTiming>())

/** Runs `rest` (the rest of the request) with a fresh timing record, which it is given. */
export function withRequestTiming(rest: (timing: RequestTiming) => void) {
  const timing: RequestTiming = { started: performance.now(), gatewayCalls: [], renderMs: null }
  storage.run(timing, () => rest(timing))
}

/** A gateway call that started at `started` (performance.now()) ended now. */
export function recordGatewayCall(started: number) {
  storage.getStore()?.gatewayCalls.push([started, performance.now()])
}

/** The document render took `ms`. */
export function recordRender(ms: number) {
  const timing = storage.getStore()
  if (timing) timing.renderMs = ms
}

/** Milliseconds during which at least one call was in flight (parallel calls count once). */
export function wallClock(intervals: readonly [number, number][]) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0])
  let total = 0
  let end = -Infinity
  for (const [s, e] of sorted) {
    if (e <= end) continue
    total += e - Math.max(s, end)
    end = e
  }
  return total
}

/**
 * Round trips one after the other: the longest chain of calls each starting after the previous
 * one ended. Calls started together count once; a loader that waits for one call's answer to make
 * the next (a waterfall) shows 2.
 */
export function rounds(intervals: readonly [number, number][]) {
  const byEnd = [...intervals].sort((a, b) => a[1] - b[1])
  const depth: number[] = []
  byEnd.forEach(([start], i) => {
    let best = 0
    for (let j = 0; j < i; j++) if (byEnd[j][1] <= start) best = Math.max(best, depth[j])
    depth.push(best + 1)
  })
  return Math.max(0, ...depth)
}

const ms = (value: number) => Math.round(value * 10) / 10

/**
 * The header's value: `gateway` is the wall-clock time of the request's gateway calls (what the
 * member waited for), described by the number of calls, of rounds (calls one after the other)
 * and the summed time (how much ran in parallel); `render` the document render (absent for
 * redirects and data requests); `total` up to now.
 */
export function serverTimingValue(timing: RequestTiming, now = performance.now()) {
  const calls = timing.gatewayCalls
  const summed = calls.reduce((sum, [s, e]) => sum + (e - s), 0)
  const depth = rounds(calls)
  const count = `${calls.length} call${calls.length === 1 ? '' : 's'}`
  const desc =
    calls.length > 1 ? `${count} in ${depth} round${depth === 1 ? '' : 's'}, ${ms(summed)} ms summed` : count
  const parts = [`gateway;dur=${ms(wallClock(calls))};desc="${desc}"`]
  if (timing.renderMs !== null) parts.push(`render;dur=${ms(timing.renderMs)}`)
  parts.push(`total;dur=${ms(now - timing.started)}`)
  return parts.join(', ')
}
