import { env } from '~/platform/config/env.server'

/**
 * Liveness: 200 while the process serves requests, whatever the gateway does, so an orchestrator
 * never restarts healthy dashboards over an upstream outage (the Docker HEALTHCHECK). Whether the
 * gateway answers is readiness: /readyz. No data, no caching. One exception (decision 106): under
 * `npm start` with the sandbox gateway embedded (EMBEDDED_GATEWAY=true, the demo image), that
 * gateway is part of the same unit, so /healthz is 503 while it is down (being restarted).
 */
export async function loader() {
  const headers = { 'cache-control': 'no-store' }
  if (env.embeddedGateway) {
    try {
      const response = await fetch(`${env.gatewayUrl}/config/chat`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(1000),
      })
      if (!response.ok && response.status !== 405) throw new Error(`gateway ${response.status}`)
    } catch {
      return new Response('Embedded sandbox gateway down', { status: 503, headers })
    }
  }
  return new Response('OK', { headers })
}
