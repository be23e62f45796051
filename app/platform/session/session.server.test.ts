import { afterEach, describe, expect, it, vi } from 'vitest'
import { commitSession, getSession } from './session.server'
import { sessionStore } from './shared-state.server'

/** A request carrying a stored session's cookie (the store is this process's memory store in tests). */
async function requestWithSession(method = 'GET') {
  const session = await getSession(new Request('http://localhost/'))
  session.set('stage', 'full')
  session.flash('returnTo', '/claims')
  const cookie = (await commitSession(session)).split(';')[0]
  return new Request('http://localhost/home', { method, headers: { cookie } })
}

afterEach(() => vi.restoreAllMocks())

describe('getSession: one read per page request (issue 25, decision 185)', () => {
  it("reads the store once for all of a page's loaders", async () => {
    const request = await requestWithSession()
    const reads = vi.spyOn(sessionStore(), 'get')
    const sessions = await Promise.all([getSession(request), getSession(request), getSession(request)])
    expect(reads).toHaveBeenCalledTimes(1)
    expect(sessions.map((s) => s.get('stage'))).toEqual(['full', 'full', 'full'])
  })

  it('gives each loader its own copy: a flash one reads is still there for the others', async () => {
    const request = await requestWithSession()
    const first = await getSession(request)
    expect(first.get('returnTo')).toBe('/claims')
    first.set('stage', 'temporary')
    const second = await getSession(request)
    expect(second.get('returnTo')).toBe('/claims')
    expect(second.get('stage')).toBe('full')
  })

  it('reads afresh for an action (a POST), and for another request', async () => {
    const post = await requestWithSession('POST')
    const reads = vi.spyOn(sessionStore(), 'get')
    await getSession(post)
    await getSession(post)
    expect(reads).toHaveBeenCalledTimes(2)
    await getSession(new Request(post.url, { headers: post.headers }))
    expect(reads).toHaveBeenCalledTimes(3)
  })
})
