import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, postOriginAllowed, securityHeaders } from './headers'

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    nonce: 'abc123',
    formActionOrigins: ['https://crm.example.com', 'https://ebill.example.com', 'https://crm.example.com'],
    secure: true,
  })
  it('allows scripts from this origin and with the nonce only', () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc123'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })
  it('forbids framing, other bases and plugins; forms go to the app and the hand-off origins once each', () => {
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("form-action 'self' https://crm.example.com https://ebill.example.com;")
  })
  it("allows inline styles (Mantine's style attributes) but no nonce in style-src", () => {
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
  })
})

describe('securityHeaders', () => {
  it('adds HSTS only when cookies are Secure', () => {
    const input = { nonce: 'n', formActionOrigins: [], secure: true }
    expect(securityHeaders({ ...input, hsts: true })['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(securityHeaders({ ...input, hsts: false })['strict-transport-security']).toBeUndefined()
  })
})

describe('postOriginAllowed', () => {
  const base = { expectedOrigin: 'localhost:3000', crossOrigins: [] as string[] }
  it('allows the own origin and refuses any other, including null', () => {
    expect(postOriginAllowed({ ...base, origin: 'localhost:3000', secFetchSite: 'same-origin' })).toBe(true)
    expect(postOriginAllowed({ ...base, origin: 'evil.example', secFetchSite: 'cross-site' })).toBe(false)
    expect(postOriginAllowed({ ...base, origin: 'null', secFetchSite: null })).toBe(false)
    expect(postOriginAllowed({ ...base, origin: 'partner.localhost:3000', secFetchSite: 'same-site' })).toBe(
      false,
    )
  })
  it('without an Origin, trusts Sec-Fetch-Site same-origin or none, and lets non-browsers through', () => {
    expect(postOriginAllowed({ ...base, origin: null, secFetchSite: 'same-origin' })).toBe(true)
    expect(postOriginAllowed({ ...base, origin: null, secFetchSite: 'none' })).toBe(true)
    expect(postOriginAllowed({ ...base, origin: null, secFetchSite: 'cross-site' })).toBe(false)
    expect(postOriginAllowed({ ...base, origin: null, secFetchSite: null })).toBe(true)
  })
  it('a cross-site door takes listed origins, or any', () => {
    expect(
      postOriginAllowed({
        ...base,
        crossOrigins: ['crm.example'],
        origin: 'crm.example',
        secFetchSite: 'cross-site',
      }),
    ).toBe(true)
    expect(
      postOriginAllowed({
        ...base,
        crossOrigins: ['crm.example'],
        origin: 'x.example',
        secFetchSite: 'cross-site',
      }),
    ).toBe(false)
  })
})
