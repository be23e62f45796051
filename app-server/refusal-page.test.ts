/**
 * The app server's refusal pages (written before any route runs, outside Remix) in the member's
 * language (issue 26): the title, the heading, the code line and the links.
 */
import { describe, expect, it } from 'vitest'
import { refusalPage } from './forbidden-page'

describe("the app server's refusal pages", () => {
  it('in English, as before', () => {
    const page = refusalPage('localhost', 405)
    expect(page).toContain('<title>Request not understood | ')
    expect(page).toContain('Error code: 405 Method not allowed')
    expect(refusalPage('localhost', 403)).toContain('<title>Access denied | ')
  })

  it('in Spanish: the title, the heading, the code line and the links', () => {
    const page = refusalPage('localhost', 413, 'es')
    expect(page).toContain('<html lang="es-US">')
    expect(page).toContain('<title>No entendimos la solicitud | ')
    expect(page).toContain('<h1>Lo sentimos, parece que hay un problema.</h1>')
    expect(page).toContain('Código de error: 413 Solicitud demasiado grande')
    expect(page).toContain('>Servicio al Cliente</a>')
    const forbidden = refusalPage('localhost', 403, 'es')
    expect(forbidden).toContain('<title>Acceso denegado | ')
    expect(forbidden).toContain('Código de error: 403 Prohibido')
  })
})
