/**
 * The home page and the ID card page as a Spanish-speaking member sees them (issue 26): the
 * page's own texts from the `home` catalogue, what the gateway sends (names, programs, the
 * limit type) as sent, dates month/day/year.
 */
import type { ReactNode } from 'react'
import { URLSearchParams as NodeURLSearchParams } from 'node:url'
import { describe, expect, it } from 'vitest'
import Home from '~/routes/_member.home'
import IdCard from '~/routes/_member.id-card'
import { NotificationCenter } from '~/ui/notification-center'
import { renderInApp, renderRoute, screen, userEvent, waitFor, within } from '../../../tests/render'
import type { HomeData } from './home.server'
import { WelcomeBanner } from './welcome-banner'

// A form POST in the stub builds a Request (Node's) from URLSearchParams: jsdom's own is not accepted.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams

const spanish = { domainId: 1, signedIn: true, language: 'es' } as const

/** Home's loader data, with the texts the server writes as it writes them in Spanish. */
const homeData = (over: Partial<HomeData> = {}): HomeData => ({
  welcome: { firstName: 'Avery', subscriberId: 'EV1000001' },
  banners: {
    termedWarning: false,
    ebillAlert: true,
    planManagement: {
      variant: 'reminder',
      lines: ['Su período de inscripción abierta termina el 01/15/2027.'],
      link: { title: 'Administrar mi plan', target: '/account/plan-benefits' },
    },
    pcpAdministrativeUpdate: false,
  },
  staffAccessNotice: {
    reference: 'SA-1',
    text: 'Un representante de Servicios para Miembros accedió a su cuenta el 03/08/2026',
  },
  primaryCareTile: { variant: 'PCP', provider: null, dueDate: null },
  memberInfoTile: {
    name: 'Avery Thompson',
    identifier: { label: 'Subscriber ID', value: 'EV1000001' },
    groupId: '10001234',
    groupName: 'Riverbend Manufacturing',
    insuranceType: 'PPO',
    networks: [],
    idCardActions: {
      downloadLabel: 'Download ID card',
      moreOptions: { title: 'More ID card options', target: '/account/member-information' },
    },
  },
  pciCard: false,
  careReminders: { count: 3, overdue: 1, target: '/find-care/care-reminders' },
  programs: {
    tiles: [
      {
        id: 12,
        name: { text: 'Healthy Smiles', fullName: 'Healthy Smiles', truncated: false },
        link: { target: '/benefits/programs/12', external: false, newTab: false },
      },
    ],
    shortcuts: [
      { id: -1, name: 'eBill', target: '/account/ebill', external: false },
      { id: -3, name: 'Outline of Coverage', target: 'https://example.com/ooc.pdf', external: true },
    ],
    dentalLimit: { title: 'Annual Limit (Dentro de la red)', met: 400, remaining: 1100, limit: 1500 },
  },
  ...over,
})

const renderHome = (data: HomeData) =>
  renderRoute([{ path: '/home', Component: Home, loader: () => data }], { at: '/home', rootData: spanish })

describe('home in Spanish (issue 26)', () => {
  it('greets the member and shows the banners, the tiles and the programs in Spanish', async () => {
    renderHome(homeData())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le damos la bienvenida, Avery' }),
    ).toBeVisible()
    expect(screen.getByText('ID de suscriptor:')).toBeInTheDocument()

    expect(screen.getByTestId('ebill-alert')).toHaveTextContent(
      'Pague su prima en línea con eBill (factura electrónica)',
    )
    const plan = screen.getByTestId('plan-management-reminder')
    expect(plan).toHaveTextContent('Es momento de revisar su plan')
    expect(within(plan).getByRole('link', { name: 'Administrar mi plan' })).toHaveAttribute(
      'href',
      '/account/plan-benefits',
    )
    const notice = screen.getByTestId('staff-access-notice')
    expect(notice).toHaveTextContent('Servicios para Miembros accedió a su cuenta')
    expect(
      within(notice).getByRole('button', {
        name: 'Cerrar el aviso sobre el acceso de Servicios para Miembros',
      }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('care-reminders-notice')).toHaveTextContent(
      'Hay 3 recordatorios de atención pendientes para usted o su familia, 1 con la fecha vencida.',
    )

    const primaryCare = screen.getByTestId('primary-care-tile')
    expect(within(primaryCare).getByRole('heading', { name: 'Atención primaria' })).toBeInTheDocument()
    expect(
      within(primaryCare).getByRole('link', { name: 'Elegir proveedor de atención primaria' }),
    ).toHaveAttribute('href', '/find-care/primary-care')

    const info = screen.getByTestId('member-info-tile')
    expect(within(info).getByRole('heading', { name: 'Información del miembro' })).toBeInTheDocument()
    expect(info).toHaveTextContent('ID de suscriptorEV1000001')
    expect(info).toHaveTextContent('Redes de proveedoresNo disponible')
    expect(within(info).getByRole('link', { name: 'Descargar su tarjeta' })).toHaveAttribute(
      'href',
      '/resources/id-card',
    )
    expect(
      within(info).getByRole('link', { name: 'Más opciones de tarjeta de identificación' }),
    ).toBeInTheDocument()

    const programs = screen.getByTestId('programs-section')
    expect(within(programs).getByRole('heading', { name: 'Programas' })).toBeInTheDocument()
    expect(within(programs).getByRole('link', { name: 'Healthy Smiles' })).toBeInTheDocument()
    expect(within(programs).getByRole('link', { name: 'eBill' })).toHaveAttribute('href', '/account/ebill')
    expect(
      within(programs).getByRole('link', {
        name: /^Resumen de la cobertura ?\(se abre en una pestaña nueva\)$/,
      }),
    ).toHaveAttribute('target', '_blank')
    expect(
      within(programs).getByRole('progressbar', { name: 'Annual Limit (Dentro de la red)' }),
    ).toBeInTheDocument()
    expect(within(programs).getByText('$1,100.00 Restante')).toBeInTheDocument()
    expect(within(programs).getByRole('link', { name: 'Ver todos los programas' })).toHaveAttribute(
      'href',
      '/benefits/programs',
    )
  })

  it('the preventive care variant with its due date, the termed warning and no featured programs', async () => {
    renderHome(
      homeData({
        banners: {
          termedWarning: true,
          ebillAlert: false,
          planManagement: null,
          pcpAdministrativeUpdate: true,
        },
        staffAccessNotice: null,
        careReminders: { count: 1, overdue: 0, target: '/find-care/care-reminders' },
        primaryCareTile: { variant: 'PCI', provider: null, dueDate: { available: true, date: '12/31/2026' } },
        pciCard: true,
        programs: { tiles: [], shortcuts: [], dentalLimit: null },
      }),
    )
    expect(await screen.findByTestId('termed-warning')).toHaveTextContent('Su cobertura terminó')
    expect(screen.getByTestId('pcp-administrative-update')).toHaveTextContent('hasta el 31 de marzo de 2025')
    expect(screen.getByTestId('care-reminders-notice')).toHaveTextContent(
      'Hay 1 recordatorio de atención pendiente para usted o su familia.',
    )
    expect(screen.getByRole('heading', { name: 'Atención preventiva' })).toBeInTheDocument()
    expect(screen.getByTestId('pci-due-date')).toHaveTextContent(
      'Su consulta de atención preventiva debe realizarse a más tardar el 12/31/2026.',
    )
    expect(screen.getByText('12/31/2026').tagName).toBe('STRONG')
    expect(screen.getByTestId('pci-card')).toHaveTextContent('Teléfono: 503-555-0142')
    expect(screen.getByText('En este momento no tiene programas destacados.')).toBeInTheDocument()
  })

  it('the unavailable due date in Spanish', async () => {
    renderHome(
      homeData({
        primaryCareTile: {
          variant: 'PCI',
          provider: null,
          dueDate: {
            available: false,
            text: 'This information is currently unavailable. Please contact the CoP Member Health Advocate',
          },
        },
      }),
    )
    expect(await screen.findByTestId('pci-due-date')).toHaveTextContent(
      'Esta información no está disponible en este momento.',
    )
  })

  it('copying the subscriber ID says so in Spanish', async () => {
    const user = userEvent.setup()
    const page = (): ReactNode => (
      <NotificationCenter flash={null}>
        <WelcomeBanner firstName="Avery" subscriberId="EV1000001" />
      </NotificationCenter>
    )
    renderInApp(page, { rootData: spanish })
    await user.click(await screen.findByRole('button', { name: 'Copiar ID de suscriptor' }))
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((s) => s.textContent === 'Se copió el ID de suscriptor al portapapeles'),
      ).toBe(true),
    )
  })
})

describe('the ID card page in Spanish (issue 26)', () => {
  const card = {
    memberName: 'Avery Morgan',
    subscriberId: 'EV1000001',
    memberSuffix: 0,
    groupId: '10001234',
    groupName: 'Riverbend Manufacturing',
    coverage: [
      { category: 'medical' as const, planName: 'Riverbend PPO Medical', effectiveDate: '2025-01-01' },
    ],
    customerServicePhone: '1-888-555-0110',
  }
  const actions = {
    downloadLabel: 'Download ID card' as const,
    moreOptions: { title: 'More ID card options' as const, target: '/account/member-information' as const },
  }
  const renderIdCard = (data: object) =>
    renderRoute([{ path: '/id-card', Component: IdCard, loader: () => data }], {
      at: '/id-card',
      rootData: spanish,
    })

  it('the actions, and the card on screen with its coverage table', async () => {
    renderIdCard({ actions, card })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarjeta de identificación' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Descargar su tarjeta' })).toHaveAttribute(
      'href',
      '/resources/id-card',
    )
    expect(screen.getByRole('heading', { name: 'Su tarjeta de identificación' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Cobertura de esta tarjeta' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cobertura', 'Plan', 'Fecha de vigencia'])
    expect(
      within(table).getByRole('row', { name: /Médica Riverbend PPO Medical 01\/01\/2025/ }),
    ).toBeInTheDocument()
    expect(screen.getByText('Servicio al Cliente: 1-888-555-0110')).toBeInTheDocument()
  })

  it('offers the card on screen, and says when there is no ID card', async () => {
    renderIdCard({ actions, card: null })
    expect(
      await screen.findByRole('link', { name: 'Ver su tarjeta de identificación en pantalla' }),
    ).toHaveAttribute('href', '/id-card?view=card')
  })

  it('says when the plan has no ID card', async () => {
    renderIdCard({ actions: null, card: null })
    expect(
      await screen.findByText(
        'No hay una tarjeta de identificación disponible para su plan. Comuníquese con Servicio al Cliente.',
      ),
    ).toBeInTheDocument()
  })
})
