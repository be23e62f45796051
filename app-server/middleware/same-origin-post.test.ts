/**
 * /sso-landing takes a cross-site POST only from SSO_ALLOWED_ORIGINS; unset, from no other site
 * (decision 095: a genuine token posted from anywhere would sign the visitor in as someone else,
 * login CSRF). Other doors keep the Origin rule of decision 073.
 */
import { EventEmitter } from 'node:events'
import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import type { Logger } from '../logger'
import { sameOriginPosts } from './same-origin-post'

const logger = { warn: () => {} } as unknown as Logger

function post(path: string, headers: Record<string, string>, ssoAllowedOrigins: string[]) {
  const outcome = { next: false, status: 0 }
  const req = Object.assign(new EventEmitter(), {
    method: 'POST',
    path,
    headers: { host: 'localhost:3000', ...headers },
    resume: () => {},
    socket: { destroy: () => {} },
  })
  const res = {
    locals: {},
    status(code: number) {
      outcome.status = code
      return res
    },
    setHeader: () => res,
    type: () => res,
    send: () => res,
  }
  sameOriginPosts({ ssoAllowedOrigins, logger })(
    req as unknown as Request,
    res as unknown as Response,
    () => {
      outcome.next = true
    },
  )
  return outcome
}

const crossSite = (origin: string) => ({ origin, 'sec-fetch-site': 'cross-site' })

describe('the hand-off door /sso-landing (decision 095)', () => {
  it('SSO_ALLOWED_ORIGINS unset: a cross-site hand-over is refused with the 403 page', () => {
    expect(post('/sso-landing', crossSite('https://evil.example'), [])).toEqual({ next: false, status: 403 })
    expect(post('/sso-landing', { 'sec-fetch-site': 'cross-site' }, [])).toEqual({ next: false, status: 403 })
  })

  it('only the configured hand-off origins may post; any other site gets the 403 page', () => {
    const allowed = ['https://crm.example.com']
    expect(post('/sso-landing', crossSite('https://crm.example.com'), allowed).next).toBe(true)
    expect(post('/sso-landing', crossSite('https://evil.example'), allowed)).toEqual({
      next: false,
      status: 403,
    })
    expect(post('/sso-landing', crossSite('null'), allowed)).toEqual({ next: false, status: 403 })
  })

  it('the dashboard itself may still post there; the listed origins open no other door', () => {
    expect(post('/sso-landing', { origin: 'http://localhost:3000' }, []).next).toBe(true)
    expect(post('/login', crossSite('https://crm.example.com'), ['https://crm.example.com']).status).toBe(403)
  })
})
