/**
 * The shell and the design system's own texts for a member whose language is Spanish (issue 26):
 * the group-switch label, the footer's configured links, the error page's brand links, and the
 * texts the ui components write themselves (copy button, progress bar, spinner, notices).
 */
import { describe, expect, it } from 'vitest'
import MemberLayout from '~/routes/_member'
import { CopyButton } from '~/ui/pieces/copy-button'
import { ProgressBar } from '~/ui/pieces/progress-bar'
import { ProgressSteps } from '~/ui/pieces/progress-steps'
import { Spinner } from '~/ui/pieces/spinner'
import { Notice } from '~/ui/notice'
import { StatusErrorPage } from '~/ui/error-boundary'
import { ContactBlocks } from '~/ui/contact-blocks'
import { brands } from '~/platform/config/brands'
import { renderInApp, renderRoute, screen, userEvent, within } from '../../../tests/render'
import { MEMBER_LAYOUT_ROUTE_ID } from './member-frame'

const inSpanish = { rootData: { domainId: 1 as const, signedIn: true, language: 'es' as const } }

describe('the member shell in Spanish', () => {
  it("the group-switch label, its link, and the footer's policy links", async () => {
    const shell = {
      firstName: 'Avery',
      menus: {
        primary: [{ title: 'Inicio', target: '/home' }],
        utility: [],
        account: [],
        accountDesktop: [],
        groupData: { groups: [], currentGroup: null },
        groupSwitch: {
          groupName: 'Northwind Schools',
          dates: 'Activo desde el 01/01/2025',
          target: '/select-group',
        },
      },
      alerts: [],
      accreditation: null,
    }
    renderRoute(
      [
        {
          id: MEMBER_LAYOUT_ROUTE_ID,
          loader: () => shell,
          Component: MemberLayout,
          children: [{ path: 'home', Component: () => <p>Página</p> }],
        },
      ],
      { at: '/home', ...inSpanish },
    )
    const label = await screen.findByTestId('group-switch')
    expect(label).toHaveTextContent('Grupo que está viendo: Northwind Schools (Activo desde el 01/01/2025)')
    expect(within(label).getByRole('link', { name: 'Cambiar de grupo' })).toHaveAttribute(
      'href',
      '/select-group',
    )
    const policies = screen.getByRole('list', { name: 'Políticas' })
    expect(within(policies).getByRole('link', { name: /^Centro de privacidad/ })).toBeInTheDocument()
    expect(within(policies).getByRole('link', { name: /^Aviso de no discriminación/ })).toBeInTheDocument()
    expect(screen.getByText('Planes de salud ofrecidos por Riverbend Health Plan, Inc.')).toBeInTheDocument()
  })
})

describe("the design system's own texts in Spanish", () => {
  it("the copy button reads 'Copiar', then 'Copiado'", async () => {
    const user = userEvent.setup()
    renderInApp(() => <CopyButton value="SUB123456" label="Copiar ID de suscriptor" />, inSpanish)
    const button = await screen.findByRole('button', { name: 'Copiar ID de suscriptor' })
    expect(button).toHaveTextContent(/^Copiar$/)
    await user.click(button)
    expect(await screen.findByRole('button', { name: 'Copiado: Copiar ID de suscriptor' })).toHaveTextContent(
      'Copiado',
    )
  })

  it("the progress bar's default labels and amounts", async () => {
    renderInApp(() => <ProgressBar title="Deducible" met={250} remaining={750} limit={1000} />, inSpanish)
    const bar = await screen.findByRole('progressbar', { name: 'Deducible' })
    expect(bar).toHaveAttribute('aria-valuetext', '$250.00 alcanzado de $1,000.00 límite')
    expect(screen.getByText('$250.00 Alcanzado')).toBeInTheDocument()
    expect(screen.getByText('$750.00 Restante')).toBeInTheDocument()
  })

  it('the steps, the spinner and the notice name what they are', async () => {
    renderInApp(
      () => (
        <>
          <ProgressSteps steps={['Uno', 'Dos']} activeStep={1} />
          <Spinner />
          <Notice type="warning" title="Mantenimiento" />
        </>
      ),
      inSpanish,
    )
    const steps = await screen.findByRole('list', { name: 'Progreso' })
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Uno, completado')
    expect(screen.getByRole('status')).toHaveTextContent('Cargando')
    expect(screen.getByText('Mantenimiento').parentElement).toHaveTextContent('Advertencia: Mantenimiento')
  })

  it("the 401 page's brand links and the contact blocks", async () => {
    renderInApp(
      () => (
        <>
          <StatusErrorPage status={401} signedIn={false} domainId={1} />
          <ContactBlocks lines={brands[1].contactLines.slice(0, 1)} />
        </>
      ),
      inSpanish,
    )
    expect(await screen.findByRole('link', { name: 'Portal para proveedores' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Acceso a la cuenta' })).toBeInTheDocument()
    expect(screen.getByText(/^Horario: De lunes a viernes/)).toBeInTheDocument()
    expect(screen.getByText('Los usuarios de TTY pueden llamar al 711')).toBeInTheDocument()
  })
})
