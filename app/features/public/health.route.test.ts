import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { env } from '~/platform/config/env.server'
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
    const response = await healthz()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(gateway.stats.calls).toHaveLength(0)
  })

  it.each(gatewayStates)(
    'with the sandbox gateway embedded (npm start), /healthz follows it when it %s',
    async (name, state) => {
      answer({ 'HEAD config/chat': state })
      env.embeddedGateway = true
      try {
        const response = await healthz()
        expect(response.status).toBe(name === 'answers' ? 200 : 503)
        expect(response.headers.get('cache-control')).toBe('no-store')
      } finally {
        env.embeddedGateway = false
      }
    },
  )

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
