import { describe, expect, it } from 'vitest'
import { BEACON_MAX_BYTES, encodeBeacon, parseBeacon } from './beacon'

describe('the field vitals beacon', () => {
  it('round-trips a page view, rounded', () => {
    const body = encodeBeacon('routes/_member.home', {
      LCP: 1234.5678,
      INP: 48,
      CLS: 0.012345,
      FCP: 800.04,
      TTFB: 95.55,
    })
    expect(body).toBe('route=routes%2F_member.home&LCP=1234.6&INP=48.0&CLS=0.0123&FCP=800.0&TTFB=95.5')
    expect(parseBeacon(body)).toEqual({
      route: 'routes/_member.home',
      vitals: { LCP: 1234.6, INP: 48, CLS: 0.0123, FCP: 800, TTFB: 95.5 },
    })
  })

  it('leaves out what was not measured or is not a number', () => {
    expect(encodeBeacon('root', { LCP: Number.NaN, INP: -1, FCP: 10 })).toBe('route=root&FCP=10.0')
    expect(parseBeacon('route=root&FCP=10.0')).toEqual({ route: 'root', vitals: { FCP: 10 } })
  })

  it.each([
    ['no vital', 'route=root'],
    ['no route', 'LCP=100'],
    ['an unknown name', 'route=root&LCP=100&FID=3'],
    ['a name twice', 'route=root&LCP=100&LCP=200'],
    ['a route given twice', 'route=root&route=routes/login&LCP=1'],
    ['a path for a route', 'route=/home&LCP=100'],
    ['a URL for a route', 'route=https://evil.example/?email=a@b.c&LCP=100'],
    ['a route with a query', 'route=routes/login?user=avery&LCP=100'],
    ['Infinity', 'route=root&LCP=Infinity'],
    ['NaN', 'route=root&LCP=NaN'],
    ['an exponent', 'route=root&LCP=1e308'],
    ['a negative value', 'route=root&INP=-5'],
    ['hex', 'route=root&INP=0x10'],
    ['an empty value', 'route=root&INP='],
    ['too large an LCP', 'route=root&LCP=120001'],
    ['too large a CLS', 'route=root&CLS=10.5'],
    ['control characters', 'route=routes/login%00&LCP=1'],
    ['a long body', `route=root&LCP=1&${'x'.repeat(BEACON_MAX_BYTES)}`],
    ['JSON', '{"route":"root","LCP":1}'],
  ])('refuses %s', (_, body) => {
    expect(parseBeacon(body)).toBeNull()
  })
})
