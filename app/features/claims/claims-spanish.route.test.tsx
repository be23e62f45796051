/**
 * The claims area in Spanish (issue 26): each page as a member who chose Spanish reads it, from the
 * loader (the `language` cookie: the `claims` sections the page renders, the texts the server
 * writes) to the rendered page. Provider names, denial reasons, program names and form titles are
 * the gateway's, as sent.
 */
import dayjs from 'dayjs'
import { URLSearchParams as NodeURLSearchParams } from 'node:url'
import { describe, expect, it } from 'vitest'
import { unpackMessages } from '~/platform/i18n/packed-messages'
import type { LoaderFunctionArgs } from '@remix-run/node'
import ClaimsPage, { loader as claimsLoader, meta as claimsMeta } from '~/routes/_member.claims._index'
import ClaimPage, { loader as claimLoader } from '~/routes/_member.claims.$claimNumber'
import EobsPage, { loader as eobsLoader } from '~/routes/_member.eobs'
import FormsPage, { loader as formsLoader } from '~/routes/_member.forms'
import PharmacyPage, { loader as pharmacyLoader } from '~/routes/_member.navitus'
import CustomerServicePage, {
  loader as customerServiceLoader,
} from '~/routes/_member.support.customer-service'
import { action as pharmacyHandOff } from '~/routes/resources.pharmacy-hand-off'
import {
  appRequest,
  memberCookie,
  memberPageAnswers,
  program,
  startFakeGateway,
  type Answers,
  emptyContext,
} from '../../../tests/fake-gateway'
import {
  clientValidationLoaded,
  renderRoute,
  screen,
  userEvent,
  within,
  type StubRoute,
} from '../../../tests/render'
import { claim, claimPage, day } from './claims-fixtures'

// A GET form in the stub builds its address with Node's URLSearchParams (jsdom's is not accepted).
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams

const answer = startFakeGateway(memberPageAnswers)
/** A loader's data for a member who chose Spanish (the `language` cookie), without its status. */
async function loadInSpanish(
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  path: string,
  params: Record<string, string> = {},
) {
  const cookie = `${await memberCookie()}; language=es`
  const result = await loader({
    request: await appRequest(path, { cookie }),
    params,
    context: emptyContext(),
  })
  const wrapped = result as { type?: string; data?: unknown }
  return (wrapped?.type === 'DataWithResponseInit' ? wrapped.data : result) as Record<string, unknown>
}

/** The page at `at`, in Spanish, with the data its loader gave. */
function renderInSpanish(path: string, Component: StubRoute['Component'], data: unknown, at = path) {
  renderRoute([{ path, Component, loader: () => data as Record<string, unknown> }], {
    at,
    rootData: { domainId: 1, signedIn: true, language: 'es' },
  })
}

const sectionsOf = (data: Record<string, unknown>) => Object.keys(unpackMessages(data.messages)!.claims)

const claimsAnswers = (over: Answers = {}): Answers => ({
  ...memberPageAnswers(),
  'GET programs': [],
  'GET claims': claimPage([claim('CL202600413', { serviceEndDate: day(98) })], {
    totals: { claimCount: 1, billedAmount: 1850, planPaid: 1040, memberResponsibility: 620, pendingCount: 1 },
  }),
  ...over,
})

describe('/claims in Spanish', () => {
  it('the heading, the filters, the totals and a claim card', async () => {
    answer(claimsAnswers())
    const data = await loadInSpanish(claimsLoader, '/claims')
    expect(sectionsOf(data)).toEqual(['shared', 'claimsList', 'filters'])
    renderInSpanish('/claims', ClaimsPage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Reclamaciones' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Filtrar reclamaciones' })).toBeInTheDocument()
    expect(screen.getByLabelText('Fecha de inicio')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Aplicar filtros' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Borrar filtros' })).toHaveAttribute('href', '/claims')
    expect(screen.getByText('1 reclamación en total.')).toBeInTheDocument()
    expect(
      screen.getByText(
        '1 reclamación pendiente no se incluye en lo pagado por el plan ni en lo que usted debe hasta que se procese.',
      ),
    ).toBeInTheDocument()
    const card = screen.getByTestId('claim-card')
    expect(within(card).getByText('Pagada')).toBeInTheDocument()
    const dates = `del ${dayjs(day(100)).format('MM/DD/YYYY')} al ${dayjs(day(98)).format('MM/DD/YYYY')}`
    expect(card).toHaveTextContent(
      `Médica · Avery Thompson · Fecha del servicio: ${dates} · Reclamación CL202600413`,
    )
    expect(within(card).getByText('Usted debe')).toBeInTheDocument()
    expect(within(card).getByText('$620.00')).toBeInTheDocument()
  })

  it('without JavaScript: a filter the server refused shows its message in Spanish', async () => {
    answer(claimsAnswers())
    const earliest = dayjs().subtract(2, 'year')
    const search = `?from=${earliest.subtract(1, 'day').format('YYYY-MM-DD')}`
    const data = await loadInSpanish(claimsLoader, `/claims${search}`)
    renderInSpanish('/claims', ClaimsPage, data, `/claims${search}`)
    expect(
      await screen.findByText(
        `La fecha de inicio no puede ser anterior al ${earliest.format('MM/DD/YYYY')}: las reclamaciones abarcan los últimos dos años`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Corrija los filtros de arriba para ver sus reclamaciones.')).toBeInTheDocument()
  })

  it('with JavaScript: the client check writes its message in Spanish', async () => {
    answer(claimsAnswers())
    const user = userEvent.setup()
    const data = await loadInSpanish(claimsLoader, '/claims')
    renderInSpanish('/claims', ClaimsPage, data)
    await screen.findByRole('heading', { level: 1, name: 'Reclamaciones' })
    await clientValidationLoaded(() => import('./claims-schemas'))
    const start = screen.getByLabelText('Fecha de inicio')
    const end = screen.getByLabelText('Fecha de fin')
    await user.type(start, day(10))
    await user.type(end, day(30))
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }))
    expect(
      await screen.findByText('La fecha de fin debe ser posterior a la fecha de inicio'),
    ).toBeInTheDocument()
  })

  it('the page title', async () => {
    answer(claimsAnswers())
    const data = await loadInSpanish(claimsLoader, '/claims')
    const matches = [
      { id: 'root', data: { language: 'es' }, meta: [{ title: 'Panel para miembros' }] },
      { id: 'routes/_member.claims._index', data },
    ]
    const meta = claimsMeta as unknown as (args: { data: unknown; matches: unknown }) => unknown
    expect(meta({ data, matches })).toEqual([{ title: 'Reclamaciones' }])
    // The error page (the loader threw): the page has no texts, the root's title stands.
    const failed = [matches[0], { id: 'routes/_member.claims._index', data: undefined }]
    expect(meta({ data: undefined, matches: failed })).toEqual([{ title: 'Panel para miembros' }])
  })
})

describe('a claim in Spanish', () => {
  it('its heading, amounts, share, details, lines and EOB', async () => {
    answer(
      claimsAnswers({
        'GET claims/CL202600413': {
          ...claim('CL202600413', { serviceEndDate: day(98) }),
          serviceLines: [
            {
              lineNumber: 1,
              serviceDate: day(100),
              description: 'MRI, knee',
              procedureCode: '73721',
              remark: null,
              billedAmount: 1850,
              allowedAmount: 1660,
              planPaid: 1040,
              memberCost: { deductible: 620, copay: 0, coinsurance: 0, notCovered: 0 },
            },
          ],
        },
      }),
    )
    const data = await loadInSpanish(claimLoader, '/claims/CL202600413', { claimNumber: 'CL202600413' })
    expect(sectionsOf(data)).toEqual(['shared', 'claimDetail'])
    renderInSpanish('/claims/:claimNumber', ClaimPage, data, '/claims/CL202600413')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reclamación de Rose City Imaging' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a reclamaciones' })).toBeInTheDocument()
    expect(screen.getByText('Reclamación médica de Avery Thompson')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Lo que usted debe' })).toBeInTheDocument()
    expect(screen.getByText('Deducible')).toBeInTheDocument()
    expect(screen.getByText('Rose City Imaging (Dentro de la red)')).toBeInTheDocument()
    expect(screen.getByText('1 servicio facturado por Rose City Imaging')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Servicio' })).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Descargar la explicación de beneficios (PDF)' }),
    ).toHaveAttribute('href', '/resources/eob/EOB202600413')
  })

  it("a family member's claim the page refuses: the refusal in Spanish", async () => {
    answer(
      claimsAnswers({
        'GET claims/CL202600425': { ...claim('CL202600425', { memberKey: 'M-OTHER' }), serviceLines: [] },
      }),
    )
    const data = await loadInSpanish(claimLoader, '/claims/CL202600425', { claimNumber: 'CL202600425' })
    renderInSpanish('/claims/:claimNumber', ClaimPage, data, '/claims/CL202600425')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reclamación CL202600425' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta reclamación pertenece a un miembro de la familia cuyas reclamaciones usted no puede ver',
    )
  })
})

describe('EOBs, forms, pharmacy and customer service in Spanish', () => {
  it('/eobs: the heading, the delivery choice and the empty state', async () => {
    answer(claimsAnswers({ 'GET eobs': { ...claimPage([]), totals: undefined } }))
    const data = await loadInSpanish(eobsLoader, '/eobs')
    expect(sectionsOf(data)).toEqual(['shared', 'eobs'])
    renderInSpanish('/eobs', EobsPage, data)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explicaciones de beneficios' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cómo recibe sus EOB' })).toBeInTheDocument()
    expect(screen.getByText('No tiene explicaciones de beneficios.')).toBeInTheDocument()
  })

  it('/forms: the heading and each form’s download link (titles as sent)', async () => {
    answer(
      claimsAnswers({
        'GET forms': [
          {
            id: 'medical-claim-form',
            title: 'Medical claim form',
            purpose: 'Get paid back.',
            category: 'Claims',
          },
        ],
      }),
    )
    const data = await loadInSpanish(formsLoader, '/forms')
    expect(sectionsOf(data)).toEqual(['forms'])
    renderInSpanish('/forms', FormsPage, data)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Formularios y documentos' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Descargar Medical claim form (PDF)' })).toHaveAttribute(
      'href',
      '/resources/forms/medical-claim-form',
    )
  })

  it('/navitus and its hand-off', async () => {
    const pharmacy = program(37, { name: 'Navitus', details: { phoneNumber: '1-866-555-0137' } })
    answer(claimsAnswers({ 'GET programs': [pharmacy] }))
    const data = await loadInSpanish(pharmacyLoader, '/navitus')
    expect(sectionsOf(data)).toEqual(['pharmacy'])
    renderInSpanish('/navitus', PharmacyPage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmacia' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Navitus' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ir al sitio de farmacia' })).toBeInTheDocument()
    expect(screen.getByText('Teléfono:', { exact: false })).toHaveTextContent('Teléfono: 1-866-555-0137')
    expect(screen.getByText(/^Horario: De 7 a\.m\. a 8 p\.m\./)).toBeInTheDocument()
    expect(screen.getByText('Los usuarios de TTY pueden llamar al 711')).toBeInTheDocument()

    const cookie = `${await memberCookie()}; language=es`
    const request = await appRequest('/resources/pharmacy-hand-off', { cookie, method: 'POST' })
    const html = await (
      (await pharmacyHandOff({ request, params: {}, context: emptyContext() })) as Response
    ).text()
    expect(html).toContain('<html lang="es-US">')
    expect(html).toContain('<h1>Redirigiendo a los beneficios de farmacia</h1>')
    expect(html).toContain('<button type="submit" class="button">Continuar</button>')
  })

  it('/support/customer-service: the heading and the links to claims and forms', async () => {
    answer(
      claimsAnswers({
        'GET message/calendar': { data: { item: { content: { value: '2026-12-25|Christmas Day' } } } },
      }),
    )
    const data = await loadInSpanish(customerServiceLoader, '/support/customer-service')
    expect(sectionsOf(data)).toEqual(['customerService'])
    renderInSpanish('/support/customer-service', CustomerServicePage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicio al Cliente' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver sus reclamaciones' })).toHaveAttribute('href', '/claims')
    expect(screen.getByRole('link', { name: 'Formularios y documentos' })).toHaveAttribute('href', '/forms')
  })
})

describe('in English, as before', () => {
  it('a claim: its heading, summary, details and lines', async () => {
    answer(claimsAnswers({ 'GET claims/CL202600413': { ...claim('CL202600413'), serviceLines: [] } }))
    const request = await appRequest('/claims/CL202600413', { cookie: await memberCookie() })
    const result = (await claimLoader({
      request,
      params: { claimNumber: 'CL202600413' },
      context: emptyContext(),
    })) as {
      data: unknown
    }
    renderRoute(
      [
        {
          path: '/claims/:claimNumber',
          Component: ClaimPage,
          loader: () => result.data as Record<string, unknown>,
        },
      ],
      {
        at: '/claims/CL202600413',
        rootData: { domainId: 1, signedIn: true },
      },
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim from Rose City Imaging' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Medical claim for Avery Thompson')).toBeInTheDocument()
    expect(screen.getByText('Rose City Imaging (In network)')).toBeInTheDocument()
    expect(screen.getByText('0 services billed by Rose City Imaging')).toBeInTheDocument()
    expect(screen.getByText('Not covered')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All explanations of benefits' })).toHaveAttribute(
      'href',
      '/eobs',
    )
  })
})
