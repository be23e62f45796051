import { describe, expect, it } from 'vitest'
import { groupChoice, handedOverTokenProblem, loginAsTitle } from './sign-in'
import { staffRoleOf } from '~/platform/session/token-rules'

describe('staffRoleOf', () => {
  it('is the role of a staff token', () => {
    expect(staffRoleOf({ role: 'logInAsNonEmp', issuedByRole: null })).toBe('logInAsNonEmp')
  })
  it('is the issuing role of a login-as token', () => {
    expect(staffRoleOf({ role: 'member', issuedByRole: 'logInAsAnyone' })).toBe('logInAsAnyone')
  })
  it("is null for a member's own token", () => {
    expect(staffRoleOf({ role: 'member', issuedByRole: null })).toBeNull()
  })
})

describe('loginAsTitle', () => {
  it("logInAsAnyone: 'Login as anyone'", () => expect(loginAsTitle('logInAsAnyone')).toBe('Login as anyone'))
  it("logInAsNonEmp: 'Login as non-employee'", () =>
    expect(loginAsTitle('logInAsNonEmp')).toBe('Login as non-employee'))
})

describe('groupChoice', () => {
  const ids = ['10002001', '10002002']
  it('the group tied to the token goes straight on', () =>
    expect(groupChoice('10002001', ids, '10002001')).toBe('current'))
  it('another of the member groups needs a switch', () =>
    expect(groupChoice('10002002', ids, '10002001')).toBe('switch'))
  it('a group that is not one of the member groups is refused', () =>
    expect(groupChoice('1', ids, '10002001')).toBe('unknown'))
  it('a token without a group switches to any chosen group', () =>
    expect(groupChoice('10002001', ids, null)).toBe('switch'))
})

describe('handedOverTokenProblem', () => {
  const now = 1_800_000_000_000
  const exp = now / 1000 + 60
  it('accepts a readable, unexpired token of this brand', () =>
    expect(handedOverTokenProblem({ domainId: 1, exp }, 1, now)).toBeNull())
  it('refuses an unreadable token', () => expect(handedOverTokenProblem(null, 1, now)).toBe('unreadable'))
  it('refuses an expired token (exactly at exp too)', () => {
    expect(handedOverTokenProblem({ domainId: 1, exp: now / 1000 }, 1, now)).toBe('expired')
  })
  it("refuses another brand's token", () =>
    expect(handedOverTokenProblem({ domainId: 5, exp }, 1, now)).toBe('wrongDomain'))
})
