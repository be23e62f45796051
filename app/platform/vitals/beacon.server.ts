/**
 * The field vitals beacon's receiving end (issue 45, decision 220): an edge like the others. The
 * app server has already refused other origins (403), other body types (415), other methods (405)
 * and bodies over MAX_BODY_BYTES (413); here a body over BEACON_MAX_BYTES is refused (413) unread,
 * anything that is not a beacon gets a 400, and a client over its allowance gets the 204 it would
 * have got, its beacon dropped. An accepted beacon becomes one observation per vital
 * (`~/platform/observability.server`), labelled with the route id it names (the metrics fold any
 * id the build does not have into one label) and the brand of the Host: nothing of the member,
 * the session or the address is read or kept.
 */
import { getClientIPAddress } from 'remix-utils/get-client-ip-address'
import { LRUCache } from 'lru-cache'
import { brandForRequest } from '~/platform/config/brand.server'
import { DOMAIN } from '~/platform/config/brands'
import { env } from '~/platform/config/env.server'
import { report } from '~/platform/observability.server'
import { BEACON_MAX_BYTES, parseBeacon, VITAL_NAMES } from './beacon'

const WINDOW_MS = 60_000

/** The brand label: `main`, `medicare`, `partner` (the README's brand table). */
const BRAND_LABELS = Object.fromEntries(
  Object.entries(DOMAIN).map(([name, domainId]) => [domainId, name.toLowerCase()]),
) as Record<number, string>

// Bounded: a flood of addresses evicts the oldest counters, never grows the process.
const counters = new LRUCache<string, { count: number; resetAt: number }>({ max: 10_000 })

function allowed(request: Request): boolean {
  const key = getClientIPAddress(request) ?? 'unknown'
  const now = Date.now()
  const counter = counters.get(key)
  if (!counter || counter.resetAt <= now) {
    counters.set(key, { count: 1, resetAt: now + WINDOW_MS })
    return true
  }
  counter.count += 1
  return counter.count <= env.vitalsBeaconsPerMinute
}

/** For tests: every client's allowance back. @internal (a test seam: knip's production check skips it) */
export function resetBeaconAllowances() {
  counters.clear()
}

const answer = (status: number, text?: string) =>
  new Response(text ?? null, {
    status,
    headers: text ? { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } : {},
  })

export async function receiveBeacon(request: Request): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > BEACON_MAX_BYTES) return answer(413, 'A web vitals beacon is smaller than this.\n')
  if (!allowed(request)) return answer(204)
  const body = await request.text().catch(() => null)
  const beacon = body === null ? null : parseBeacon(body)
  if (!beacon) return answer(400, 'Not a web vitals beacon.\n')
  const brand = BRAND_LABELS[brandForRequest(request).domainId] ?? 'unknown'
  for (const name of VITAL_NAMES) {
    const value = beacon.vitals[name]
    if (value === undefined) continue
    report({
      type: 'web-vital',
      name,
      value: name === 'CLS' ? value : value / 1000,
      route: beacon.route,
      brand,
    })
  }
  return answer(204)
}
