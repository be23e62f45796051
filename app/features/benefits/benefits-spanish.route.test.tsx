/**
 * The benefits pages in Spanish (issue 26): each page's loader, asked in Spanish, sends the texts
 * its page renders (only those: the page is rendered with the root's namespaces and the loader's
 * `messages`, nothing else, so a key it forgot shows as 'benefits:...'), and the page reads Spanish.
 * The English pages are the other tests' (unchanged).
 */
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { unpackMessages } from '~/platform/i18n/packed-messages'
import BenefitCategoryPage, {
  loader as categoryLoader,
  meta as categoryMeta,
} from '~/routes/_member.benefits.$category'
import BenefitsSummaryPage, { loader as summaryLoader } from '~/routes/_member.benefits.summary'
import DentalServiceDetailPage, { loader as dentalLoader } from '~/routes/_member.details.$tier.dental.$code'
import ReferralsRoute, { loader as referralsLoader } from '~/routes/_member.benefits.referrals'
import CertificatePage, {
  loader as certificateLoader,
} from '~/routes/_member.benefits.certificate-of-coverage'
import PriorAuthorizationPage, {
  loader as priorAuthLoader,
} from '~/routes/_member.benefits.prior-authorization'
import ProgramsRoute, { loader as programsLoader } from '~/routes/_member.benefits.programs._index'
import ProgramRoute, { loader as programLoader } from '~/routes/_member.benefits.programs.$programId'
import BenefitHistoryPage, {
  loader as historyLoader,
} from '~/routes/_member.history.$effectiveTimestamp.benefits.$category'
import HandbooksPage, { loader as handbooksLoader } from '~/routes/_member.benefits.handbooks._index'
import { messagesIn } from '~/platform/i18n/language.server'
import { TranslationProvider } from '~/platform/i18n/use-translation'
import type { Language } from '~/platform/i18n/languages'
import {
  averyClaims,
  memberPageAnswers,
  program,
  signedInRequest,
  startFakeGateway,
  type Answers,
  emptyContext,
} from '../../../tests/fake-gateway'
import { renderRoute, screen, within } from '../../../tests/render'

const year = new Date().getFullYear()
const coverage = (category: string, over: Record<string, unknown> = {}) => ({
  category,
  suffix: 0,
  asOfDate: `${year}-01-01`,
  planName: 'Riverbend PPO',
  classPlanId: 'CP00101',
  effectiveDate: '2025-01-01',
  terminationDate: null,
  deductibles: [],
  maximums: [],
  dentalServices:
    category === 'dental'
      ? [
          {
            tier: '1',
            category: 'Preventive',
            code: 'D1110',
            name: 'Adult cleaning',
            amount: '100%',
            description: 'Prophylaxis.',
            incentiveTiers: [],
            benefitLimit: null,
          },
        ]
      : [],
  medicalServices:
    category === 'medical'
      ? [{ tierId: 'tier1', url: null, pageId: 'office-visits', pageDescription: 'Office visits' }]
      : [],
  serviceDetails: [
    {
      id: 'office-visits',
      mainNote: null,
      outOfPocket: 'Counts toward your out-of-pocket maximum',
      tier: 'tier1',
      items: [
        { description: 'Primary care visit', network: 'In network', note: null, copay: '$25', isCopay: true },
        { description: 'Specialist visit', network: 'In network', note: null, copay: '20%', isCopay: false },
      ],
    },
  ],
  ...over,
})
const limit = (limitType: string, total: number, met: number, over = {}) => ({
  productCategory: 'M',
  coverageType: 'INDIVIDUAL',
  limitType,
  networkTier: 'innet',
  total,
  totalMet: met,
  totalRemaining: total - met,
  detailedDescription: { header: limitType, body: `About ${limitType}` },
  ...over,
})
const history = {
  medical: [
    {
      effectiveDate: '2025-01-01',
      termedDate: null,
      plan: 'Riverbend PPO',
      category: 'medical',
      memberKey: 'M-AVERY',
    },
    {
      effectiveDate: '2023-01-01',
      termedDate: '2024-12-31',
      plan: 'Riverbend Basic',
      category: 'medical',
      memberKey: 'M-AVERY',
    },
  ],
  dental: [],
  vision: [],
  pharmacy: [],
}

const answer = startFakeGateway((): Answers => ({
  ...memberPageAnswers(),
  'GET benefits/history': history,
  'GET benefits/limits': [
    limit('Deductible - In Network', 1500, 620),
    limit('Out-of-Pocket Maximum', 4000, 910),
  ],
  'GET benefits/medical': coverage('medical'),
  'GET benefits/dental': coverage('dental'),
  'GET benefits/vision': coverage('vision'),
  'GET benefits/pharmacy': coverage('pharmacy'),
  'GET sitecore/programs': [],
  'GET programs/sitecore': [],
}))

async function request(path: string, language: Language) {
  const made = await signedInRequest(path, { claims: averyClaims })
  made.headers.set('accept-language', language === 'es' ? 'es-MX,es;q=0.9' : 'en-US')
  return made
}

type Loader = (args: never) => Promise<unknown>

/** The page as the member's browser gets it: the loader's data and texts, and the root's namespaces. */
async function renderPage(
  Page: ComponentType,
  loader: Loader,
  path: string,
  { language = 'es', params = {} }: { language?: Language; params?: Record<string, string> } = {},
) {
  const data = (await loader({
    request: await request(path, language),
    params,
    context: emptyContext(),
  } as never)) as {
    messages: unknown
  }
  const catalogue = {
    ...unpackMessages(messagesIn(language, { common: 'all', validation: 'all', menus: 'all' })),
    ...unpackMessages(data.messages),
  }
  const view = renderRoute(
    [
      {
        path: '*',
        loader: () => data,
        Component: () => (
          <TranslationProvider language={language} catalogue={catalogue as never}>
            <Page />
          </TranslationProvider>
        ),
      },
    ],
    { at: path, rootData: { domainId: 1, signedIn: true, language } },
  )
  await screen.findByRole('heading', { level: 1 })
  // Every text the page writes was sent with it.
  expect(document.body.textContent).not.toMatch(/(benefits|menus|common):/)
  return { ...view, data }
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent

describe('a category page in Spanish', () => {
  it('medical: headings, the plan, the bars, the services table, the form, the history', async () => {
    answer()
    const { data } = await renderPage(BenefitCategoryPage, categoryLoader, '/benefits/medical', {
      params: { category: 'medical' },
    })
    expect(heading()).toBe('Beneficios médicos')
    expect(screen.getByTestId('plan-status').textContent).toBe('Activo desde el 01/01/2025')
    expect(within(screen.getByTestId('plan-card')).getByText('Fecha de terminación')).toBeTruthy()
    expect(within(screen.getByTestId('plan-card')).getByText('Ninguna')).toBeTruthy()
    expect(
      screen.getByRole('heading', { name: 'Deducibles, máximos de gastos de bolsillo y límites' }),
    ).toBeTruthy()
    const bar = screen.getByRole('progressbar', {
      name: 'Deductible - In Network (individual, dentro de la red)',
    })
    expect(bar).toBeTruthy()
    expect(screen.getAllByText(/Alcanzado$/)).toHaveLength(2)
    expect(screen.getAllByText('Qué significa esto')).toHaveLength(2)
    expect(screen.getByRole('columnheader', { name: 'Usted paga' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Copago: $25' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Coseguro: 20%' })).toBeTruthy()
    expect(screen.getByText('Office visits: lo que usted paga')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ver beneficios' })).toBeTruthy()
    expect(screen.getByLabelText('Cobertura vigente al')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Historial del plan médico' })).toBeTruthy()
    expect(screen.getByText(/— vigente desde el 01\/01\/2023, terminación: 12\/31\/2024/)).toBeTruthy()
    // The side navigation is the menu's, in Spanish.
    expect(screen.getByRole('navigation', { name: 'Beneficios' })).toBeTruthy()
    // Only the sections the page renders: no rules, no other pages' texts.
    const sent = unpackMessages(data.messages)!
    expect(Object.keys(sent)).toEqual(['benefits'])
    expect(Object.keys(sent.benefits)).toEqual(['pages', 'categories', 'coverage'])
  })

  it('its title in Spanish', async () => {
    answer()
    const data = await categoryLoader({
      request: await request('/benefits/medical', 'es'),
      params: { category: 'medical' },
      context: emptyContext(),
    } as never)
    const matches = [
      { id: 'root', data: { language: 'es', messages: messagesIn('es', { menus: 'all' }) } },
      { id: 'routes/_member.benefits.$category', data },
    ]
    expect(categoryMeta({ data, matches } as never)).toEqual([{ title: 'Beneficios médicos' }])
    // The error page (no data): the menu's title in Spanish.
    expect(categoryMeta({ data: undefined, matches: [matches[0]] } as never)).toEqual([
      { title: 'Beneficios' },
    ])
  })

  it('no coverage in the category: the notice in Spanish', async () => {
    answer({ 'GET benefits/vision': () => new Response(null, { status: 404 }) })
    await renderPage(BenefitCategoryPage, categoryLoader, '/benefits/vision', {
      params: { category: 'vision' },
    })
    expect(heading()).toBe('Beneficios de visión')
    expect(screen.getByText('Sin cobertura de visión')).toBeTruthy()
    expect(screen.getByText('Avery Rivera no tiene cobertura de visión en esta fecha.')).toBeTruthy()
  })

  it('the same page in English is as before', async () => {
    answer()
    await renderPage(BenefitCategoryPage, categoryLoader, '/benefits/medical', {
      language: 'en',
      params: { category: 'medical' },
    })
    expect(heading()).toBe('Medical benefits')
    expect(screen.getByTestId('plan-status').textContent).toBe('Active since 01/01/2025')
    expect(
      screen.getByRole('progressbar', { name: 'Deductible - In Network (Individual, In network)' }),
    ).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Copay: $25' })).toBeTruthy()
    expect(screen.getByTestId('showing').textContent).toBe('Showing benefits for Avery Rivera')
  })
})

describe('the summary in Spanish', () => {
  it('a date that is not one: the message in Spanish, never an error page', async () => {
    answer()
    await renderPage(BenefitsSummaryPage, summaryLoader, '/benefits/summary?asOfDate=yesterday')
    expect(heading()).toBe('Resumen de beneficios')
    const notice = screen.getByTestId('as-of-error')
    expect(within(notice).getByText('Revise la fecha')).toBeTruthy()
    expect(
      within(notice).getByText(
        /^"yesterday" no es una fecha válida\. Escriba una fecha como .* \(mes\/día\/año\)\.$/,
      ),
    ).toBeTruthy()
  })

  it('every category with its heading and limits', async () => {
    answer()
    await renderPage(BenefitsSummaryPage, summaryLoader, '/benefits/summary?asOfDate=2026-01-15')
    expect(screen.getByRole('heading', { name: 'Cobertura médica' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Deducibles y límites de visión' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Todos los beneficios dentales' })).toBeTruthy()
    expect(screen.getByTestId('showing').textContent).toBe('Beneficios de Avery Rivera al 01/15/2026')
  })
})

describe('an earlier plan period in Spanish', () => {
  it('its title, the way back, the plan that ended', async () => {
    answer({
      'GET benefits/medical': coverage('medical', {
        planName: 'Riverbend Basic',
        effectiveDate: '2023-01-01',
        terminationDate: '2024-12-31',
      }),
    })
    const timestamp = String(Date.UTC(2023, 0, 1))
    await renderPage(BenefitHistoryPage, historyLoader, `/history/${timestamp}/benefits/medical`, {
      params: { effectiveTimestamp: timestamp, category: 'medical' },
    })
    expect(heading()).toBe('Beneficios médicos: Del 01/01/2023 al 12/31/2024')
    expect(screen.getByRole('link', { name: 'Volver a los beneficios médicos actuales' })).toBeTruthy()
    expect(screen.getByTestId('plan-status').textContent).toBe('Terminó el 12/31/2024')
  })
})

describe('a dental service in Spanish', () => {
  it('its details, with the values as sent', async () => {
    answer()
    await renderPage(DentalServiceDetailPage, dentalLoader, '/details/1/dental/D1110', {
      params: { tier: '1', code: 'D1110' },
    })
    expect(heading()).toBe('Adult cleaning (D1110)')
    expect(screen.getByRole('heading', { name: 'Detalles del servicio' })).toBeTruthy()
    expect(screen.getByText('El plan paga 100%')).toBeTruthy()
    expect(screen.getAllByText('Ninguno')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Volver a los beneficios dentales' })).toBeTruthy()
  })
})

const referral = (i: number) => ({
  referralId: `RF${4101 + i}`,
  memberKey: 'M-AVERY',
  memberName: 'Avery Rivera',
  providerId: 'S2001',
  providerName: 'Rose City Dermatology',
  specialty: 'Dermatology',
  statusCode: 'A',
  statusDescription: 'Approved',
  startDate: '2025-01-10',
  endDate: '2025-07-09',
  visitsAuthorized: 4,
  visitsUsed: 3,
})
const referralsPage = (count: number, total: number) => ({
  content: Array.from({ length: count }, (_, i) => referral(i)),
  first: true,
  last: count === total,
  empty: count === 0,
  number: 0,
  numberOfElements: count,
  size: 10,
  totalElements: total,
  totalPages: Math.ceil(total / 10),
})
const referralMetadata = {
  members: [{ memberKey: 'M-AVERY', name: 'Avery Rivera' }],
  statuses: [{ code: 'A', description: 'Approved' }],
  providers: [{ providerId: 'S2001', name: 'Rose City Dermatology' }],
}

describe('referrals in Spanish', () => {
  it('the filters, the count, a referral and the pager', async () => {
    answer({ 'GET referrals': referralsPage(10, 12), 'GET referrals/metadata': referralMetadata })
    await renderPage(ReferralsRoute, referralsLoader, '/benefits/referrals')
    expect(heading()).toBe('Referidos')
    expect(screen.getByRole('heading', { name: 'Filtrar referidos' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Aplicar filtros' })).toBeTruthy()
    expect(screen.getByLabelText('Ocultar los referidos vencidos')).toBeTruthy()
    expect(screen.getByTestId('referral-count').textContent).toBe('Se muestran 1–10 de 12 referidos')
    const card = screen.getAllByTestId('referral')[0]
    expect(within(card).getByText('Visitas usadas')).toBeTruthy()
    expect(within(card).getByText('3 de 4')).toBeTruthy()
    expect(within(card).getByText('Del 01/10/2025 al 07/09/2025 (vencido)')).toBeTruthy()
    expect(screen.getByTestId('page-of').textContent).toBe('Página 1 de 2')
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Solicitudes de autorización previa' })).toBeTruthy()
  })

  it('none with these filters: said in Spanish', async () => {
    answer({ 'GET referrals': referralsPage(0, 0), 'GET referrals/metadata': referralMetadata })
    await renderPage(ReferralsRoute, referralsLoader, '/benefits/referrals?statusCode=A')
    expect(screen.getByTestId('referral-count').textContent).toBe(
      'Ningún referido coincide con estos filtros.',
    )
    expect(screen.getByRole('link', { name: 'Borrar filtros' })).toBeTruthy()
  })
})

describe('the plan documents in Spanish', () => {
  it('the certificate of coverage: categories and periods in Spanish, the plans as sent', async () => {
    answer({
      'GET certificate-of-coverage': {
        planYear: 2026,
        memberName: 'Avery Rivera',
        subscriberId: 'EV1000001',
        groupId: '10001234',
        groupName: 'Riverbend Manufacturing',
        coverage: [
          {
            category: 'medical',
            planName: 'Riverbend PPO',
            effectiveDate: '2025-01-01',
            terminationDate: null,
          },
          {
            category: 'vision',
            planName: 'Vision Basic',
            effectiveDate: '2025-01-01',
            terminationDate: '2026-12-31',
          },
        ],
      },
    })
    await renderPage(CertificatePage, certificateLoader, '/benefits/certificate-of-coverage')
    expect(heading()).toBe('Certificado de cobertura')
    const table = screen.getByTestId('certificate-coverage')
    expect(within(table).getByText('Cobertura en el año del plan 2026')).toBeTruthy()
    expect(within(table).getByRole('rowheader', { name: 'Médica' })).toBeTruthy()
    expect(within(table).getByText('Desde el 01/01/2025')).toBeTruthy()
    expect(within(table).getByText('Del 01/01/2025 al 12/31/2026')).toBeTruthy()
    expect(screen.getByTestId('certificate-download').textContent).toBe('Descargar certificado (PDF)')
  })

  it("handbooks: the brand's label as the menu says it, the formats in Spanish, the titles as sent", async () => {
    answer({
      'GET handbooks': [
        { id: 'HB-1', title: 'Member Handbook 2026', description: 'd', planYear: 2026, pages: 6 },
      ],
    })
    await renderPage(HandbooksPage, handbooksLoader, '/benefits/handbooks')
    expect(heading()).toBe('Manuales para miembros')
    expect(screen.getByRole('link', { name: 'Descargar Member Handbook 2026 (PDF, 6 páginas)' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Otros documentos del plan' })).toBeTruthy()
  })

  it('prior authorization: the empty state in Spanish', async () => {
    answer()
    await renderPage(PriorAuthorizationPage, priorAuthLoader, '/benefits/prior-authorization')
    expect(heading()).toBe('Autorización previa')
    expect(screen.getByTestId('prior-authorizations-empty').textContent).toMatch(
      /^Usted no tiene solicitudes de autorización previa\./,
    )
  })
})

describe('programs in Spanish', () => {
  it('the featured programs and the programs without a category, names as sent', async () => {
    answer({ 'GET programs': [program(41, { name: 'Healthy Steps' })] })
    await renderPage(ProgramsRoute, programsLoader, '/benefits/programs')
    expect(heading()).toBe('Programas')
    expect(screen.getByRole('heading', { name: 'Programas destacados' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Otros programas' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Healthy Steps' })).toHaveLength(2)
  })

  it("an outside program's page: its action and the new-tab hint in Spanish", async () => {
    answer({
      'GET programs': [
        program(33, {
          name: 'Dental Cost Estimator',
          url: 'https://estimator.example',
          urlDocumentType: 'ENDPOINT',
          details: { phoneNumber: '800-555-0100' },
        }),
      ],
    })
    await renderPage(ProgramRoute, programLoader, '/benefits/programs/33', { params: { programId: '33' } })
    expect(heading()).toBe('Dental Cost Estimator')
    expect(screen.getByTestId('program-action').textContent).toBe(
      'Ir al sitio web de Dental Cost Estimator (se abre en una pestaña nueva)',
    )
    expect(screen.getByText('Teléfono:')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver a todos los programas' })).toBeTruthy()
  })
})
