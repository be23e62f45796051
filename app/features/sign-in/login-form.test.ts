// Runs in the node environment (a .ts test): rendered as the server sends it, no JavaScript.
import { createElement as h } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { routeServerHtml } from '../../../tests/render'
import { LoginForm } from './login-form'

describe('login form without JavaScript', () => {
  it('the button stays usable even when the server reported errors; the password is masked, no toggle', () => {
    const lastResult = {
      status: 'error' as const,
      initialValue: {},
      error: { username: ['Username is a required field'] },
    }
    // The test router's own layout effect warns on the server; the page's markup is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = routeServerHtml([{ path: '/login', Component: () => h(LoginForm, { lastResult }) }], {
      at: '/login',
    })
    expect(html).toContain('Username is a required field')
    const button = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? ''
    expect(button).not.toBe('')
    expect(button).not.toContain('disabled')
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/,
    )
    expect(html).not.toContain('Show')
  })
})
