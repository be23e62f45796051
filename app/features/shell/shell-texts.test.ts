/**
 * The shell's, the design system's and the stand-alone pages' texts (issue 26): the spec texts word
 * for word, every text the brands configure for members in both languages, the signed-out notice
 * in Spanish. The pages and components in Spanish: shell-spanish.route.test.tsx; the app server's
 * refusal pages: app-server/refusal-page.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { brands } from '~/platform/config/brands'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { signedOutMessage, type SessionLimits } from '~/platform/session/timeouts'
import { brandText } from '~/ui/brand-text'
import { describeSpecTexts } from '../../../tests/spec-texts'
import { shownIn } from '../../../tests/schema'

describeSpecTexts([
  'common:shell.changeGroup',
  'common:ui.copy',
  'common:ui.copied',
  'common:ui.met',
  'common:ui.remaining',
  'common:ui.limit',
  'common:ui.downloadingResource',
  'hand-offs:download.title',
])

describe("the brands' configured texts", () => {
  const configured = Object.values(brands).flatMap((brand) => [
    ...brand.footer.policyLinks.map((link) => link.label),
    brand.footer.copyrightLines[1],
    ...brand.authLinks.map((link) => link.label),
    ...brand.contactLines.flatMap((line) => [line.title, ...line.hours]),
  ])
  // Names (of the plan, of a state, of Medicare) are shown as they are.
  const names = ['Riverbend Health Plan', 'Texas', 'Medicare']

  it('each has its text in both languages, the English as configured', () => {
    for (const text of configured.filter((text) => !names.includes(text))) {
      expect(brandText(text, catalogues.en.common)).toBe(text)
      expect(catalogues.es.common.brand).toHaveProperty([text])
    }
  })

  it('in Spanish', () => {
    const es = (text: string) => brandText(text, catalogues.es.common)
    expect(es('Privacy centre')).toBe('Centro de privacidad')
    expect(es('Non-discrimination notice')).toBe('Aviso de no discriminación')
    expect(es('Provider dashboard')).toBe('Portal para proveedores')
    // A brand name, or any text the section does not have, is shown as it is.
    expect(es('Riverbend Health Plan')).toBe('Riverbend Health Plan')
  })

  it("the TTY line is the contact rules' text", () => {
    expect(catalogues.en.common.ui).toHaveProperty(['contact', 'tty'], 'TTY users call 711')
  })
})

describe('the signed-out notice of /login', () => {
  const limits: SessionLimits = { idleMs: 15 * 60_000, absoluteMs: 2 * 3600_000 }
  const inSpanish = (text: string) => shownIn('es', text)

  it('after inactivity, after the longest session, from elsewhere', () => {
    expect(inSpanish(signedOutMessage('idle', limits))).toBe(
      'Se cerró su sesión después de 15 minutos de inactividad para proteger su información. Inicie sesión de nuevo.',
    )
    expect(inSpanish(signedOutMessage('absolute', limits))).toBe(
      'Su sesión terminó después de 2 horas para proteger su información. Inicie sesión de nuevo.',
    )
    expect(inSpanish(signedOutMessage('elsewhere', limits))).toMatch(/^Esta sesión se cerró/)
  })
})
