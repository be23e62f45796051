import { data } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import Root, { ErrorBoundary as PublicFrameBoundary } from '~/root'
import MemberLayout, { ErrorBoundary as MemberFrameBoundary } from '~/routes/_member'
import UnknownAddress, { loader as unknownAddress } from '~/routes/_member.$'
import ContactUs from '~/routes/contact-us'
import { renderRoute, screen, within } from '../../../tests/render'
import ErrorStatusPage, { loader as errorStatusPage } from '~/routes/_member.error.$status'
import { MEMBER_LAYOUT_ROUTE_ID } from './member-frame'

const shell = {
  firstName: 'Avery',
  menus: {
    primary: [
      { title: 'Home', target: '/home' },
      { title: 'Account', target: '/account/summary' },
    ],
    utility: [{ title: 'Log out', target: '/logout' }],
    account: [{ title: 'Summary', target: '/account/summary' }],
    accountDesktop: [{ title: 'My account', target: '/account/summary', desktopOnly: true }],
    groupData: { groups: [], currentGroup: null },
    groupSwitch: null,
  },
  alerts: [],
  accreditation: null,
}

/** The app's frames around a page: the root (public frame boundary) and the member layout. */
function renderAt(
  path: string,
  { signedIn, layout }: { signedIn: boolean; layout: () => typeof shell | null },
) {
  renderRoute(
    [
      {
        id: MEMBER_LAYOUT_ROUTE_ID,
        loader: layout,
        Component: MemberLayout,
        ErrorBoundary: MemberFrameBoundary,
        children: [
          { path: '*', loader: unknownAddress, Component: UnknownAddress },
          { path: 'error/:status', loader: errorStatusPage, Component: ErrorStatusPage },
        ],
      },
      {
        path: 'contact-us',
        loader: () => {
          throw data(null, { status: 502 })
        },
        Component: ContactUs,
      },
    ],
    {
      at: path,
      rootData: { domainId: 1, signedIn, notification: null },
      root: { Component: Root, ErrorBoundary: PublicFrameBoundary },
    },
  )
}

const notFound = () => screen.findByRole('heading', { name: "Sorry, it looks like we can't find that page." })

describe('frames: one error boundary each', () => {
  it('shows a signed-in member an unknown address inside the member shell, menus included', async () => {
    renderAt('/no-such-page', { signedIn: true, layout: () => shell })
    expect(await notFound()).toBeInTheDocument()
    const primary = screen.getByRole('navigation', { name: 'Primary' })
    expect(within(primary).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home')
    expect(screen.getAllByRole('main')).toHaveLength(1)
  })

  it('shows anyone else an unknown address in the public frame', async () => {
    renderAt('/no-such-page', { signedIn: false, layout: () => null })
    expect(await notFound()).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Primary' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/contact-us')
    expect(screen.getAllByRole('main')).toHaveLength(1)
  })

  it('falls back to the public frame when the member layout itself fails', async () => {
    renderAt('/no-such-page', {
      signedIn: true,
      layout: () => {
        throw data(null, { status: 503 })
      },
    })
    expect(
      await screen.findByRole('heading', {
        name: "Sorry, we're unable to handle your request at this time.",
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Primary' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('main')).toHaveLength(1)
  })

  it('shows the failure of a public page in the public frame (the root boundary)', async () => {
    renderAt('/contact-us', { signedIn: false, layout: () => null })
    expect(await screen.findByRole('heading', { name: 'Sorry, something went wrong.' })).toBeInTheDocument()
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('main')).toHaveLength(1)
  })

  it.each(['abc', '200', '600', '418'])(
    'shows /error/%s, a status the catalogue does not know, with the generic texts (not the 404 page)',
    async (status) => {
      renderAt(`/error/${status}`, { signedIn: true, layout: () => shell })
      expect(
        await screen.findByRole('heading', { name: "Sorry, it looks like there's a problem." }),
      ).toBeInTheDocument()
      expect(screen.queryByText(/Error code: 404/)).not.toBeInTheDocument()
      expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument()
    },
  )
})
