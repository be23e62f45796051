import { env } from '~/platform/config/env.server'

/** 200 when the app and its gateway answer; 503 otherwise. No data, no caching. */
export async function loader() {
  const started = performance.now()
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
