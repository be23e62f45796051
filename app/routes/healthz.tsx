/**
 * Liveness: 200 while the process serves requests, whatever the gateway does, so an orchestrator
 * never restarts healthy dashboards over an upstream outage (the Docker HEALTHCHECK). Whether the
 * gateway answers is readiness: /readyz. No data, no caching.
 */
export function loader() {
  return new Response('OK', { headers: { 'cache-control': 'no-store' } })
}
