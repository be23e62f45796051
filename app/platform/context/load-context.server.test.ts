/**
 * What a request knows, built once (decision 255): the session read once for a page's loaders and
 * anew around an action, the account state loaded once, the context the app server built handed on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { commitSession, getSession } from '~/platform/session/session.server'
import { sessionStore } from '~/platform/session/shared-state.server'
import { contextOf, createLoadContext } from './load-context.server'

async function cookie() {
  const session = await getSession(new Request('http://localhost/'))
  session.set('stage', 'full')
  session.flash('returnTo', '/claims')
  return (await commitSession(session)).split(';')[0]
}

const request = async (method = 'GET', language = 'es') =>
  new Request('http://localhost/home', {
    method,
    headers: { host: 'localhost', cookie: `${await cookie()}; language=${language}` },
  })

afterEach(() => vi.restoreAllMocks())

describe('the request context (decision 255)', () => {
  it("reads the session store once for all of a page's loaders, each with its own copy", async () => {
    const context = createLoadContext(await request())
    const reads = vi.spyOn(sessionStore(), 'get')
    const [root, layout, page] = await Promise.all([context.auth(), context.auth(), context.auth()])
    expect(reads).toHaveBeenCalledTimes(1)
    expect(root.session.get('returnTo')).toBe('/claims')
    expect(layout.session.get('returnTo')).toBe('/claims')
    expect(page.session.get('stage')).toBe('full')
  })

  it('reads the session anew for an action and the loaders after it', async () => {
    const context = createLoadContext(await request('POST'))
    const reads = vi.spyOn(sessionStore(), 'get')
    await context.auth()
    await context.auth()
    expect(reads).toHaveBeenCalledTimes(2)
  })

  it('makes a kept part (the account state) once for a page, anew around an action', async () => {
    const page = createLoadContext(await request())
    const make = vi.fn(async () => ({ account: 'A' }))
    const [first, second] = await Promise.all([page.once('account t', make), page.once('account t', make)])
    expect(make).toHaveBeenCalledTimes(1)
    expect(first).toBe(second)
    const submission = createLoadContext(await request('POST'))
    await submission.once('account t', make)
    await submission.once('account t', make)
    expect(make).toHaveBeenCalledTimes(3)
  })

  it('knows the brand and the language from the headers, and writes texts in that language', async () => {
    const context = createLoadContext(await request('GET', 'es'), { requestId: 'r-1', cspNonce: 'n' })
    expect([context.brand.domainId, context.language, context.requestId]).toEqual([1, 'es', 'r-1'])
    expect(context.texts('common')('language.switchLabel')).toBe('Idioma')
  })

  it("hands on the app server's context; builds one for an empty context and keeps it with that object", async () => {
    const req = await request()
    const built = createLoadContext(req)
    expect(contextOf({ request: req, context: built })).toBe(built)
    const empty = {}
    const first = contextOf({ request: req, context: empty })
    expect(contextOf({ request: req, context: empty })).toBe(first)
    expect(contextOf({ request: req, context: {} })).not.toBe(first)
  })
})
