/**
 * App links (decision 183): the server sends what Remix's `<Link>` sends, and with JavaScript a
 * plain click navigates inside the app while every other click stays the browser's.
 */
import { Link, Outlet, useLocation, useNavigationType } from '@remix-run/react'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoute, routeServerHtml } from '../../tests/render'
import { AppLink, useAppLinkNavigation } from './app-link'

function Root() {
  useAppLinkNavigation()
  const location = useLocation()
  const how = useNavigationType()
  return (
    <>
      <p>
        At {location.pathname}
        {location.search} by {how}
      </p>
      <Outlet />
    </>
  )
}

const routes = (links: () => JSX.Element) => [
  { index: true, Component: links },
  { path: 'claims', Component: () => <h1>Claims page</h1> },
]

afterEach(() => vi.restoreAllMocks())

/** Opens the links at `at` and waits for the app's click listener, which loads after the page. */
async function openAt(links: () => JSX.Element, at = '/') {
  const added = vi.spyOn(document, 'addEventListener')
  renderRoute(routes(links), { at, root: { Component: Root } })
  await vi.waitFor(() => expect(added.mock.calls.some(([type]) => type === 'click')).toBe(true))
}

describe('an app link', () => {
  it('is the same anchor as a Remix link on the server', () => {
    const props = { className: 'shell-nav-link', 'aria-current': 'page' as const, rel: 'next' }
    const html = (link: JSX.Element) => routeServerHtml(routes(() => link))
    expect(
      html(
        <AppLink to="/claims?page=2" {...props}>
          Claims
        </AppLink>,
      ),
    ).toBe(
      html(
        <Link to="/claims?page=2" {...props}>
          Claims
        </Link>,
      ),
    )
  })

  it('opens its page in the app on a plain click', async () => {
    await openAt(() => <AppLink to="/claims?page=2">Claims</AppLink>)
    const notHandledByTheBrowser = !fireEvent.click(screen.getByRole('link', { name: 'Claims' }))
    expect(notHandledByTheBrowser).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Claims page' })).toBeTruthy()
    expect(screen.getByText('At /claims?page=2 by PUSH')).toBeTruthy()
  })

  it('replaces the entry when it points at the address already open', async () => {
    window.history.replaceState(null, '', '/?tab=1') // the browser's address is the app's
    await openAt(() => <AppLink to="/?tab=1">Here</AppLink>, '/?tab=1')
    fireEvent.click(screen.getByRole('link', { name: 'Here' }))
    await waitFor(() => expect(screen.getByText('At /?tab=1 by REPLACE')).toBeTruthy())
  })

  it.each([
    ['a click with Ctrl (new tab)', { ctrlKey: true }],
    ['a click with Shift (new window)', { shiftKey: true }],
    ['a click with Cmd', { metaKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', async (_, init) => {
    await openAt(() => <AppLink to="/claims">Claims</AppLink>)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Claims' }), init)).toBe(true)
    expect(screen.queryByRole('heading', { name: 'Claims page' })).toBeNull()
  })

  it('leaves a link to another tab, a full page load or another site to the browser', async () => {
    await openAt(() => (
      <>
        <AppLink to="/claims" target="_blank">
          New tab
        </AppLink>
        <AppLink to="/logout" reloadDocument>
          Log out
        </AppLink>
        <AppLink to="https://www.medicare.gov/">Medicare</AppLink>
      </>
    ))
    for (const name of ['New tab', 'Log out', 'Medicare'])
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true)
    expect(screen.getByRole('link', { name: 'Log out' }).hasAttribute('data-discover')).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Claims page' })).toBeNull()
  })
})
