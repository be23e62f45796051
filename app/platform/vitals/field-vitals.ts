/**
 * Field vitals (issue 45, decision 220): the browser measures LCP, INP, CLS, FCP and TTFB with
 * web-vitals and posts them once per page view to BEACON_PATH with `navigator.sendBeacon`, when
 * the page is hidden (the member leaves it, switches tab or closes it). web-vitals (3 kB gzipped)
 * is fetched only once the page is idle after hydration (`startFieldVitals` runs in `whenIdle`),
 * so no page's first load carries it; without JavaScript nothing is measured or sent.
 */
import type { MetricType } from 'web-vitals'
import { BEACON_PATH, encodeBeacon, type VitalName } from './beacon'

/** Starts measuring for the page view of the document loaded with route `routeId`. */
export function startFieldVitals(routeId: string) {
  if (typeof navigator.sendBeacon !== 'function') return
  void import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const vitals: Partial<Record<VitalName, number>> = {}
      let sent = false
      const keep = (metric: MetricType) => {
        vitals[metric.name] = metric.value
      }
      for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep)
      // web-vitals settles LCP, CLS and INP in its own capturing listeners on the way down; this
      // one runs on the way back up (the event bubbles from the document), after them. Leaving the
      // page fires it too (a document being unloaded becomes hidden after its pagehide).
      const send = () => {
        if (sent || document.visibilityState !== 'hidden' || Object.keys(vitals).length === 0) return
        sent = true
        const body = new URLSearchParams(encodeBeacon(routeId, vitals))
        try {
          navigator.sendBeacon(BEACON_PATH, body)
        } catch {
          // a refused beacon is a lost measurement, nothing more
        }
      }
      addEventListener('visibilitychange', send)
    },
    () => {
      // the chunk did not load (offline, a new build): no measurement for this page view
    },
  )
}
