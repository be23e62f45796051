import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as healthz } from '~/routes/healthz'
import { loader as readyz } from '~/routes/readyz'
import { gatewayError, startFakeGateway, type Answer } from '../../../tests/fake-gateway'

const answer = startFakeGateway()

const gatewayStates: [string, Answer][] = [
  ['answers', {}],
  ['answers 503', () => gatewayError(503, 'Down for maintenance')],
  ['is unreachable', () => HttpResponse.error()],
]

describe('/healthz (liveness) and /readyz (readiness)', () => {
  it.each(gatewayStates)('/healthz answers 200 without asking the gateway when the gateway %s', async (_, state) => {
    const gateway = answer({ 'HEAD config/chat': state })
    const response = healthz()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(gateway.stats.calls).toHaveLength(0)
  })

  it('/readyz answers 200 when the gateway answers', async () => {
    answer({ 'HEAD config/chat': {} })
    const response = await readyz()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it.each(gatewayStates.slice(1))('/readyz answers 503 when the gateway %s', async (_, state) => {
    answer({ 'HEAD config/chat': state })
    const response = await readyz()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
