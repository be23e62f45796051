import { describe, expect, it } from 'vitest'
import { forcedPasswordChangeGuard } from './token-rules'

describe('forcedPasswordChangeGuard (spec section 3 INI and FRC, issue 42)', () => {
  it.each([
    '/home',
    '/claims',
    '/benefits/summary',
    '/account/summary',
    '/account/settings',
    '/resources/id-card',
  ])('sends %s to change-password while the change is owed', (path) => {
    expect(forcedPasswordChangeGuard(true, path)).toEqual({
      kind: 'redirect',
      to: '/account/settings/change-password',
    })
  })

  it('lets the change-password page itself open', () => {
    expect(forcedPasswordChangeGuard(true, '/account/settings/change-password')).toEqual({ kind: 'allow' })
  })

  it('does not treat a longer path that starts the same as the page', () => {
    expect(forcedPasswordChangeGuard(true, '/account/settings/change-password-x').kind).toBe('redirect')
  })

  it('lets every page open once no change is owed', () => {
    expect(forcedPasswordChangeGuard(false, '/home')).toEqual({ kind: 'allow' })
  })
})
