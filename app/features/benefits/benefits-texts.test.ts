/**
 * The benefits pages' texts (issue 26): the spec's quoted texts word for word, and every message
 * the rules write (keys and values of `benefits:rules` and `common:planDates`, decision 225) read
 * in Spanish as the loaders translate them.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogues } from '~/platform/i18n/catalogues.server'
import type { Messages } from '~/platform/i18n/translate'
import { shownIn } from '../../../tests/schema'
import { referral as referralFixture } from '../../../tests/fake-gateway'
import { describeSpecTexts } from '../../../tests/spec-texts'
import { limitBars, maximumBars, parseAsOfDate, planStatusLine, terminationText } from './benefits'
import { certificateView, handbookViews, priorAuthorizationView } from './documents/documents'
import { programAction } from './programs/programs'
import { referralView } from './referrals/referrals'

describeSpecTexts([
  'benefits:coverage.met',
  'benefits:coverage.remaining',
  'benefits:coverage.limit',
  'benefits:pages.programs',
])

const inSpanish = (text: string) => shownIn('es', text)

it("the plan status texts are the spec's ('Active since {date}'...)", () => {
  const spec = readFileSync(new URL('../../../../shared/spec/member-dashboard.md', import.meta.url), 'utf8')
  for (const key of ['activeSince', 'effectiveOn', 'terminatedOn']) {
    const template = ((catalogues.en.common.planDates as Messages)[key] as string).replace(
      /\{\{(\w+)\}\}/g,
      '{$1}',
    )
    expect(spec).toContain(`'${template}'`)
  }
})

describe('the messages the rules write, in Spanish', () => {
  const now = new Date(2026, 4, 15)
  const limit = {
    productCategory: 'D',
    coverageType: 'INDIVIDUAL' as const,
    limitType: 'Annual Limit',
    networkTier: 'innet',
    total: 1500,
    totalMet: 400,
    totalRemaining: 1100,
    detailedDescription: null,
  }

  it('the plan status, the termination date, the as-of date message', () => {
    const status = (effectiveDate: string, terminationDate: string | null) =>
      inSpanish(planStatusLine({ effectiveDate, terminationDate }, now))
    expect(status('2025-01-01', null)).toBe('Activo desde el 01/01/2025')
    expect(status('2027-01-01', null)).toBe('Vigente a partir del 01/01/2027')
    expect(status('2023-01-01', '2024-12-31')).toBe('Terminó el 12/31/2024')
    expect(inSpanish(terminationText(null))).toBe('Ninguna')
    expect(inSpanish(terminationText('2024-12-31'))).toBe('12/31/2024')
    const asOf = parseAsOfDate('2025-02-30', now)
    expect(!asOf.ok && inSpanish(asOf.message)).toBe(
      '"2025-02-30" no es una fecha válida. Escriba una fecha como 05/15/2026 (mes/día/año).',
    )
  })

  it('the bars: the limit as sent, for whom and in which network in Spanish', () => {
    const bars = [
      ...limitBars(
        [limit, { ...limit, coverageType: 'FAMILY', networkTier: 'outnet', limitType: 'Deductible' }],
        'dental',
      ),
      ...maximumBars(
        [
          {
            description: 'Implant Maximum',
            indivAmount: -1,
            indivMet: 0,
            indivRemaining: 0,
            familyAmount: 2000,
            familyMet: 0,
            familyRemaining: 2000,
            detailDescription: null,
          },
        ],
        [],
      ),
    ]
    expect(bars.map((bar) => inSpanish(bar.title))).toEqual([
      'Annual Limit (individual, dentro de la red)',
      'Deductible (familiar, fuera de la red)',
      'Implant Maximum (familiar, dentro de la red)',
    ])
  })

  it('the documents: formats, the outline of coverage, periods, a pending request', () => {
    const handbook = { id: 'HB-1', title: 'Member Handbook', description: 'd', planYear: 2026, pages: 6 }
    const views = handbookViews(
      [handbook, { ...handbook, id: 'HB-2', pages: 1 }, { ...handbook, id: 'HB-3', pages: null }],
      'https://docs.example/ooc',
      '/benefits/handbooks',
    )
    expect(views.map((v) => inSpanish(v.format))).toEqual([
      'PDF, 6 páginas',
      'PDF, 1 página',
      'PDF',
      'Página web',
    ])
    expect([views[3].title, views[3].description].map(inSpanish)).toEqual([
      'Resumen de la cobertura',
      'Un resumen breve de lo que cubre su plan, sus límites y exclusiones.',
    ])
    const certificate = certificateView({
      planYear: 2026,
      memberName: 'Avery Thompson',
      subscriberId: 'EV1000001',
      groupId: '10001234',
      groupName: 'Riverbend Manufacturing',
      coverage: [
        { category: 'medical', planName: 'PPO', effectiveDate: '2025-01-01', terminationDate: null },
        { category: 'dental', planName: 'D', effectiveDate: '2025-01-01', terminationDate: '2026-12-31' },
      ],
    })
    expect(certificate.coverage.map((line) => inSpanish(line.period))).toEqual([
      'Desde el 01/01/2025',
      'Del 01/01/2025 al 12/31/2026',
    ])
    const pending = priorAuthorizationView({
      authorizationId: 'PA-1',
      memberKey: 'M',
      memberName: 'Avery Thompson',
      service: 'MRI',
      serviceCode: null,
      providerName: 'Rose City Imaging',
      status: 'PENDING',
      statusDescription: 'Pending',
      requestedDate: '2026-01-02',
      decisionDate: null,
      validFrom: null,
      validTo: null,
    })
    expect(inSpanish(pending.decided)).toBe('Aún no se ha decidido')
  })

  it("a program's action and a referral's visits", () => {
    const program = {
      id: 33,
      name: 'Dental Cost Estimator',
      url: 'https://x.example',
      urlDocumentType: 'ENDPOINT',
    }
    expect(inSpanish(programAction(program)!.label)).toBe('Ir al sitio web de Dental Cost Estimator')
    expect(inSpanish(programAction({ ...program, id: 27, url: null, urlDocumentType: null })!.label)).toBe(
      'Ir a Dental Cost Estimator',
    )
    const referral = referralView(referralFixture(), '2026-03-01')
    expect(inSpanish(referral.visitsUsed!)).toBe('2 de 6')
  })
})
