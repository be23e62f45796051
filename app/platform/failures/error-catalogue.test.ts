import { describe, expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { translate } from '~/platform/i18n/translate'
import { errorPageEntry, errorPageTexts, failureHandling } from './error-catalogue'

/** The entry's texts in English, the spec's words (the entry holds catalogue keys, decision 189). */
function inEnglish(status: number, options: Parameters<typeof errorPageEntry>[1]) {
  const entry = errorPageEntry(status, options)
  return {
    status: entry.status,
    ...errorPageTexts(entry, (key) => translate(catalogues.en, 'en', 'common', key)),
  }
}

const signedOut = { signedIn: false, domainId: 1 as const }
const signedIn = { signedIn: true, domainId: 1 as const }

describe('error page texts (spec section 8)', () => {
  it.each([
    [400, "Sorry, it looks like there's a problem.", 'Error code: 400 Bad request'],
    [401, "Sorry, but we aren't able to authenticate you.", 'Error code: 401 Unauthorized'],
    [403, "Sorry, it looks like you don't have access to this page.", 'Error code: 403 Forbidden'],
    [404, "Sorry, it looks like we can't find that page.", 'Error code: 404 Not found'],
    [408, 'Sorry, this is taking longer than expected.', 'Error code: 408 Request time-out'],
    [
      500,
      "Sorry, we're having a problem with our system. We'll get this fixed soon.",
      'Error code: 500 Internal server error',
    ],
    [502, 'Sorry, something went wrong.', 'Error code: 502 Bad gateway'],
    [503, "Sorry, we're unable to handle your request at this time.", 'Error code: 503 Service unavailable'],
  ])('%i has its title and code', (status, title, code) => {
    const entry = inEnglish(status, signedOut)
    expect(entry.title).toBe(title)
    expect(entry.code).toBe(code)
  })

  it('status 1 is the temporary resource text', () => {
    expect(inEnglish(1, signedOut).title).toBe(
      'Temporarily unable to access resource. Please try again later.',
    )
  })

  it.each([400, 408, 500, 502, 503])('%i comes with tips', (status) => {
    expect(inEnglish(status, signedOut).tips.length).toBeGreaterThan(0)
  })

  it('unknown statuses use the generic text with the shared generic tips and a Home link to /', () => {
    const entry = inEnglish(418, signedOut)
    expect(entry.status).toBe('generic')
    expect(entry.title).toBe("Sorry, it looks like there's a problem.")
    expect(entry.tips).toEqual(
      expect.arrayContaining([
        'Reload the page.',
        'Log out and log in again.',
        'Come back later and try again.',
        'Clear your browser cache and cookies.',
        'Reboot your device.',
      ]),
    )
    expect(entry.links[0]).toEqual({ label: 'Home', href: '/' })
  })

  it('signed-out users get Customer service; signed-in users get Home and Customer service', () => {
    expect(inEnglish(404, signedOut).links).toEqual([{ label: 'Customer service', href: '/contact-us' }])
    expect(inEnglish(404, signedIn).links).toEqual([
      { label: 'Home', href: '/home' },
      { label: 'Customer service', href: '/contact-us' },
    ])
  })

  it('401 on the main brand adds the provider dashboard and health plan links; not on other brands', () => {
    const authLinks = [
      { label: 'Provider dashboard', href: 'https://providers.example.com' },
      { label: 'Customer service', href: '/contact-us' },
      { label: 'Riverbend Health Plan', href: 'https://www.example.com' },
    ]
    const main = inEnglish(401, { ...signedOut, mainBrandAuthLinks: authLinks })
    expect(main.links.map((l) => l.label)).toEqual([
      'Customer service',
      'Provider dashboard',
      'Riverbend Health Plan',
    ])
    const partner = inEnglish(401, { signedIn: false, domainId: 5, mainBrandAuthLinks: authLinks })
    expect(partner.links.map((l) => l.label)).toEqual(['Customer service'])
  })

  it("in Spanish: the same page in the member's language (issue 26)", () => {
    const entry = errorPageEntry(404, signedIn)
    const spanish = errorPageTexts(entry, (key) => translate(catalogues.es, 'es', 'common', key))
    expect(spanish.title).toBe('Lo sentimos, parece que no encontramos esa página.')
    expect(spanish.code).toBe('Código de error: 404 No encontrado')
    expect(spanish.links.map((l) => l.label)).toEqual(['Inicio', 'Servicio al Cliente'])
  })
})

describe('global request failure handling', () => {
  it.each([
    'account/registration/policies',
    'token',
    'account/security-questions',
    'account/forgot-password',
    'account/forgot-username',
    'account/password',
    'medicare-materials',
    'eobs',
    'claims',
    'pcp/provider',
  ])('a failed %s request is handled by its screen', (path) => {
    expect(failureHandling({ path, method: 'GET', status: 500, domainId: 1 })).toBe('screen')
  })

  it('login-as POST with 400 or 404 is handled by the screen; other statuses are not', () => {
    expect(failureHandling({ path: 'login-as', method: 'POST', status: 400, domainId: 2 })).toBe('screen')
    expect(failureHandling({ path: 'login-as', method: 'POST', status: 404, domainId: 2 })).toBe('screen')
    expect(failureHandling({ path: 'login-as', method: 'POST', status: 500, domainId: 2 })).toBe('errorPage')
  })

  it('a 401 goes to /login on brands other than the main brand, the error page on the main brand', () => {
    expect(failureHandling({ path: 'account', method: 'GET', status: 401, domainId: 2 })).toBe('login')
    expect(failureHandling({ path: 'account', method: 'GET', status: 401, domainId: 5 })).toBe('login')
    expect(failureHandling({ path: 'account', method: 'GET', status: 401, domainId: 1 })).toBe('errorPage')
  })

  it('anything else opens the error page', () => {
    expect(failureHandling({ path: 'account', method: 'GET', status: 503, domainId: 1 })).toBe('errorPage')
  })
})

describe('who asks: a page, a screen, a form write (decision 006)', () => {
  const failed = (over: Partial<Parameters<typeof failureHandling>[0]>) =>
    failureHandling({ path: 'account/address', method: 'PUT', status: 400, domainId: 1, ...over })

  it('a page load has nowhere to show a message: the listed requests too go to the error page', () => {
    expect(failed({ path: 'account/registration/policies', method: 'GET', caller: 'page' })).toBe('errorPage')
    expect(failed({ path: 'account/registration/policies', caller: 'page', status: 401, domainId: 5 })).toBe(
      'login',
    )
  })

  it("a form's own write refused with 400, 403, 404, 409 or 422 and a message stays on the form", () => {
    for (const status of [400, 403, 404, 409, 422]) {
      expect(failed({ caller: 'formWrite', status, hasMessage: true })).toBe('screen')
    }
  })

  it('without a message, with another status, or asked by a screen, it is the error page', () => {
    expect(failed({ caller: 'formWrite', status: 400 })).toBe('errorPage')
    expect(failed({ caller: 'formWrite', status: 500, hasMessage: true })).toBe('errorPage')
    expect(failed({ caller: 'formWrite', status: 408, hasMessage: true })).toBe('errorPage')
    expect(failed({ caller: 'screen', status: 400, hasMessage: true })).toBe('errorPage')
  })

  it('a form write refused with 401 follows the 401 rule', () => {
    expect(failed({ caller: 'formWrite', status: 401, hasMessage: true, domainId: 5 })).toBe('login')
    expect(failed({ caller: 'formWrite', status: 401, hasMessage: true, domainId: 1 })).toBe('errorPage')
  })

  it('login-as keeps its own rule: only 400 and 404 stay on the form', () => {
    const loginAs = { path: 'login-as', method: 'POST', caller: 'formWrite', hasMessage: true } as const
    expect(failed({ ...loginAs, status: 404 })).toBe('screen')
    expect(failed({ ...loginAs, status: 403 })).toBe('errorPage')
    expect(failed({ ...loginAs, status: 409 })).toBe('errorPage')
  })

  it('the token request on another brand stays on the login screen, even with a 401', () => {
    expect(failed({ path: 'token', method: 'POST', status: 401, domainId: 5, caller: 'formWrite' })).toBe(
      'screen',
    )
  })
})
