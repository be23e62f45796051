import { describe, expect, it } from 'vitest'
import { loader as languageLoader } from '~/routes/language'
import { loader as loginLoader } from '~/routes/login'
import { loader as rootLoader } from '~/root'
import { appRequest, args, startFakeGateway } from '../../../tests/fake-gateway'

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
})

describe('the pages speak the chosen language', () => {
  it('the login page in Spanish with the cookie, whatever the browser prefers', async () => {
    const request = await get('/login', { cookie: 'language=es', 'accept-language': 'en-US' })
    const root = (await rootLoader(args(request))) as unknown as { data: { language: string } }
    expect(root.data.language).toBe('es')
    const login = await loginLoader(args(request))
    expect(login.messages['sign-in']).toMatchObject({
      login: { heading: 'Inicie sesión en su Portal para Miembros' },
    })
  })

  it("the browser's language without a choice; English with neither", async () => {
    const spanish = await loginLoader(args(await get('/login', { 'accept-language': 'es-MX,es;q=0.9' })))
    expect(spanish.messages['sign-in']).toMatchObject({ login: { submit: 'Iniciar sesión' } })
    const english = await loginLoader(args(await get('/login')))
    expect(english.messages['sign-in']).toMatchObject({ login: { submit: 'Log in' } })
  })
})
