/**
 * The account area in Spanish (issue 26): each page as a member who chose Spanish reads it, from
 * the loader (the `language` cookie: the `account` sections the page renders, the texts the server
 * writes) to the rendered page; the forms' messages in Spanish with JavaScript off (the server's
 * English reply) and on (client validation).
 */
import { URLSearchParams as NodeURLSearchParams } from 'node:url'
import { describe, expect, it } from 'vitest'
import { unpackMessages } from '~/platform/i18n/packed-messages'
import type { LoaderFunctionArgs } from '@remix-run/node'
import type { AccountActivityEvent } from '@member-dashboard/contract'
import ActivityPage, { loader as activityLoader } from '~/routes/_member.account.activity'
import SettingsPage, {
  action as settingsAction,
  loader as settingsLoader,
} from '~/routes/_member.account.settings._index'
import ChangePasswordPage from '~/routes/_member.account.settings.change-password'
import SummaryPage, { loader as summaryLoader, meta as summaryMeta } from '~/routes/_member.account.summary'
import MemberInformationPage, {
  loader as memberInformationLoader,
} from '~/routes/_member.account.member-information'
import EbillPage, { loader as ebillLoader } from '~/routes/_member.account.ebill'
import { action as ebillHandOff } from '~/routes/resources.ebill-hand-off'
import PlanBenefitsPage, { loader as planBenefitsLoader } from '~/routes/_member.account.plan-benefits._index'
import CancelPage, { loader as cancelLoader } from '~/routes/_member.account.plan-benefits.cancel'
import SupportPage, { loader as supportLoader } from '~/routes/_member.account.support'
import { requestContextStorage } from '~/platform/security/request-context.server'
import { SettingsCards, type SettingsData } from './settings'
import type { Result } from './settings-forms'
import {
  planDetails,
  account,
  actionResult,
  appRequest,
  args,
  familyEntry,
  memberCookie,
  preferences,
  sessionCookie,
  startFakeGateway,
  token,
  type Answers,
} from '../../../tests/fake-gateway'
import { activityPage, staffAccessEvent } from '../../../tests/account-activity'
import {
  clientValidationLoaded,
  renderInApp,
  renderRoute,
  screen,
  userEvent,
  within,
  type StubRoute,
} from '../../../tests/render'

// A form POST in the stub builds a Request (Node's) from URLSearchParams: jsdom's own is not accepted.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams

const answer = startFakeGateway()
const es = { domainId: 1, signedIn: true, language: 'es' } as const
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** A loader's data for a member who chose Spanish (the `language` cookie), without its status. */
async function loadInSpanish(
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  path: string,
  cookie?: string,
) {
  const request = await appRequest(path, { cookie: `${cookie ?? (await memberCookie())}; language=es` })
  const result = await loader(args(request))
  const wrapped = result as { type?: string; data?: unknown }
  return (wrapped?.type === 'DataWithResponseInit' ? wrapped.data : result) as Record<string, unknown>
}

/** The page at `at`, in Spanish, with the data its loader gave. */
function renderInSpanish(path: string, Component: StubRoute['Component'], data: unknown, at = path) {
  renderRoute([{ path, Component, loader: () => data as Record<string, unknown> }], { at, rootData: es })
}

const sectionsOf = (data: Record<string, unknown>) => Object.keys(unpackMessages(data.messages)!.account)

const settingsAnswers = (): Answers => ({
  'GET account': account(),
  'GET account/preferences': preferences('member@example.com'),
  'GET account/address': account().address,
  'GET account/address/options': {
    countries: [{ codeKey: 'US', codeType: 'COUNTRY', description: 'United States', sortOrder: 1 }],
    states: [{ codeKey: 'OR', codeType: 'STATE', description: 'Oregon', sortOrder: 1 }],
  },
  'GET account/security-questions': { available: [{ questionId: 'Q1', question: 'Pet?' }], selected: [] },
})

describe('/account/settings in Spanish', () => {
  it('the cards, the preferences and their state', async () => {
    answer(settingsAnswers())
    const data = await loadInSpanish(settingsLoader, '/account/settings')
    expect(sectionsOf(data)).toEqual(['settings', 'preferences'])
    renderInSpanish('/account/settings', SettingsPage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Preguntas de seguridad' })).toBeInTheDocument()
    expect(screen.getByText('Correo electrónico: member@example.com')).toBeInTheDocument()
    expect(
      screen.getByText(/^Explicación de beneficios \(EOB\) electrónica en lugar de en papel:/),
    ).toHaveTextContent('Activado')
    expect(screen.getByText('Todavía no ha elegido preguntas de seguridad.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cambiar la contraseña' })).toBeInTheDocument()
  })

  it("without JavaScript: the server's reply to a bad address, in Spanish on the address card", async () => {
    answer(settingsAnswers())
    const cookie = `${await memberCookie()}; language=es`
    const form = {
      intent: 'address',
      addressLine1: '',
      city: 'Portland',
      country: 'US',
      state: 'OR',
      zipCode: '12',
    }
    const reply = actionResult(
      await settingsAction(args(await appRequest('/account/settings', { cookie, form }))),
    )
    const data = await loadInSpanish(settingsLoader, '/account/settings')
    renderInApp(
      () => <SettingsCards data={data as unknown as SettingsData} lastResult={reply.result as Result} />,
      {
        rootData: es,
      },
    )
    expect(await screen.findByLabelText(/^Línea 1 de la dirección/)).toHaveAccessibleDescription(
      'El campo Línea 1 de la dirección es obligatorio',
    )
    expect(screen.getByLabelText(/^Código postal/)).toHaveAccessibleDescription(
      'El campo Código postal no tiene el mínimo de caracteres',
    )
    expect(screen.getByRole('button', { name: 'Guardar dirección' })).toBeInTheDocument()
  })

  it('with JavaScript: a changed e-mail without the current password, said in Spanish', async () => {
    const user = userEvent.setup()
    answer(settingsAnswers())
    const data = await loadInSpanish(settingsLoader, '/account/settings?edit=preferences')
    renderInSpanish('/account/settings', SettingsPage, data, '/account/settings?edit=preferences')
    const email = await screen.findByLabelText(/^Correo electrónico/)
    await clientValidationLoaded(() => import('./account-schemas'))
    await user.clear(email)
    await user.type(email, 'new@example.com')
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }))
    expect(
      await screen.findByText('Escriba su contraseña actual para cambiar su correo electrónico'),
    ).toBeInTheDocument()
  })
})

describe('/account/settings/change-password in Spanish', () => {
  it('the form, its hint and a mismatch said in Spanish', async () => {
    const user = userEvent.setup()
    renderInSpanish('/account/settings/change-password', ChangePasswordPage, null)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cambiar la contraseña' }),
    ).toBeInTheDocument()
    await clientValidationLoaded(() => import('./account-schemas'))
    await user.type(screen.getByLabelText(/^Contraseña actual/), 'Avery#2026')
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'Avery#2027')
    await user.type(screen.getByLabelText(/^Confirmar contraseña nueva/), 'Avery#2028')
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }))
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a Configuración' })).toBeInTheDocument()
  })
})

describe('/account/activity in Spanish', () => {
  const signedIn = () =>
    requestContextStorage.run({ requestId: 'test-request', cspNonce: 'n', userAgent: FIREFOX }, () =>
      sessionCookie({ token: token({ sub: 'u-spanish' }), stage: 'full' }),
    )
  const events: AccountActivityEvent[] = [
    staffAccessEvent('2026-03-08T10:00:00.000Z', { endedAt: '2026-03-08T11:05:00.000Z' }),
  ]

  it('the sessions, the staff access with its date-time and duration in Spanish', async () => {
    answer({
      'GET account': account(),
      'GET account/activity': (_body, request) =>
        activityPage(new URL(request.url).searchParams.get('types') === 'STAFF_ACCESS' ? events : []),
    })
    const data = await loadInSpanish(activityLoader, '/account/activity', await signedIn())
    expect(sectionsOf(data)).toEqual(['activity'])
    const [access] = data.staffAccess as { when: string; duration: string; role: string }[]
    expect(access.duration).toBe('1 hora y 5 minutos')
    expect(access.when).toMatch(/^03\/08\/2026, \d{1,2}:00 [ap]\.\s?m\. \S+$/)
    renderInSpanish('/account/activity', ActivityPage, data)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Actividad de la cuenta' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Dónde tiene la sesión iniciada' })).toBeInTheDocument()
    const sessions = screen.getByTestId('sessions')
    expect(within(sessions).getByText('Firefox en Windows (computadora)')).toBeInTheDocument()
    expect(within(sessions).getByText('Este dispositivo')).toBeInTheDocument()
    expect(
      within(sessions).getByRole('link', { name: 'Cerrar sesión en este dispositivo' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No hubo inicios de sesión en los últimos 90 días.')).toBeInTheDocument()
    const staff = screen.getByTestId('staff-access')
    expect(staff).toHaveTextContent('Duración: 1 hora y 5 minutos')
    expect(staff).toHaveTextContent(`Cuándo: ${access.when}`)
    expect(staff).toHaveTextContent('Función: Iniciar sesión como cualquier miembro')
  })
})

describe('/account/summary and /account/member-information in Spanish', () => {
  it('the summary: its cards, coverage and family, and its title', async () => {
    answer({ 'GET account': account() })
    const data = await loadInSpanish(summaryLoader, '/account/summary')
    expect(sectionsOf(data)).toEqual(['summary', 'coverage'])
    renderInSpanish('/account/summary', SummaryPage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Resumen de la cuenta' })).toBeInTheDocument()
    expect(screen.getByText('ID de suscriptor: PD5000051')).toBeInTheDocument()
    expect(screen.getByText('Dental:').parentElement).toHaveTextContent(
      'Dental: Activa (Activa desde el 01/01/2025)',
    )
    expect(screen.getByText('Médica:').parentElement).toHaveTextContent(
      'Médica: No elegible (No es elegible)',
    )
    expect(screen.getByRole('columnheader', { name: 'Parentesco' })).toBeInTheDocument()
    const root = { id: 'root', data: { language: 'es' } }
    const matches = [root, { id: 'routes/_member.account.summary', data }]
    expect(summaryMeta({ matches } as never)).toEqual([{ title: 'Resumen de la cuenta' }])
    // The page refused or failed (no data): the title of the route above, never a key.
    const above = { id: 'routes/_member.account', data: null, meta: [{ title: 'Panel para miembros' }] }
    const failed = [root, above, { id: 'routes/_member.account.summary', data: undefined }]
    expect(summaryMeta({ matches: failed } as never)).toEqual([{ title: 'Panel para miembros' }])
  })

  it('member information: the family card and the ID card forms', async () => {
    answer({ 'GET account': account(), 'GET idCard/eligible': true })
    const data = await loadInSpanish(memberInformationLoader, '/account/member-information')
    renderInSpanish('/account/member-information', MemberInformationPage, data)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Información del miembro' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Parentesco: Suscriptor')).toBeInTheDocument()
    // A relationship from the gateway's closed list, by its code (decision 218).
    expect(screen.getByText('Parentesco: Cónyuge')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Descargar la tarjeta de identificación' })).toBeInTheDocument()
    const card = screen.getByLabelText(/^Tarjeta de identificación/)
    expect(within(card).getByRole('option', { name: 'Visión' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pedir tarjeta' })).toBeInTheDocument()
  })
})

describe('/account/ebill, plan benefits and the help center in Spanish', () => {
  const ebillAnswers = (): Answers => ({
    'GET account': account(),
    'GET ebill/hasEbill': true,
    'GET ebill/ebillRegistered': false,
    'GET account/relevant-preferences': { emailAddress: 'a@example.com', emailWhenBillReady: 'Y' },
    'GET eligibility/family': [{ ...familyEntry('M-1', '2025-01-01'), productCategory: 'D' }],
  })

  it('eBill: the page and the hand-off page', async () => {
    answer(ebillAnswers())
    const data = await loadInSpanish(ebillLoader, '/account/ebill')
    renderInSpanish('/account/ebill', EbillPage, data)
    expect(await screen.findByRole('heading', { name: 'Vea y pague su factura' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Inscribirse en eBill' })).toBeInTheDocument()
    expect(
      screen.getByText('Avisarme por correo electrónico cuando mi factura esté lista: Activado'),
    ).toBeInTheDocument()
    const cookie = `${await memberCookie()}; language=es`
    const page = (await ebillHandOff(
      args(await appRequest('/resources/ebill-hand-off', { cookie, method: 'POST' })),
    )) as Response
    const html = await page.text()
    expect(html).toContain('<html lang="es-US">')
    expect(html).toContain('<h1>Redirigiendo a eBill</h1>')
    expect(html).toContain('<button type="submit" class="button">Continuar</button>')
  })

  const details = planDetails({
    coverageStartDateUponRenewal: '2027-01-01',
    directCancellationOptions: [{ id: 'M', label: 'Do not renew medical coverage' }],
  })

  it('plan benefits: the plan, the choice, and the cancellation banner', async () => {
    answer({ 'GET account': account(), 'GET plan-management/details': details })
    const data = await loadInSpanish(planBenefitsLoader, '/account/plan-benefits')
    renderInSpanish('/account/plan-benefits', PlanBenefitsPage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficios del plan' })).toBeInTheDocument()
    expect(screen.getByText('Inscripción abierta: del 11/01/2026 al 01/15/2027')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'No renovar mi plan' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument()
  })

  it('a plan that will not renew says so in Spanish', async () => {
    const cancelled = { ...details, directPlanCancellationStatus: { id: 'D' } }
    answer({ 'GET account': account(), 'GET plan-management/details': cancelled })
    const data = await loadInSpanish(planBenefitsLoader, '/account/plan-benefits')
    renderInSpanish('/account/plan-benefits', PlanBenefitsPage, data)
    expect(await screen.findByText('Su plan no se renovará')).toBeInTheDocument()
    expect(screen.getByText('Sus beneficios terminan el 12/31/2026.')).toBeInTheDocument()
    expect(
      screen.getByText('La cobertura médica y dental no se renovará para el próximo año del plan.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Comuníquese con Servicio al Cliente' })).toBeInTheDocument()
  })

  it('the confirm step without a choice: the choice again, its message in Spanish', async () => {
    answer({ 'GET account': account(), 'GET plan-management/details': details })
    const data = await loadInSpanish(cancelLoader, '/account/plan-benefits/cancel')
    renderInSpanish('/account/plan-benefits/cancel', CancelPage, data)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirme la cancelación' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Elija la cobertura que desea cancelar')).toBeInTheDocument()
  })

  it('the help center', async () => {
    answer({ 'GET account': account() })
    const data = await loadInSpanish(supportLoader, '/account/support')
    renderInSpanish('/account/support', SupportPage, data)
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeInTheDocument()
    expect(
      screen.getByRole('link', {
        name: 'Toda la información de contacto y nuestro calendario de días festivos',
      }),
    ).toBeInTheDocument()
  })
})
