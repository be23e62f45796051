import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { PCP_DUE_DATE_UNAVAILABLE } from './home'
import { planManagementBanner } from '~/platform/plan/plan-management'
import { programLink, programTileName } from '~/platform/plan/programs'
import { BannerArea } from './banner-area'
import { MemberInfoTile } from './member-info-tile'
import { PrimaryCareTile } from './primary-care-tile'
import { ProgramsSection } from './programs-section'
import { WelcomeBanner } from './welcome-banner'
import { NotificationCenter } from '~/ui/notification-center'
import { renderInApp as renderPage, screen, userEvent, waitFor, within } from '../../../tests/render'
import { planDetails } from '../../../tests/fake-gateway'
import { viewInEnglish } from '../../../tests/schema'

/** A home piece on a page of the app, with the notification center its copy buttons speak through. */
const renderInApp = (ui: ReactNode) =>
  renderPage(() => <NotificationCenter flash={null}>{ui}</NotificationCenter>)

describe('WelcomeBanner', () => {
  it('greets by first name with the subscriber ID and copies it with the snackbar', async () => {
    const user = userEvent.setup()
    renderInApp(<WelcomeBanner firstName="Avery" subscriberId="EV1000001" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Avery' })).toHaveAttribute(
      'id',
      'page-heading',
    )
    expect(screen.getByText('EV1000001')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Copy subscriber ID' }))
    expect(await navigator.clipboard.readText()).toBe('EV1000001')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copied subscriber ID' })).toHaveTextContent('Copied'),
    )
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((s) => s.textContent === 'Copied subscriber ID to clipboard'),
      ).toBe(true),
    )
  })
})

describe('BannerArea', () => {
  it('shows the termed warning, eBill alert and the plan management link', async () => {
    const details = planDetails({ coverageEndDateUponCancellation: null })
    renderInApp(
      <BannerArea
        termedWarning
        ebillAlert
        planManagement={viewInEnglish(planManagementBanner(details))}
        pcpAdministrativeUpdate={false}
      />,
    )
    expect(await screen.findByTestId('termed-warning')).toHaveTextContent('not currently enrolled')
    expect(screen.getByTestId('ebill-alert')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage my plan' })).toHaveAttribute(
      'href',
      '/account/plan-benefits',
    )
    expect(screen.getByTestId('plan-management-reminder')).toHaveTextContent('01/15/2027')
  })
})

describe('PrimaryCareTile', () => {
  it('offers Select primary care without a provider and shows the PCI unavailable text', async () => {
    renderInApp(
      <PrimaryCareTile
        variant="PCI"
        provider={null}
        dueDate={{ available: false, text: PCP_DUE_DATE_UNAVAILABLE }}
      />,
    )
    expect(await screen.findByRole('link', { name: 'Select primary care' })).toHaveAttribute(
      'href',
      '/find-care/primary-care',
    )
    expect(screen.getByTestId('pci-due-date')).toHaveTextContent(PCP_DUE_DATE_UNAVAILABLE)
  })

  it('shows the provider when one is selected', async () => {
    renderInApp(
      <PrimaryCareTile
        variant="PCP"
        provider={{ providerId: 'P1', providerName: 'Dana Okafor', providerTitle: 'MD', location: null }}
        dueDate={null}
      />,
    )
    expect(await screen.findByText('Dana Okafor, MD')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Select primary care' })).toBeNull()
  })
})

describe('MemberInfoTile', () => {
  const props = {
    name: 'Kai Lee',
    identifier: { label: 'Employee ID' as const, value: '598-22041' },
    groupId: '10001500',
    groupName: 'Local 598',
    insuranceType: 'PPO',
    networks: ['Riverbend PPO'],
    idCardActions: {
      downloadLabel: 'Download ID card' as const,
      moreOptions: { title: 'More ID card options' as const, target: '/account/member-information' as const },
    },
  }
  it('lists the member facts and links the ID card actions (plain link, works without JavaScript)', async () => {
    renderInApp(<MemberInfoTile {...props} />)
    const tile = await screen.findByTestId('member-info-tile')
    expect(tile).toHaveTextContent('Employee ID598-22041')
    expect(within(tile).getByRole('link', { name: 'Download ID card' })).toHaveAttribute(
      'href',
      '/resources/id-card',
    )
    expect(within(tile).getByRole('link', { name: 'More ID card options' })).toHaveAttribute(
      'href',
      '/account/member-information',
    )
  })
  it('has no ID card actions when not eligible', async () => {
    renderInApp(<MemberInfoTile {...props} idCardActions={null} />)
    await screen.findByTestId('member-info-tile')
    expect(screen.queryByRole('link', { name: 'Download ID card' })).toBeNull()
  })
})

describe('ProgramsSection', () => {
  it('cuts long names with the full name for screen readers, lists shortcuts and the dental limit', async () => {
    const long = 'Healthy Smiles Preventive Dental Coaching and Reminders Program for Families'
    const program = { id: 5, name: long, url: null, urlDocumentType: null }
    renderInApp(
      <ProgramsSection
        tiles={[{ id: 5, name: programTileName(long), link: programLink(program) }]}
        shortcuts={[{ id: -1, name: 'eBill', target: '/account/ebill', external: false }]}
        dentalLimit={{ title: 'Annual Limit (In network)', met: 400, remaining: 1100, limit: 1500 }}
      />,
    )
    const link = await screen.findByRole('link', { name: long })
    expect(link).toHaveTextContent(`${programTileName(long).text}`)
    expect(link).toHaveAttribute('href', '/benefits/programs/5')
    expect(screen.getByRole('link', { name: 'eBill' })).toHaveAttribute('href', '/account/ebill')
    expect(screen.getByRole('progressbar', { name: 'Annual Limit (In network)' })).toHaveAttribute(
      'aria-valuenow',
      '27',
    )
    expect(screen.getByText('$1,100.00 Remaining')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View all programs' })).toHaveAttribute(
      'href',
      '/benefits/programs',
    )
  })
})
