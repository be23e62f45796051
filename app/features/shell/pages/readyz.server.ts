import { env } from '~/platform/config/env.server'
import { redisAnswers } from '~/platform/session/redis.server'

/**
 * Readiness: 200 when the gateway answers (within 2 s) and, with REDIS_URL, Redis too (decision
 * 138), else 503, for a load balancer to send members elsewhere while they do not. Liveness is
 * /healthz. No data, no caching.
 */
export async function loader() {
  const started = performance.now()
  if (env.redisUrl && !(await redisAnswers(env.redisUrl)))
    return new Response('Session store unavailable', {
      status: 503,
      headers: { 'cache-control': 'no-store' },
    })
  try {
    const response = await fetch(`${env.gatewayUrl}/config/chat`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(2000),
    })
    if (!response.ok && response.status !== 405) throw new Error(`gateway ${response.status}`)
    return new Response('OK', {
      headers: {
        'cache-control': 'no-store',
        'x-gateway-ms': String(Math.round(performance.now() - started)),
      },
    })
  } catch {
    return new Response('Gateway unavailable', { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
