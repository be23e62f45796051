/**
 * Find care in Spanish (issue 26): each page group as a member who chose Spanish reads it, from the
 * loader (the `language` cookie: the rules' texts in Spanish, the page's texts in its `messages`)
 * to the rendered page. Provider names, addresses, specialties and reminder titles are the
 * gateway's, as sent.
 */
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { unpackMessages } from '~/platform/i18n/packed-messages'
import type { LoaderFunctionArgs } from '@remix-run/node'
import PrimaryCarePage, { loader as primaryCareLoader } from '~/routes/_member.find-care.primary-care._index'
import SearchPage, {
  action as selectAction,
  loader as searchLoader,
} from '~/routes/_member.find-care.primary-care.$suffix.search'
import { readFlash } from '~/platform/session/flash.server'
import CareReminders, { loader as remindersLoader } from '~/routes/_member.find-care.care-reminders'
import FindCarePage, { loader as landingLoader } from '~/routes/_member.find-care._index'
import DentistPage from '~/routes/_member.find-care.find-a-dentist'
import ResourcesPage from '~/routes/_member.find-care.resources'
import {
  appRequest,
  memberCookie,
  memberPageAnswers,
  startFakeGateway,
  emptyContext,
} from '../../../tests/fake-gateway'
import { renderRoute, screen, within, type StubRoute } from '../../../tests/render'

const answer = startFakeGateway(memberPageAnswers)

const pcpMembers = (history: Record<string, unknown>[] = []) => ({
  eligible: true,
  members: [
    {
      memberKey: 'M-AVERY',
      suffix: 0,
      firstName: 'Avery',
      lastName: 'Rivera',
      eligibleDates: [{ effectiveDate: '2024-01-01', terminationDate: null }],
    },
  ],
  selections: [],
  pcp360History: history,
})
const provider = (n: number) => ({
  name: `Doctor ${n}`,
  id: `P100${n}`,
  groupName: null,
  title: 'MD',
  acceptingNewPatients: true,
  distance: 1.5,
  specialty: 'Family Medicine',
  languages: ['English', 'Spanish'],
  locations: [],
})

/** A loader's data for a member who chose Spanish (the `language` cookie). */
async function loadInSpanish<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T>,
  path: string,
  options: { params?: Record<string, string> } = {},
) {
  const cookie = `${await memberCookie()}; language=es`
  const request = await appRequest(path, { cookie })
  return loader({ request, params: options.params ?? {}, context: emptyContext() })
}

/**
 * The selection form posted by a member who chose Spanish (the body as text: jsdom's
 * URLSearchParams is not the one the server's Request takes).
 */
async function selectInSpanish(form: Record<string, string>) {
  const request = new Request('http://localhost/find-care/primary-care/0/search?zip=97201', {
    method: 'POST',
    headers: {
      cookie: `${await memberCookie()}; language=es`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  return selectAction({ request, params: { suffix: '0' }, context: emptyContext() })
}

/** The page at `at`, in Spanish, with the data its loader gave. */
function renderInSpanish(path: string, Component: StubRoute['Component'], data: object, at = path) {
  renderRoute([{ path, Component, loader: () => data }], {
    at,
    rootData: { domainId: 1, signedIn: true, language: 'es' },
  })
}

const sectionsOf = (data: unknown) =>
  Object.keys(unpackMessages((data as { messages: unknown }).messages)!['find-care'])

describe('find care in Spanish', () => {
  it('the landing page: its entries and their links', async () => {
    answer()
    const data = await loadInSpanish(landingLoader, '/find-care')
    expect(sectionsOf(data)).toEqual(['landing'])
    renderInSpanish('/find-care', FindCarePage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar atención' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Buscar un dentista' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir a recordatorios de atención' })).toHaveAttribute(
      'href',
      '/find-care/care-reminders',
    )
  })

  it('find a dentist: the plan without the online search, the networks, Passport Dental', async () => {
    const dentist = {
      directory: null,
      estimator: null,
      passport: { name: 'Passport Dental', description: 'Dental care abroad.', target: '/passport-dental' },
      networks: ['Dental Choice'],
    }
    renderInSpanish('/find-care/find-a-dentist', DentistPage, dentist)
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar un dentista' })).toBeInTheDocument()
    expect(screen.getByText(/Su plan no incluye la búsqueda de dentistas en línea\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Comuníquese con nosotros' })).toHaveAttribute(
      'href',
      '/contact-us',
    )
    expect(screen.getByRole('heading', { name: 'Sus redes dentales' })).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Atención dental en el extranjero con Passport Dental' }),
    ).toBeInTheDocument()
  })

  it('care resources: a program with its phone and a new-tab link; none: the empty state', async () => {
    const resources = [
      {
        id: 95,
        name: '24/7 Nurse Line',
        description: 'Talk to a nurse.',
        phone: '1-866-555-0195',
        link: { target: 'https://nurse.example', external: true, newTab: true },
      },
    ]
    renderInSpanish('/find-care/resources', ResourcesPage, { resources })
    expect(await screen.findByRole('heading', { level: 1, name: 'Recursos de atención' })).toBeInTheDocument()
    expect(screen.getByText('Teléfono:', { exact: false })).toHaveTextContent('Teléfono: 1-866-555-0195')
    expect(
      screen.getByRole('link', { name: 'Abrir 24/7 Nurse Line (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('target', '_blank')
  })

  it('care resources: none to show', async () => {
    renderInSpanish('/find-care/resources', ResourcesPage, { resources: [] })
    expect(
      await screen.findByText(/^Su plan no tiene recursos de atención para mostrar aquí\./),
    ).toBeInTheDocument()
  })

  it('primary care: the member card, its action, eligible dates and history', async () => {
    answer({
      'GET pcp/members': pcpMembers([
        {
          providerId: 'P-9',
          providerName: 'Dana Okafor',
          providerTitle: 'MD',
          memberKey: 'M-AVERY',
          beginDate: '2024-02-01',
          endDate: '2024-12-31',
          pcpSelected: false,
          pcpTerminationReason: 'Provider left the network',
          locations: [],
        },
      ]),
    })
    const data = await loadInSpanish(primaryCareLoader, '/find-care/primary-care')
    expect(sectionsOf(data)).toEqual(['primaryCare', 'provider'])
    renderInSpanish('/find-care/primary-care', PrimaryCarePage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Atención primaria' })).toBeInTheDocument()
    const card = screen.getByTestId('primary-care-0')
    expect(
      within(card).getByText('No se ha seleccionado un proveedor de atención primaria.'),
    ).toBeInTheDocument()
    expect(
      within(card).getByText('Elegible para atención primaria: desde el 01/01/2024.'),
    ).toBeInTheDocument()
    expect(within(card).getByRole('heading', { name: 'Historial de selecciones' })).toBeInTheDocument()
    expect(
      within(card).getByText(
        'Dana Okafor, MD: desde 02/01/2024 hasta 12/31/2024 (terminado: Provider left the network)',
      ),
    ).toBeInTheDocument()
    // The visually hidden ' para Avery' (jsdom's accessible name drops its leading space).
    expect(within(card).getByRole('link', { name: /^Elegir un proveedor\s*para Avery$/ })).toHaveAttribute(
      'href',
      '/find-care/primary-care/0/search',
    )
    expect(
      within(card).getByRole('link', { name: 'Detalles de atención primaria de Avery' }),
    ).toBeInTheDocument()
  })

  it('the provider search: a refused search answered in Spanish on its fields', async () => {
    answer({ 'GET pcp/members': pcpMembers() })
    const path = '/find-care/primary-care/0/search'
    const data = await loadInSpanish(searchLoader, `${path}?zip=&radius=7&q=`, { params: { suffix: '0' } })
    expect(data.results).toBeNull()
    renderInSpanish('/find-care/primary-care/:suffix/search', SearchPage, data, `${path}?zip=&radius=7&q=`)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Buscar un proveedor de atención primaria para Avery Rivera',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a la atención primaria de Avery' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription(
      'El campo Código postal es obligatorio',
    )
    expect(screen.getByText('Elija una distancia')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument()
  })

  it('the provider search: results, paging and the selection form', async () => {
    answer({
      'GET pcp/members': pcpMembers(),
      'POST pcp/search': {
        data: [provider(1), { ...provider(2), acceptingNewPatients: false }],
        page: {
          first: true,
          last: false,
          empty: false,
          number: 0,
          numberOfElements: 2,
          size: 10,
          totalElements: 12,
          totalPages: 2,
        },
      },
    })
    const path = '/find-care/primary-care/0/search'
    const at = `${path}?zip=97201&radius=10&q=&choose=P1001`
    const data = await loadInSpanish(searchLoader, at, { params: { suffix: '0' } })
    expect(sectionsOf(data)).toEqual(['search', 'select', 'provider'])
    renderInSpanish('/find-care/primary-care/:suffix/search', SearchPage, data, at)
    expect(await screen.findByTestId('results-summary')).toHaveTextContent(
      '12 proveedores a menos de 10 millas del código postal 97201. Página 1 de 2.',
    )
    const [first, second] = screen.getAllByTestId('provider-result')
    expect(within(first).getByText('Family Medicine')).toBeInTheDocument()
    expect(within(first).getByText('1.5 millas')).toBeInTheDocument()
    expect(within(second).getByText('No acepta pacientes nuevos')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Seleccionar a Doctor 1, MD para Avery' })
    expect(within(form).getByLabelText(/Fecha de vigencia/)).toHaveAccessibleDescription(
      /Avery es elegible desde el 01\/01\/2024\./,
    )
    expect(within(form).getByRole('button', { name: 'Seleccionar a Doctor 1, MD' })).toBeInTheDocument()
    expect(within(form).getByRole('link', { name: 'Cancelar' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toBeInTheDocument()
  })

  it('a selection naming no provider is refused in Spanish, without calling the gateway', async () => {
    const fake = answer({ 'GET pcp/members': pcpMembers() })
    const result = (await selectInSpanish({})) as unknown as {
      data: { result: { error: Record<string, string[]> } }
    }
    expect(result.data.result.error['']).toEqual([
      'Elija un proveedor de los resultados de la búsqueda y luego selecciónelo.',
    ])
    expect(fake.paths()).not.toContain('POST pcp/select')
  })

  it('the notice of a selection is in Spanish, its date month/day/year', async () => {
    answer({ 'GET pcp/members': pcpMembers(), 'POST pcp/select': 'Saved.' })
    const day = dayjs().add(1, 'month').startOf('month').format('MM/DD/YYYY')
    const response = (await selectInSpanish({
      providerId: 'P1001',
      effectiveDate: day,
    })) as unknown as Response
    expect(response.status).toBe(302)
    const cookie = response.headers.getSetCookie().join('; ')
    const flash = await readFlash(new Request('http://localhost/', { headers: { cookie } }))
    expect(flash.notification?.message).toBe(
      `Se seleccionó el proveedor de atención primaria de Avery, a partir del ${day}.`,
    )
  })

  it('care reminders: due and overdue, the links, and nothing due', async () => {
    const inDays = (n: number) => dayjs().add(n, 'day')
    const reminder = (id: string, title: string, days: number, findCare: string) => ({
      reminderId: id,
      memberKey: 'M-AVERY',
      memberSuffix: 0,
      memberName: 'Avery Rivera',
      title,
      reason: `Why ${title} is due.`,
      dueDate: inDays(days).format('YYYY-MM-DD'),
      findCare,
    })
    answer({
      'GET care-reminders': [
        reminder('CR-1', 'Dental cleaning', -20, 'find-a-dentist'),
        reminder('CR-2', 'Annual physical', 30, 'primary-care'),
      ],
    })
    const data = await loadInSpanish(remindersLoader, '/find-care/care-reminders')
    expect(sectionsOf(data)).toEqual(['reminders'])
    renderInSpanish('/find-care/care-reminders', CareReminders, data)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recordatorios de atención' }),
    ).toBeInTheDocument()
    const due = screen.getAllByTestId('care-reminder-due').map((badge) => badge.textContent)
    expect(due).toEqual([
      `Venció el ${inDays(-20).format('MM/DD/YYYY')}`,
      `Fecha límite: ${inDays(30).format('MM/DD/YYYY')}`,
    ])
    expect(screen.getByRole('link', { name: 'Buscar atención para Avery: Dental cleaning' })).toHaveAttribute(
      'href',
      '/find-care/find-a-dentist',
    )
  })

  it('care reminders: nothing due', async () => {
    answer({ 'GET care-reminders': [] })
    renderInSpanish('/find-care/care-reminders', CareReminders, await loadInSpanish(remindersLoader, '/r'))
    expect(await screen.findByTestId('care-reminders-empty')).toHaveTextContent(
      'No tiene nada pendiente por ahora.',
    )
  })
})
