/**
 * What a member sees on group selection, select group, login-as, the registration policies, update
 * e-mail and logout when their language is Spanish (issue 26), the forms' messages included.
 */
import { describe, expect, it } from 'vitest'
import { URLSearchParams as NodeURLSearchParams } from 'node:url'
import GroupSelection from '~/routes/group-selection'
import SelectGroup from '~/routes/_member.select-group'
import LoginAs from '~/routes/login-as'
import RegistrationPolicies from '~/routes/registration-policies'
import UpdateEmail from '~/routes/update-email'
import Logout from '~/routes/logout'
import { clientValidationLoaded, renderRoute, screen, userEvent, within } from '../../../tests/render'
import { GROUP_CHOICE_REFUSED, LOGIN_AS_NOT_FOUND } from './sign-in'

// A form POST in the stub builds a Request (Node's) from URLSearchParams: jsdom's own is not accepted.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams

const spanishRoot = { domainId: 1 as const, signedIn: false, language: 'es' as const }

describe('/group-selection in Spanish', () => {
  it('the heading, the cards and their buttons', async () => {
    const groups = [
      {
        groupId: '10002001',
        groupName: 'Northwind Schools',
        inactive: true,
        planEffectiveDate: '2025-01-01',
        planTerminationDate: null,
      },
    ]
    renderRoute(
      [
        {
          path: '/group-selection',
          Component: GroupSelection,
          loader: () => ({ productDisplayName: 'Riverbend Health', groups }),
        },
      ],
      { at: '/group-selection', rootData: spanishRoot },
    )
    expect(
      await screen.findByRole('heading', { name: 'Acceda a su Portal para Miembros: seleccione su plan' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Tiene más de un plan grupal con Riverbend Health/)).toBeInTheDocument()
    const card = within(screen.getByRole('list', { name: 'Sus planes grupales' })).getByRole('listitem')
    expect(within(card).getByText('Plan inactivo')).toBeInTheDocument()
    expect(within(card).getByText('Fecha de vigencia: 01/01/2025')).toBeInTheDocument()
    expect(within(card).getByText('Fecha de terminación: Ninguna')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Iniciar sesión en la cuenta' })).toBeInTheDocument()
  })

  it('no group found, and a refused choice, in Spanish', async () => {
    const user = userEvent.setup()
    const renderWith = (groups: object[]) =>
      renderRoute(
        [
          {
            path: '/group-selection',
            Component: GroupSelection,
            loader: () => ({ productDisplayName: 'Riverbend Health', groups }),
            action: () => ({
              result: { status: 'error', initialValue: {}, error: { '': [GROUP_CHOICE_REFUSED] } },
            }),
          },
        ],
        { at: '/group-selection', rootData: spanishRoot },
      )
    const empty = renderWith([])
    expect(await screen.findByText('No se encontró el grupo del miembro actual')).toBeInTheDocument()
    empty.unmount()
    renderWith([
      { groupId: '10002001', groupName: 'Northwind Schools', inactive: false, planEffectiveDate: null },
    ])
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión en la cuenta' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Seleccione uno de sus planes grupales.')
  })
})

describe('/select-group in Spanish', () => {
  it('the heading, the plan rows as the loader wrote them, and the buttons', async () => {
    const groups = [
      {
        groupId: '10002001',
        groupName: 'Northwind Schools',
        groupEffectiveDate: '2025-01-01',
        groupTerminationDate: null,
        medical: { planStatus: 'ACTIVE', planEffectiveDate: '2025-01-01', planTerminationDate: null },
        dental: null,
        vision: null,
        pharmacy: null,
        coverageText: 'Activo desde el 01/01/2025',
        planStatusTexts: { medical: 'Activo desde el 01/01/2025' },
      },
      {
        groupId: '10002002',
        groupName: 'Northwind Retirees',
        groupEffectiveDate: null,
        groupTerminationDate: null,
        medical: null,
        dental: null,
        vision: null,
        pharmacy: null,
        coverageText: null,
        planStatusTexts: {},
      },
    ]
    renderRoute(
      [
        {
          path: '/select-group',
          Component: SelectGroup,
          loader: () => ({ groups, currentGroupId: '10002001' }),
        },
      ],
      { at: '/select-group', rootData: { ...spanishRoot, signedIn: true } },
    )
    expect(
      await screen.findByRole('heading', { name: 'Seleccione el grupo que desea ver' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Fechas de cobertura: Activo desde el 01/01/2025')).toBeInTheDocument()
    expect(screen.getByText('Fechas de cobertura: No disponible')).toBeInTheDocument()
    expect(screen.getByText('Medical')).toBeInTheDocument()
    expect(screen.getByText('Está viendo este grupo')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ver grupo' })).toBeInTheDocument()
  })
})

describe('/login-as in Spanish', () => {
  function renderLoginAs(action?: () => object) {
    renderRoute(
      [{ path: '/login-as', Component: LoginAs, loader: () => ({ title: 'Login as anyone' }), action }],
      { at: '/login-as', rootData: spanishRoot },
    )
  }

  it('the title, the fields and the buttons; a missing id and the names rule in Spanish', async () => {
    const user = userEvent.setup()
    renderLoginAs()
    expect(
      await screen.findByRole('heading', { name: 'Iniciar sesión como cualquier miembro' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continuar como suscriptor' })).toBeInTheDocument()
    await clientValidationLoaded(() => import('./sign-in-schemas'))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('El campo ID de suscriptor es obligatorio')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^ID de suscriptor/), 'ABC123456')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Se requieren el nombre, el apellido y la fecha de nacimiento, a menos que seleccione 'Continuar como suscriptor'",
    )
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveAccessibleDescription(/Mes\/día\/año/)
  })

  it("the server's refusal without a message from the gateway, in Spanish", async () => {
    const user = userEvent.setup()
    renderLoginAs(() => ({
      result: { status: 'error', initialValue: {}, error: { '': [LOGIN_AS_NOT_FOUND] } },
    }))
    await user.type(await screen.findByLabelText(/^ID de suscriptor/), 'ABC123456')
    await user.click(screen.getByRole('button', { name: 'Continuar como suscriptor' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No encontramos a ese miembro. Revise los datos e inténtelo de nuevo.',
    )
  })
})

describe('/registration-policies in Spanish', () => {
  it('the welcome, the choices and the unticked policy message', async () => {
    const user = userEvent.setup()
    renderRoute(
      [
        {
          path: '/registration-policies',
          Component: RegistrationPolicies,
          loader: () => ({
            subscriber: true,
            defaults: { communicationPolicy: false, electronicEob: 'consent' },
          }),
        },
      ],
      { at: '/registration-policies', rootData: { ...spanishRoot, domainId: 5 } },
    )
    expect(
      await screen.findByRole('heading', { name: 'Le damos la bienvenida a su Portal dental para Miembros' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Por correo postal (en papel)' })).toBeInTheDocument()
    await clientValidationLoaded(() => import('./sign-in-schemas'))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(
      await screen.findByText('Confirme que leyó nuestra política de comunicaciones digitales.'),
    ).toBeInTheDocument()
  })
})

describe('/update-email in Spanish', () => {
  it('the heading, the field and its message', async () => {
    const user = userEvent.setup()
    renderRoute([{ path: '/update-email', Component: UpdateEmail, loader: () => null }], {
      at: '/update-email',
      rootData: spanishRoot,
    })
    expect(await screen.findByRole('heading', { name: 'Actualizar correo electrónico' })).toBeInTheDocument()
    expect(screen.getByText('Actualice su dirección de correo electrónico')).toBeInTheDocument()
    await clientValidationLoaded(() => import('./sign-in-schemas'))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('El campo Correo electrónico es obligatorio')).toBeInTheDocument()
  })
})

describe('/logout in Spanish', () => {
  it('the page after logging out', async () => {
    renderRoute([{ path: '/logout', Component: Logout, loader: () => null }], {
      at: '/logout',
      rootData: spanishRoot,
    })
    expect(await screen.findByRole('heading', { name: 'Cerró su sesión correctamente' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThan(0)
  })
})
