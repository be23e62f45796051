import { describe, expect, it } from 'vitest'
import { loader as languageLoader } from '~/routes/language'
import { loader as loginLoader } from '~/routes/login'
import { loader as rootLoader } from '~/root'
import englishCommon from '~/platform/i18n/catalogues/en/common.json'
import { appRequest, args, startFakeGateway } from '../../../tests/fake-gateway'
import { unpackMessages } from '~/platform/i18n/packed-messages'

startFakeGateway()

async function get(path: string, headers: Record<string, string> = {}) {
  const request = await appRequest(path)
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
  return request
}

describe('GET /language (decision 189)', () => {
  it('keeps the choice in a cookie for a year and goes back to the page it came from', async () => {
    const response = await languageLoader(args(await get('/language?to=es&returnTo=%2Fclaims%3Fpage%3D2')))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/claims?page=2')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^language=es; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/)
  })

  it('goes nowhere off the site and changes nothing for an unknown language', async () => {
    const response = await languageLoader(args(await get('/language?to=fr&returnTo=//evil.example/x')))
    expect(response.headers.get('location')).toBe('/home')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  // Issue 42: remix-utils' safeRedirect let '/<TAB>/evil.example' through (a browser drops the tab and
  // leaves the site), and a CR, LF or Unicode space in the path answered 500.
  it.each([
    '%2F%09%2Fevil.example',
    '%2F%09%5Cevil.example',
    '%2F%0D%0ASet-Cookie:x=1',
    '%2F%0B%2Fevil.example',
    '%2F%0C%2Fevil.example',
    '%2F%E2%80%A8%2Fevil.example',
    '%2F%E3%80%80%2Fevil.example',
    '%2F%EF%BB%BF%2Fevil.example',
    '%2F%5Cevil.example',
    '%2F%2F%2Fevil.example',
    '%2F%252F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
  ])('sends returnTo=%s home with a 302, never off the site', async (returnTo) => {
    const response = await languageLoader(args(await get(`/language?to=es&returnTo=${returnTo}`)))
    expect(response.status).toBe(302)
    const location = response.headers.get('location')!
    expect(new URL(location, 'https://members.example.com').origin).toBe('https://members.example.com')
    expect(location).toMatch(/^\/[^/\\]/)
  })
})

describe('the pages speak the chosen language', () => {
  it('the login page in Spanish with the cookie, whatever the browser prefers', async () => {
    const request = await get('/login', { cookie: 'language=es', 'accept-language': 'en-US' })
    const root = (await rootLoader(args(request))) as unknown as { data: { language: string } }
    expect(root.data.language).toBe('es')
    const login = await loginLoader(args(request))
    expect(unpackMessages(login.messages)!['sign-in']).toMatchObject({
      login: { heading: 'Inicie sesión en su Portal para Miembros' },
    })
  })

  it("the browser's language without a choice; English with neither", async () => {
    const spanish = await loginLoader(args(await get('/login', { 'accept-language': 'es-MX,es;q=0.9' })))
    expect(unpackMessages(spanish.messages)!['sign-in']).toMatchObject({
      login: { submit: 'Iniciar sesión' },
    })
    const english = await loginLoader(args(await get('/login')))
    expect(unpackMessages(english.messages)!['sign-in']).toMatchObject({ login: { submit: 'Log in' } })
  })
})

describe('the texts the root sends every page (decision 192)', () => {
  type RootData = { data: { messages: unknown } }
  const rootMessages = async (headers: Record<string, string>) =>
    unpackMessages(
      ((await rootLoader(args(await get('/login', headers)))) as unknown as RootData).data.messages,
    )!

  it('an English page gets no menu titles or brand texts (keyed by their English) and no server-only texts', async () => {
    const messages = await rootMessages({})
    expect(messages.menus).toBeUndefined()
    expect(Object.keys(messages.common)).not.toContain('brand')
    for (const serverOnly of ['signedOut', 'refusal', 'planDates', 'codes', 'gatewayMessages'])
      expect(Object.keys(messages.common)).not.toContain(serverOnly)
    expect(messages.common.shell).toMatchObject({ skipLink: 'Skip to main content' })
  })

  it("every `common` section is either sent or named as the server's own: a new one must be placed", async () => {
    const sent = Object.keys((await rootMessages({})).common)
    // codes and gatewayMessages: the gateway's words the server writes in Spanish (decision 218).
    const kept = ['signedOut', 'refusal', 'planDates', 'brand', 'codes', 'gatewayMessages']
    expect([...sent, ...kept].sort()).toEqual(Object.keys(englishCommon).sort())
  })

  it('a Spanish page gets the menu titles and the brand texts in Spanish', async () => {
    const messages = await rootMessages({ cookie: 'language=es' })
    expect(messages.menus).toMatchObject({ Claims: 'Reclamaciones' })
    expect(messages.common.brand).toMatchObject({
      'Privacy centre': expect.not.stringMatching(/^Privacy centre$/),
    })
    expect(Object.keys(messages.common)).not.toContain('signedOut')
    expect(Object.keys(messages.common)).not.toContain('gatewayMessages')
    expect(Object.keys(messages.common)).not.toContain('codes')
  })
})
