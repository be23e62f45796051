import { describe, expect, it } from 'vitest'
import { cookiesSecureFor, defaultCookieSecureMode, isLoopbackHost, withoutSecure } from './cookie-secure'

describe('loopback hosts', () => {
  it.each([
    'localhost',
    'medicare.localhost',
    'partner.localhost',
    'LOCALHOST',
    '127.0.0.1',
    '127.8.9.10',
    '[::1]',
  ])('%s is this machine', (host) => expect(isLoopbackHost(host)).toBe(true))
  it.each([
    'members.example.com',
    'localhost.example.com',
    'mylocalhost',
    '10.0.0.1',
    '128.0.0.1',
    '192.168.1.2',
  ])('%s is not', (host) => expect(isLoopbackHost(host)).toBe(false))
})

describe('COOKIE_SECURE when unset', () => {
  it('production with a real gateway: always Secure', () => {
    expect(defaultCookieSecureMode({ production: true, sandbox: false })).toBe('true')
  })
  it('npm start with its sandbox gateway: Secure except plain HTTP on this machine', () => {
    expect(defaultCookieSecureMode({ production: true, sandbox: true })).toBe('auto')
  })
  it('the development server (plain HTTP on localhost): not Secure, as before', () => {
    expect(defaultCookieSecureMode({ production: false, sandbox: true })).toBe('false')
  })
})

describe('Secure for a request', () => {
  it('auto: Secure over HTTPS on any host', () => {
    expect(cookiesSecureFor('auto', { https: true, hostname: 'localhost' })).toBe(true)
    expect(cookiesSecureFor('auto', { https: true, hostname: 'members.example.com' })).toBe(true)
  })
  it('auto: not Secure over plain HTTP on the three brand hosts of npm start', () => {
    for (const hostname of ['localhost', 'medicare.localhost', 'partner.localhost', '127.0.0.1'])
      expect(cookiesSecureFor('auto', { https: false, hostname })).toBe(false)
  })
  it('auto: still Secure over plain HTTP to another host (the browser keeps no session then)', () => {
    expect(cookiesSecureFor('auto', { https: false, hostname: 'members.example.com' })).toBe(true)
  })
  it('true and false ignore the request', () => {
    expect(cookiesSecureFor('true', { https: false, hostname: 'localhost' })).toBe(true)
    expect(cookiesSecureFor('false', { https: true, hostname: 'members.example.com' })).toBe(false)
  })
})

describe('withoutSecure', () => {
  it('drops only the Secure attribute', () => {
    expect(withoutSecure('__session=abc; Max-Age=7200; Path=/; HttpOnly; Secure; SameSite=Strict')).toBe(
      '__session=abc; Max-Age=7200; Path=/; HttpOnly; SameSite=Strict',
    )
    expect(withoutSecure('language=es; Path=/; SameSite=Lax; HttpOnly; Secure')).toBe(
      'language=es; Path=/; SameSite=Lax; HttpOnly',
    )
  })
  it('keeps a value that only looks like the attribute', () => {
    expect(withoutSecure('note=Secure; Path=/')).toBe('note=Secure; Path=/')
  })
})
