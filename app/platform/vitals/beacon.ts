/**
 * The field vitals beacon (issue 45, decision 220): what the browser sends once per page view and
 * what the server accepts of it. Pure (no I/O), shared by the browser (`field-vitals.ts`) and the
 * beacon's route (`beacon.server.ts`).
 *
 * The body is a small urlencoded form (a CORS-safelisted type, so `navigator.sendBeacon` sends it
 * as any form is sent, through the app server's Origin rule and form-body check): `route`, the
 * Remix route id of the page the document loaded with, and one field per vital. No address, no
 * member, no query string: the route id is checked against the build's ids by the metrics, which
 * fold any other into one label.
 */

/** The Core Web Vitals and the two loading vitals beside them, as web-vitals names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalName = (typeof VITAL_NAMES)[number]

/** The largest value taken of each (milliseconds; CLS has no unit): anything above is not a measurement. */
export const VITAL_MAX: Record<VitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
  FCP: 120_000,
  TTFB: 120_000,
}

/** Where the browser posts the beacon (`routes/resources.vitals.tsx`). */
export const BEACON_PATH = '/resources/vitals'
/** The largest body read (a full beacon is about 150 bytes). */
export const BEACON_MAX_BYTES = 512
/** A route id as Remix writes them (`routes/_member.claims.$claimNumber`), bounded. */
const ROUTE_ID = /^(root|routes\/[\w.$()[\]-]{1,120})$/
/** A plain decimal: no exponent, sign, hex, `Infinity` or `NaN`. */
const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/

export type Beacon = { route: string; vitals: Partial<Record<VitalName, number>> }

const isVitalName = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name)

/** The beacon's body for a page's route id and the vitals measured (rounded: no fingerprint in the digits). */
export function encodeBeacon(route: string, vitals: Partial<Record<VitalName, number>>): string {
  const fields = new URLSearchParams({ route })
  for (const name of VITAL_NAMES) {
    const value = vitals[name]
    if (value === undefined || !Number.isFinite(value) || value < 0) continue
    fields.set(name, name === 'CLS' ? value.toFixed(4) : value.toFixed(1))
  }
  return fields.toString()
}

/**
 * The beacon in `body`, or null when it is not one: a field that is not `route` or a known vital,
 * a field given twice, a route that is not written as a route id, a value that is not a plain
 * finite number in its range, or no vital at all.
 */
export function parseBeacon(body: string): Beacon | null {
  if (body.length > BEACON_MAX_BYTES) return null
  let fields: URLSearchParams
  try {
    fields = new URLSearchParams(body)
  } catch {
    return null
  }
  let route: string | null = null
  const vitals: Partial<Record<VitalName, number>> = {}
  const seen = new Set<string>()
  for (const [name, value] of fields) {
    if (seen.has(name)) return null
    seen.add(name)
    if (name === 'route') {
      if (!ROUTE_ID.test(value)) return null
      route = value
      continue
    }
    if (!isVitalName(name) || !DECIMAL.test(value)) return null
    const number = Number(value)
    if (!Number.isFinite(number) || number > VITAL_MAX[name]) return null
    vitals[name] = number
  }
  if (route === null || Object.keys(vitals).length === 0) return null
  return { route, vitals }
}
