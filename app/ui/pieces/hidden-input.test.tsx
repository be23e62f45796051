import { describe, expect, it } from 'vitest'
import { HiddenInput } from './hidden-input'
import { render, screen, userEvent } from '../../../tests/render'

describe('HiddenInput', () => {
  it('is a labelled password field that Show/Hide reveals and masks again', async () => {
    const user = userEvent.setup()
    render(<HiddenInput label="Password" name="password" />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('name', 'password')

    const toggle = screen.getByRole('button', { name: 'Show Password' })
    expect(toggle).toHaveTextContent(/^Show/)
    expect(toggle).not.toHaveAttribute('aria-pressed')
    expect(toggle).toHaveAttribute('aria-controls', input.id)

    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(toggle).toHaveTextContent(/^Hide/)
    expect(toggle).toHaveAccessibleName('Hide Password')

    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'password')
    expect(toggle).toHaveTextContent(/^Show/)
  })

  it('toggles from the keyboard and keeps what was typed', async () => {
    const user = userEvent.setup()
    render(<HiddenInput label="Password" name="password" />)
    await user.type(screen.getByLabelText('Password'), 's3cret!')
    await user.tab()
    expect(screen.getByRole('button', { name: /show/i })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Password')).toHaveValue('s3cret!')
    expect(screen.getByLabelText('Password')).toHaveAttribute('spellcheck', 'false')
  })

  it('shows the error only when the field is touched and in error', () => {
    const { rerender } = render(<HiddenInput label="Password" name="password" error="Enter your password" />)
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false')

    rerender(<HiddenInput label="Password" name="password" error="Enter your password" touched />)
    const input = screen.getByLabelText('Password')
    expect(screen.getByText('Enter your password')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter your password')

    rerender(<HiddenInput label="Password" name="password" touched />)
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument()
  })

  it('passes input props through (as conform getInputProps spreads them) but stays a password', () => {
    // What conform's getInputProps(field, { type: 'password' }) gives, with a stray type: 'text'.
    const conformProps = {
      id: 'login-password',
      name: 'password',
      form: 'login',
      required: true,
      defaultValue: 'abc',
      type: 'text',
      autoComplete: 'current-password',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    }
    render(<HiddenInput label="Password" {...conformProps} />)
    const input = screen.getByLabelText(/Password/)
    expect(input).toHaveAttribute('id', 'login-password')
    expect(input).toHaveAttribute('form', 'login')
    expect(input).toBeRequired()
    expect(input).toHaveValue('abc')
    expect(input).toHaveAttribute('autocomplete', 'current-password')
    expect(input).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: /show/i })).toHaveAttribute('aria-controls', 'login-password')
  })
})
