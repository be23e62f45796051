import { existsSync } from 'node:fs'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { brands } from '~/platform/config/brands'
import type { GlobalAlert } from '@member-dashboard/contract'
import type { ShellMenus } from './shell'
import { BasicFrame } from './basic-frame'
import { GlobalAlerts } from './global-alerts'
import { NotificationCenter, useNotify } from '~/ui/notification-center'
import { SiteFooter } from './site-footer'
import { TopNavigation } from './top-navigation'
import {
  fireAnimationEnd,
  render,
  renderInApp,
  screen,
  serverHtml,
  userEvent,
  waitFor,
  within,
  type RootData,
} from '../../../tests/render'

const menus: ShellMenus = {
  primary: [
    { title: 'Home', target: '/home' },
    { title: 'Account', target: '/account/summary' },
    {
      title: 'Benefits',
      target: '/benefits',
      children: [
        { title: 'Medical', target: '/benefits/medical' },
        { title: 'Programs', target: '/benefits/programs' },
      ],
    },
    { title: 'Claims', target: '/claims', children: [{ title: 'Claims', target: '/claims' }] },
  ],
  utility: [
    { title: 'Contact us', target: '/contact-us' },
    { title: 'Log out', target: '/logout' },
  ],
  account: [
    { title: 'Summary', target: '/account/summary' },
    { title: 'Log out', target: '/logout' },
  ],
  accountDesktop: [
    { title: 'My account', target: '/account/summary', desktopOnly: true },
    { title: 'Summary', target: '/account/summary' },
    { title: 'Log out', target: '/logout' },
  ],
  groupData: { groups: [], currentGroup: null },
  groupSwitch: null,
}

/** Renders `ui` at `path` inside a Remix stub (root loader data for the frame) with Mantine. */
function renderAt(path: string, ui: () => ReactNode, rootData: RootData = { domainId: 1, signedIn: true }) {
  return renderInApp(ui, {
    at: path,
    rootData,
    routes: [{ path: '/resources/dismiss-alert', action: () => ({ ok: true }) }],
  })
}

describe('TopNavigation', () => {
  it('marks the active item with aria-current and shows the first name', async () => {
    renderAt('/home', () => <TopNavigation brand={brands[1]} firstName="Avery" menus={menus} />)
    const primary = await screen.findByRole('navigation', { name: 'Primary' })
    expect(within(primary).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(within(primary).getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Avery')
  })

  it('puts submenus in details/summary disclosures that open on click', async () => {
    renderAt('/benefits/medical', () => <TopNavigation brand={brands[5]} firstName="Avery" menus={menus} />)
    const primary = await screen.findByRole('navigation', { name: 'Primary' })
    const summary = within(primary).getByText('Benefits')
    expect(summary.tagName).toBe('SUMMARY')
    expect(summary).toHaveAttribute('data-active', 'true')
    const details = summary.closest('details') as HTMLDetailsElement
    expect(details.open).toBe(false)
    await userEvent.click(summary)
    expect(details.open).toBe(true)
    expect(within(details).getByRole('link', { name: 'Medical' })).toHaveAttribute('aria-current', 'page')
    within(details).getByRole('link', { name: 'Medical' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(details.open).toBe(false)
    expect(summary).toHaveFocus()
  })

  it('collapses every menu into one Menu disclosure for phones', async () => {
    renderAt('/home', () => <TopNavigation brand={brands[5]} firstName="Avery" menus={menus} />)
    const phone = await screen.findByTestId('phone-menu')
    expect(phone.tagName).toBe('DETAILS')
    expect(within(phone).getByText('Menu').tagName).toBe('SUMMARY')
    const nav = within(phone).getByRole('navigation', { name: 'Menu', hidden: true })
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Account', 'Medical', 'Programs', 'Claims', 'Summary', 'Contact us', 'Log out'])
  })
})

describe('GlobalAlerts', () => {
  const alert = (id: string, canDismiss: boolean, type: GlobalAlert['type'] = 'info'): GlobalAlert => ({
    id,
    type,
    title: `Title ${id}`,
    content: `Content ${id}`,
    canDismiss,
    links: [{ label: 'Read more', href: 'https://example.com' }],
    buttons: [],
  })

  it('renders each alert with its type for screen readers and a dismiss form only when dismissable', async () => {
    renderAt('/home', () => <GlobalAlerts alerts={[alert('a', true, 'warning'), alert('b', false)]} />)
    const boxes = await screen.findAllByTestId('global-alert')
    expect(boxes[0]).toHaveTextContent('Warning: Title a')
    expect(boxes[1]).toHaveTextContent('Information: Title b')
    const form = within(boxes[0]).getByRole('button', { name: 'Dismiss alert: Title a' }).closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/resources/dismiss-alert')
    expect(within(boxes[1]).queryByRole('button')).toBeNull()
  })
})

describe('SiteFooter and BasicFrame', () => {
  it('opens policy links in a new tab with a visible hint and shows the seal level', async () => {
    renderAt(
      '/claims?page=2',
      () => (
        <SiteFooter brand={brands[1]} accreditation={{ level: 'Interim', image: '/x.png', text: 'NCQA' }} />
      ),
      { domainId: 1, signedIn: true },
    )
    const policies = await screen.findByRole('list', { name: 'Policies' })
    for (const link of within(policies).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveTextContent('(opens in a new tab)')
    }
    expect(screen.getByTestId('accreditation-seal')).toHaveTextContent('Accreditation: Interim')
    expect(screen.getByText(brands[1].footer.copyrightLines[0])).toBeInTheDocument()
  })

  it("offers the page in the other language: 'Español' in English, 'English' in Spanish, back to the same page", async () => {
    renderAt('/claims?page=2', () => <SiteFooter brand={brands[1]} />, { domainId: 1, signedIn: true })
    const spanish = await screen.findByRole('link', { name: 'Español' })
    expect(spanish).toHaveAttribute('lang', 'es-US')
    expect(spanish).toHaveAttribute('href', '/language?to=es&returnTo=%2Fclaims%3Fpage%3D2')
    expect(screen.getByRole('navigation', { name: 'Language' })).toContainElement(spanish)
  })

  it("in Spanish the switch is named 'Idioma' and leads back to English", async () => {
    renderAt('/home', () => <SiteFooter brand={brands[1]} />, { domainId: 1, signedIn: true, language: 'es' })
    const english = await screen.findByRole('link', { name: 'English' })
    expect(english).toHaveAttribute('lang', 'en-US')
    expect(english).toHaveAttribute('href', '/language?to=en&returnTo=%2Fhome')
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toContainElement(english)
  })

  it('gives signed-out pages Log in and Contact us except on the main brand', async () => {
    renderAt('/contact-us', () => <BasicFrame>page</BasicFrame>, { domainId: 2, signedIn: false })
    const utility = await screen.findByRole('navigation', { name: 'Utility' })
    expect(
      within(utility)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Log in', 'Contact us'])
  })

  it.each([1, 2, 5] as const)(
    'brand %s shows its own logo file, named by the brand, in the top bar and the footer',
    async (domainId) => {
      renderAt('/login', () => <BasicFrame>page</BasicFrame>, { domainId, signedIn: false })
      await screen.findByText('page')
      const logos = screen.getAllByRole('img', { name: brands[domainId].productDisplayName })
      expect(logos).toHaveLength(2)
      for (const logo of logos) expect(logo).toHaveAttribute('src', brands[domainId].brandImage)
      expect(screen.getByRole('link', { name: brands[domainId].productDisplayName })).toHaveAttribute(
        'href',
        '/login',
      )
    },
  )

  it('gives every brand a logo file of its own', () => {
    const files = Object.values(brands).map((brand) => brand.brandImage)
    expect(new Set(files).size).toBe(files.length)
    for (const file of files) expect(existsSync(`public${file}`), file).toBe(true)
  })

  it('has no utility menu signed out on the main brand', async () => {
    renderAt('/login', () => <BasicFrame>page</BasicFrame>, { domainId: 1, signedIn: false })
    await screen.findByText('page')
    expect(screen.queryByRole('navigation', { name: 'Utility' })).toBeNull()
  })
})

describe('NotificationCenter', () => {
  function Trigger() {
    const notify = useNotify()
    return (
      <>
        <button onClick={() => notify('a', { message: 'First', status: 'success' })}>one</button>
        <button onClick={() => notify('a', { message: 'Second', status: 'success' })}>two</button>
        <button onClick={() => notify('b', { message: 'Other', status: 'error' })}>other</button>
      </>
    )
  }

  it('shows one notification at a time, the next after a click, and a new source clears the queue', async () => {
    render(
      <NotificationCenter flash={null}>
        <Trigger />
      </NotificationCenter>,
    )
    await userEvent.click(screen.getByText('one'))
    await userEvent.click(screen.getByText('two'))
    expect(screen.getByRole('status')).toHaveTextContent('First')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    // It plays its dismiss animation; the next shows when the animation ends.
    expect(screen.getByRole('status')).toHaveTextContent('First')
    fireAnimationEnd(screen.getByRole('status').parentElement as HTMLElement)
    expect(screen.getByRole('status')).toHaveTextContent('Second')
    await userEvent.click(screen.getByText('other'))
    expect(screen.getByRole('alert')).toHaveTextContent('Other')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    // No animation end reported: the 1000 ms fallback moves on.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(''), { timeout: 2000 })
  })

  it('renders the flash message as a static status message without JavaScript (server render)', () => {
    const html = serverHtml(
      <NotificationCenter flash={{ message: 'Successfully updated email address', status: 'success' }}>
        <p>page</p>
      </NotificationCenter>,
    )
    expect(html).toContain('data-testid="flash-notice"')
    expect(html).toContain('Successfully updated email address')
  })

  it('moves the flash message into the snackbar once hydrated', async () => {
    render(
      <NotificationCenter flash={{ message: 'Welcome', status: 'success', dismissAfter: 5000 }}>
        <p>page</p>
      </NotificationCenter>,
    )
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Welcome'))
    expect(screen.queryByTestId('flash-notice')).toBeNull()
  })
})

describe('TopNavigation on tablets', () => {
  it('offers the utility entries inside the account menu (tablet only) and My account (desktop only)', async () => {
    renderAt('/home', () => <TopNavigation brand={brands[5]} firstName="Avery" menus={menus} />)
    const account = await screen.findByRole('navigation', { name: 'Account' })
    const items = [...account.querySelectorAll('li')].map((li) => [li.textContent, li.className])
    expect(items).toEqual([
      ['My account', 'shell-desktop-only'],
      ['Summary', ''],
      ['Contact us', 'shell-tablet-only'],
      ['Log out', ''],
    ])
  })
})
