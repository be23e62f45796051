import { describe, expect, it } from 'vitest'
import { renderRoute, screen } from '../../tests/render'
import { GeneralErrorBoundary } from './error-boundary'

function renderAt(status: number, signedIn: boolean) {
  renderRoute(
    [
      {
        path: 'page',
        loader: () => {
          throw new Response(null, { status })
        },
        Component: () => null,
        ErrorBoundary: () => <GeneralErrorBoundary />,
      },
    ],
    { at: '/page', rootData: { domainId: 1, signedIn } },
  )
}

describe('GeneralErrorBoundary', () => {
  it('renders the 404 entry with the signed-out link', async () => {
    renderAt(404, false)
    expect(
      await screen.findByRole('heading', { name: "Sorry, it looks like we can't find that page." }),
    ).toBeInTheDocument()
    expect(screen.getByText('Error code: 404 Not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/contact-us')
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
  })

  it('renders tips and the signed-in links for a 503', async () => {
    renderAt(503, true)
    expect(
      await screen.findByText("Sorry, we're unable to handle your request at this time."),
    ).toBeInTheDocument()
    expect(screen.getByText('Here are some ideas that might help:')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home')
  })
})
