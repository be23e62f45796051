import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { observe, type Observation } from '~/platform/observability.server'
import { env } from '~/platform/config/env.server'
import { receiveBeacon, resetBeaconAllowances } from './beacon.server'

const seen: Observation[] = []
let stop: () => void
beforeEach(() => {
  resetBeaconAllowances()
  stop = observe((o) => seen.push(o))
})
afterEach(() => {
  stop()
  seen.length = 0
})

const beacon = (
  body: string,
  { host = 'localhost:3000', from = '10.0.0.1', length }: Record<string, string> = {},
) =>
  receiveBeacon(
    new Request(`http://${host}/resources/vitals`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': from,
        ...(length ? { 'content-length': length } : {}),
      },
      body,
    }),
  )

describe('the field vitals beacon route', () => {
  it('reports each vital in seconds (CLS as it is) with the route id and the brand of the host', async () => {
    const answer = await beacon('route=routes/_member.home&LCP=2100&INP=120&CLS=0.05&FCP=900&TTFB=80')
    expect(answer.status).toBe(204)
    expect(seen).toEqual([
      { type: 'web-vital', name: 'LCP', value: 2.1, route: 'routes/_member.home', brand: 'main' },
      { type: 'web-vital', name: 'INP', value: 0.12, route: 'routes/_member.home', brand: 'main' },
      { type: 'web-vital', name: 'CLS', value: 0.05, route: 'routes/_member.home', brand: 'main' },
      { type: 'web-vital', name: 'FCP', value: 0.9, route: 'routes/_member.home', brand: 'main' },
      { type: 'web-vital', name: 'TTFB', value: 0.08, route: 'routes/_member.home', brand: 'main' },
    ])
    await beacon('route=routes/login&LCP=1', { host: 'partner.localhost:3000' })
    expect(seen.at(-1)).toMatchObject({ brand: 'partner' })
  })

  it('refuses what is not a beacon (400) and a body larger than a beacon (413), reporting nothing', async () => {
    expect((await beacon('route=root&LCP=Infinity')).status).toBe(400)
    expect((await beacon('route=/home?email=a@b.c&LCP=1')).status).toBe(400)
    expect((await beacon(`route=root&LCP=1&pad=${'x'.repeat(600)}`, { length: '620' })).status).toBe(413)
    expect(seen).toEqual([])
  })

  it('answers 204 to a client over its allowance and drops its beacons; other clients go on', async () => {
    for (let i = 0; i < env.vitalsBeaconsPerMinute; i++)
      expect((await beacon('route=root&FCP=1')).status).toBe(204)
    expect(seen).toHaveLength(env.vitalsBeaconsPerMinute)
    expect((await beacon('route=root&FCP=1')).status).toBe(204)
    expect(seen).toHaveLength(env.vitalsBeaconsPerMinute)
    expect((await beacon('route=root&FCP=1', { from: '10.0.0.2' })).status).toBe(204)
    expect(seen).toHaveLength(env.vitalsBeaconsPerMinute + 1)
  })
})
