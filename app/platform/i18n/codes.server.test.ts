/**
 * The gateway's words the app knows (decision 218): closed lists by code and the gateway's own
 * messages, as sent in English, in the member's words in Spanish, as sent when unknown.
 */
import { describe, expect, it } from 'vitest'
import { args } from '../../../tests/fake-gateway'
import { codeText, gatewayTextIn } from './codes.server'

const inLanguage = (language: 'en' | 'es') =>
  args(new Request('http://localhost/any', { headers: { cookie: `language=${language}` } }))

describe('codeText', () => {
  it('keeps what the gateway sent in English', () => {
    expect(codeText(inLanguage('en'), 'relationship', 'SPO', 'Spouse')).toBe('Spouse')
    expect(codeText(inLanguage('en'), 'country', 'US', 'United States')).toBe('United States')
  })

  it('reads a closed list by its code in Spanish', () => {
    const es = inLanguage('es')
    expect(codeText(es, 'relationship', 'SUB', 'Subscriber')).toBe('Suscriptor')
    expect(codeText(es, 'relationship', 'CHI', 'Child')).toBe('Hijo(a)')
    expect(codeText(es, 'referralStatus', 'P', 'Pending review')).toBe('Pendiente de revisión')
    expect(codeText(es, 'authorizationStatus', 'PARTIAL', 'Partly approved')).toBe('Aprobada en parte')
    expect(codeText(es, 'country', 'MX', 'Mexico')).toBe('México')
    expect(codeText(es, 'insuranceType', 'Commercial', 'Commercial')).toBe('Comercial')
  })

  it('shows a code it does not know as sent', () => {
    expect(codeText(inLanguage('es'), 'relationship', 'DOM', 'Domestic partner')).toBe('Domestic partner')
  })
})

describe("gatewayTextIn: the one English matched back, the gateway's (decision 225)", () => {
  it("the gateway's messages on the recovery, registration and password forms, in Spanish", () => {
    const es = 'es'
    expect(gatewayTextIn(es, 'Current password is incorrect')).toBe('La contraseña actual no es correcta.')
    expect(gatewayTextIn(es, 'We could not find a member with the information provided.')).toBe(
      'No encontramos a un miembro con los datos que escribió.',
    )
    expect(
      gatewayTextIn(
        es,
        'If an account matches the information provided, we have sent the username to the e-mail address on file.',
      ),
    ).toMatch(/^Si hay una cuenta que coincide con los datos que escribió, le enviamos su nombre de usuario/)
  })

  it('as sent in English, and as sent when the app does not know it', () => {
    expect(gatewayTextIn('en', 'Current password is incorrect')).toBe('Current password is incorrect')
    expect(gatewayTextIn('es', 'Invalid zip code')).toBe('Invalid zip code')
    // Exactly as the gateway writes it: no other English is matched (the rules write keys).
    expect(gatewayTextIn('es', 'Current password is incorrect.')).toBe('Current password is incorrect.')
    expect(gatewayTextIn('es', 'Username is a required field')).toBe('Username is a required field')
  })
})
