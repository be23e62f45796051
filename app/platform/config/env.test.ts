import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'
import { domainForHost } from './brands'

describe('environment schema', () => {
  it('stops production without a session secret, with a clear message', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/)
  })

  it('rejects a bad gateway URL and a bad brand host map', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', GATEWAY_URL: 'not a url' })).toThrow(/GATEWAY_URL/)
    expect(() => parseEnv({ NODE_ENV: 'test', BRAND_HOSTS: 'example.com=3' })).toThrow(/BRAND_HOSTS/)
  })

  it('accepts a rotation list of secrets and generates one in development', () => {
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'new, old' }).sessionSecrets).toEqual([
      'new',
      'old',
    ])
    expect(parseEnv({ NODE_ENV: 'test' }).sessionSecrets).toHaveLength(1)
  })

  it('secure cookies in production unless COOKIE_SECURE says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' }).cookieSecure).toBe(true)
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's', COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false)
    expect(parseEnv({ NODE_ENV: 'development' }).cookieSecure).toBe(false)
  })

  it('outside systems default under the gateway URL', () => {
    const env = parseEnv({ NODE_ENV: 'test', GATEWAY_URL: 'http://gw.example/api/' })
    expect(env.gatewayUrl).toBe('http://gw.example/api')
    expect(env.crmSsoUrl).toBe('http://gw.example/api/crm/sso')
    expect(env.ebillUrl).toBe('http://gw.example/api/ebill-site')
  })
})

describe('brand from the Host header', () => {
  const hosts = parseEnv({ NODE_ENV: 'test' }).brandHosts
  it.each([
    ['localhost:3000', 1],
    ['127.0.0.1:3000', 1],
    ['medicare.localhost:3000', 2],
    ['partner.localhost', 5],
    ['unknown.example', 1],
  ])('%s is domain %i', (host, domain) => {
    expect(domainForHost(host, hosts)).toBe(domain)
  })

  it('BRAND_HOSTS overrides the defaults', () => {
    const custom = parseEnv({ NODE_ENV: 'test', BRAND_HOSTS: 'dental.example.com=5' }).brandHosts
    expect(domainForHost('dental.example.com', custom)).toBe(5)
    expect(domainForHost('partner.localhost', custom)).toBe(1)
  })
})
