/**
 * Decision 240: with COOKIE_SECURE=auto (npm start's sandbox) a plain-HTTP request to a loopback
 * host gets its cookies without `Secure` (WebKit drops Secure cookies on http://localhost), any
 * other request gets them Secure; with `true` every cookie stays Secure and HSTS is always sent.
 */
import type { AddressInfo } from 'node:net'
import { request } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CookieSecureMode } from '~/platform/security/cookie-secure'
import { securityHeadersMiddleware } from './security-headers'

const servers: Record<CookieSecureMode, string> = { true: '', false: '', auto: '' }
const closers: Array<() => void> = []

beforeAll(async () => {
  for (const mode of ['true', 'false', 'auto'] as const) {
    const app = express()
    // As the app server does with TRUST_PROXY set: X-Forwarded-Proto tells an HTTPS request.
    app.set('trust proxy', 'loopback')
    app.use(securityHeadersMiddleware({ formActionOrigins: [], cookieSecureMode: mode }))
    app.get('/', (_req, res) => {
      res.append('set-cookie', '__session=abc; Path=/; HttpOnly; Secure; SameSite=Strict')
      res.append(
        'set-cookie',
        `language=es; Path=/; SameSite=Lax; HttpOnly${mode === 'false' ? '' : '; Secure'}`,
      )
      res.send('ok')
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    servers[mode] = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    closers.push(() => server.close())
  }
})
afterAll(() => closers.forEach((close) => close()))

function get(mode: CookieSecureMode, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ cookies: string[]; hsts: boolean }>((resolve, reject) => {
    request(servers[mode], { headers: { host, ...headers } }, (res) => {
      res.resume()
      resolve({
        cookies: res.headers['set-cookie'] ?? [],
        hsts: Boolean(res.headers['strict-transport-security']),
      })
    })
      .on('error', reject)
      .end()
  })
}
const secureFlags = (cookies: string[]) => cookies.map((cookie) => /;\s*Secure\b/i.test(cookie))

describe('Secure cookies per request (decision 240)', () => {
  it('auto, plain HTTP on the brand hosts of npm start: no Secure, no HSTS', async () => {
    for (const host of [
      'localhost:3000',
      'medicare.localhost:3000',
      'partner.localhost:3000',
      '127.0.0.1:3000',
    ]) {
      const answer = await get('auto', host)
      expect(secureFlags(answer.cookies), host).toEqual([false, false])
      expect(answer.hsts, host).toBe(false)
    }
  })
  it('auto, over HTTPS (a trusted proxy says so): Secure and HSTS, on loopback too', async () => {
    const answer = await get('auto', 'localhost:3000', { 'x-forwarded-proto': 'https' })
    expect(secureFlags(answer.cookies)).toEqual([true, true])
    expect(answer.hsts).toBe(true)
  })
  it('auto, plain HTTP to another host: still Secure', async () => {
    expect(secureFlags((await get('auto', 'members.example.com')).cookies)).toEqual([true, true])
  })
  it('true (production): Secure on localhost too, with HSTS', async () => {
    const answer = await get('true', 'localhost:3000')
    expect(secureFlags(answer.cookies)).toEqual([true, true])
    expect(answer.hsts).toBe(true)
  })
  it('the cookies keep their other attributes', async () => {
    const [session] = (await get('auto', 'localhost:3000')).cookies
    expect(session).toBe('__session=abc; Path=/; HttpOnly; SameSite=Strict')
  })
})
