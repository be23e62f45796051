import { describe, expect, it } from 'vitest'
import { URLSearchParams as NodeURLSearchParams } from 'node:url'
import Login from '~/routes/login'
import { clientValidationLoaded, renderRoute, screen, userEvent } from '../../../tests/render'

// A form POST in the stub builds a Request (Node's) from URLSearchParams: jsdom's own is not accepted.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams

/** The login page in a Remix stub (root data for the frame); `action` answers the form's POST. */
function renderLogin(action?: () => object, language: 'en' | 'es' = 'en') {
  return renderRoute(
    [{ path: '/login', Component: Login, loader: () => ({ showSignUpLinks: true }), action }],
    {
      at: '/login',
      rootData: { domainId: 1, signedIn: false, language },
    },
  )
}

describe('login: submit is disabled while the form is invalid and touched (spec section 5)', () => {
  it("pressing 'Log in' with empty fields shows both messages and disables the button until they are fixed", async () => {
    const user = userEvent.setup()
    renderLogin()
    const button = await screen.findByRole('button', { name: 'Log in' })
    expect(button).toBeEnabled()
    await clientValidationLoaded(() => import('./sign-in-schemas'))
    await user.click(button)
    expect(await screen.findByText('Username is a required field')).toBeInTheDocument()
    expect(screen.getByText('Password is a required field')).toBeInTheDocument()
    expect(button).toBeDisabled()

    await user.type(screen.getByLabelText(/^Username/), 'avery')
    expect(button).toBeDisabled() // the password is still missing
    await user.type(screen.getByLabelText(/^Password/), 'Dashboard#2026')
    expect(button).toBeEnabled()
  })

  it("in Spanish: the labels, the button and the messages, each with its field's label (issue 26)", async () => {
    const user = userEvent.setup()
    renderLogin(undefined, 'es')
    const button = await screen.findByRole('button', { name: 'Iniciar sesión' })
    await clientValidationLoaded(() => import('./sign-in-schemas'))
    await user.click(button)
    expect(await screen.findByText('El campo Nombre de usuario es obligatorio')).toBeInTheDocument()
    expect(screen.getByText('El campo Contraseña es obligatorio')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveAccessibleDescription(
      'El campo Nombre de usuario es obligatorio',
    )
  })

  it('the password field has the Show/Hide toggle, named for the field', async () => {
    const user = userEvent.setup()
    renderLogin()
    const password = await screen.findByLabelText(/^Password/)
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show Password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide Password' })).toHaveAttribute(
      'aria-controls',
      password.id,
    )
  })

  it('a refused attempt: the message, the username kept, the password emptied; any input clears the message', async () => {
    const user = userEvent.setup()
    const message = 'Username and/or password unrecognized. Please try again.'
    renderLogin(() => ({
      result: { status: 'error', initialValue: { username: 'lee' }, error: { '': [message] } },
    }))
    await user.type(await screen.findByLabelText(/^Username/), 'lee')
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#2026')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText(/^Username/)).toHaveValue('lee')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
    await user.type(screen.getByLabelText(/^Password/), 'x')
    expect(screen.queryByText(message)).not.toBeInTheDocument()
  })
})

describe('login: the page asked for while signed out travels in a hidden field (decision 097)', () => {
  const renderWith = (redirectTo: string | null) =>
    renderRoute(
      [{ path: '/login', Component: Login, loader: () => ({ showSignUpLinks: true, redirectTo }) }],
      {
        at: '/login',
        rootData: { domainId: 1, signedIn: false },
      },
    )

  it('posts redirectTo with the form (works without JavaScript)', async () => {
    const { container } = renderWith('/account/summary')
    await screen.findByRole('button', { name: 'Log in' })
    const hidden = container.querySelector('form input[type="hidden"][name="redirectTo"]')
    expect(hidden).toHaveValue('/account/summary')
  })

  it('no field when there is no page to return to', async () => {
    const { container } = renderWith(null)
    await screen.findByRole('button', { name: 'Log in' })
    expect(container.querySelector('input[name="redirectTo"]')).toBeNull()
  })
})
