import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'
import { domainForHost, isBrandHost, publicOriginFor } from './brands'

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

  it('takes the accreditation, chat config and chat site URLs from configuration, else the gateway', () => {
    const defaults = parseEnv({ NODE_ENV: 'test', GATEWAY_URL: 'https://gw.example.com/member/v1/' })
    expect(defaults.accreditationUrl).toBe('https://gw.example.com/member/v1/config/accreditation')
    expect(defaults.chatConfigUrl).toBe('https://gw.example.com/member/v1/config/chat')
    expect(defaults.chatUrl).toBe('https://gw.example.com/member/v1/chat')
    const set = parseEnv({
      NODE_ENV: 'test',
      ACCREDITATION_URL: 'https://cms.example.com/accreditation.json',
      CHAT_CONFIG_URL: 'https://chat.example.com/config',
      CHAT_URL: 'https://chat.example.com/start',
    })
    expect([set.accreditationUrl, set.chatConfigUrl, set.chatUrl]).toEqual([
      'https://cms.example.com/accreditation.json',
      'https://chat.example.com/config',
      'https://chat.example.com/start',
    ])
    expect(() => parseEnv({ NODE_ENV: 'test', CHAT_URL: 'not a url' })).toThrow(/CHAT_URL/)
  })

  it('secure cookies in production unless COOKIE_SECURE says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' }).cookieSecure).toBe(true)
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's', COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false)
    expect(parseEnv({ NODE_ENV: 'development' }).cookieSecure).toBe(false)
  })

  it('npm start with its sandbox: Secure cookies except plain HTTP on loopback hosts (decision 240)', () => {
    const sandbox = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's', EMBEDDED_GATEWAY: 'true' })
    expect([sandbox.cookieSecureMode, sandbox.cookieSecure]).toEqual(['auto', true])
    const production = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' })
    expect(production.cookieSecureMode).toBe('true')
    expect(() => parseEnv({ NODE_ENV: 'test', COOKIE_SECURE: 'sometimes' })).toThrow(/COOKIE_SECURE/)
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

describe('brand hosts and public origins (decision 090)', () => {
  const hosts = parseEnv({ NODE_ENV: 'test' }).brandHosts

  it.each([
    ['localhost:3010', true],
    ['PARTNER.localhost', true],
    ['127.0.0.1', true],
    ['evil.example', false],
    ['localhost.evil.example', false],
    ['localhost:80@evil.example', false],
    ['localhost:abc', false],
    ['', false],
    ['constructor', false],
    ['__proto__', false],
  ])('%s is a brand host: %s', (host, known) => {
    expect(isBrandHost(host, hosts)).toBe(known)
  })

  it('absolute links come from PUBLIC_ORIGINS when set, and never carry an unknown host', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      BRAND_HOSTS: 'members.example.com=1,partner.example.com=5',
      PUBLIC_ORIGINS: 'https://members.example.com,https://partner.example.com',
    })
    const config = { hosts: env.brandHosts, publicOrigins: env.publicOrigins, protocol: 'http' as const }
    expect(publicOriginFor('partner.example.com:8080', config)).toBe('https://partner.example.com')
    expect(publicOriginFor('evil.example', config)).toBe('https://members.example.com')
    const local = { hosts, publicOrigins: {}, protocol: 'http' as const }
    expect(publicOriginFor('medicare.localhost:3010', local)).toBe('http://medicare.localhost:3010')
    expect(publicOriginFor('evil.example:3010', local)).toBe('http://localhost')
  })

  it('refuses a public origin whose host is not a brand host, or that is not an origin', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', PUBLIC_ORIGINS: 'https://evil.example' })).toThrow(
      /PUBLIC_ORIGINS/,
    )
    expect(() => parseEnv({ NODE_ENV: 'test', PUBLIC_ORIGINS: 'http://localhost/home' })).toThrow(
      /PUBLIC_ORIGINS/,
    )
  })
})
