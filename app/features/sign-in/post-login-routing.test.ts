import { describe, expect, it } from 'vitest'
import type { Group } from '@member-dashboard/contract'
import {
  postLoginDecision,
  routingInputsNeeded,
  statusesForcingPasswordChange,
  type PostLoginRoutingInput,
} from './post-login-routing'
import { temporaryTokenPageGuard } from '~/platform/session/token-rules'

function group(groupId: string, crmRouted: boolean): Group {
  return {
    groupId,
    groupName: `Group ${groupId}`,
    memberKey: 'M1',
    crmRouted,
    planEffectiveDate: '2024-01-01',
    planTerminationDate: null,
    inactive: false,
  }
}

const plain = group('10001234', false)
const crm = group('10002002', true)

/** A domain-1 member who passes every check and lands on /home. */
function main(overrides: Partial<PostLoginRoutingInput> = {}): PostLoginRoutingInput {
  return {
    domainId: 1,
    tokenKind: 'member',
    accountStatus: 'ACT',
    groups: [plain],
    groupSelected: false,
    preferencesEmail: 'avery@example.com',
    principalGroupId: plain.groupId,
    crmForwardingPrevented: false,
    ...overrides,
  }
}

function partner(overrides: Partial<PostLoginRoutingInput> = {}): PostLoginRoutingInput {
  return {
    domainId: 5,
    tokenKind: 'member',
    accountStatus: 'ACT',
    isCommunicationPolicySigned: true,
    ...overrides,
  }
}

const home = { kind: 'redirect', to: '/home', tokenStage: 'full' }
const changePassword = { kind: 'redirect', to: '/account/settings/change-password', tokenStage: 'full' }
const crmHandOff = { kind: 'crmHandOff', tokenStage: 'full' }
const temporary = (to: string) => ({ kind: 'redirect', to, tokenStage: 'temporary' })

describe('step 1: staff token', () => {
  it('goes to /login-as on the partner brand (domain 5) with a temporary token', () => {
    expect(postLoginDecision({ domainId: 5, tokenKind: 'staff' })).toEqual(temporary('/login-as'))
  })
  it('goes to /login-as on the Medicare-type brand (domain 2)', () => {
    expect(postLoginDecision({ domainId: 2, tokenKind: 'staff' })).toEqual(temporary('/login-as'))
  })
  it('goes to /login-as on the main brand (domain 1) too: a staff account has no member of its own', () => {
    expect(postLoginDecision({ domainId: 1, tokenKind: 'staff' })).toEqual(temporary('/login-as'))
  })
  it('takes precedence over every domain-1 check (groups, e-mail, CRM, INI)', () => {
    const input = main({
      tokenKind: 'staff',
      accountStatus: 'INI',
      groups: [plain, crm],
      preferencesEmail: null,
      principalGroupId: crm.groupId,
    })
    expect(postLoginDecision(input)).toEqual(temporary('/login-as'))
  })
  it('takes precedence over the domain-5 policy check', () => {
    expect(postLoginDecision(partner({ tokenKind: 'staff', isCommunicationPolicySigned: false }))).toEqual(
      temporary('/login-as'),
    )
  })
})

describe('step 2: main brand (domain 1)', () => {
  it('lands on /home with a full token when every check passes', () => {
    expect(postLoginDecision(main())).toEqual(home)
  })
  it('lands on change-password when the account status is INI', () => {
    expect(postLoginDecision(main({ accountStatus: 'INI' }))).toEqual(changePassword)
  })
  it('lands on change-password when the account status is FRC (forced password change)', () => {
    expect(postLoginDecision(main({ accountStatus: 'FRC' }))).toEqual(changePassword)
    expect(postLoginDecision(partner({ accountStatus: 'FRC' }))).toEqual(changePassword)
    expect(postLoginDecision({ domainId: 2, tokenKind: 'member', accountStatus: 'FRC' })).toEqual(
      changePassword,
    )
  })
  it.each(['ACT', 'DIS', 'DLG'] as const)(
    'lands on /home for status %s (only INI and FRC force a change)',
    (status) => {
      expect(postLoginDecision(main({ accountStatus: status }))).toEqual(home)
    },
  )

  describe('group selection', () => {
    it('goes to /group-selection with more than one group, one CRM-routed, none selected yet', () => {
      expect(postLoginDecision(main({ groups: [plain, crm] }))).toEqual(temporary('/group-selection'))
    })
    it('does not when a group was already selected in this sign-in', () => {
      expect(postLoginDecision(main({ groups: [plain, crm], groupSelected: true }))).toEqual(home)
    })
    it('does not with more than one group when none is CRM-routed', () => {
      expect(postLoginDecision(main({ groups: [plain, group('10002001', false)] }))).toEqual(home)
    })
    it('does not with a single group even when it is CRM-routed (CRM hand-off instead)', () => {
      expect(postLoginDecision(main({ groups: [crm], principalGroupId: crm.groupId }))).toEqual(crmHandOff)
    })
    it('does not with no groups at all', () => {
      expect(postLoginDecision(main({ groups: [] }))).toEqual(home)
    })
    it('applies to a login-as token too', () => {
      expect(postLoginDecision(main({ tokenKind: 'loginAs', groups: [plain, crm] }))).toEqual(
        temporary('/group-selection'),
      )
    })
    it('precedes the e-mail check', () => {
      expect(postLoginDecision(main({ groups: [plain, crm], preferencesEmail: null }))).toEqual(
        temporary('/group-selection'),
      )
    })
    it('precedes the CRM hand-off', () => {
      expect(postLoginDecision(main({ groups: [plain, crm], principalGroupId: crm.groupId }))).toEqual(
        temporary('/group-selection'),
      )
    })
    it('precedes change-password for INI', () => {
      expect(postLoginDecision(main({ groups: [plain, crm], accountStatus: 'INI' }))).toEqual(
        temporary('/group-selection'),
      )
    })
  })

  describe('update e-mail', () => {
    it('goes to /update-email when preferences have no e-mail address (null)', () => {
      expect(postLoginDecision(main({ preferencesEmail: null }))).toEqual(temporary('/update-email'))
    })
    it('treats an empty or blank e-mail address as none', () => {
      expect(postLoginDecision(main({ preferencesEmail: '' }))).toEqual(temporary('/update-email'))
      expect(postLoginDecision(main({ preferencesEmail: '   ' }))).toEqual(temporary('/update-email'))
    })
    it('is skipped for a login-as token', () => {
      expect(postLoginDecision(main({ tokenKind: 'loginAs', preferencesEmail: null }))).toEqual(home)
    })
    it('is skipped for a login-as token even when preferences were not fetched', () => {
      expect(postLoginDecision(main({ tokenKind: 'loginAs', preferencesEmail: undefined }))).toEqual(home)
    })
    it('precedes the CRM hand-off', () => {
      const input = main({ groups: [crm], principalGroupId: crm.groupId, preferencesEmail: null })
      expect(postLoginDecision(input)).toEqual(temporary('/update-email'))
    })
    it('precedes change-password for INI', () => {
      expect(postLoginDecision(main({ preferencesEmail: null, accountStatus: 'INI' }))).toEqual(
        temporary('/update-email'),
      )
    })
    it('still applies after a group was selected', () => {
      const input = main({ groups: [plain, crm], groupSelected: true, preferencesEmail: null })
      expect(postLoginDecision(input)).toEqual(temporary('/update-email'))
    })
  })

  describe('CRM hand-off', () => {
    it("hands off to the CRM when the principal member's group is CRM-routed", () => {
      expect(postLoginDecision(main({ groups: [crm], principalGroupId: crm.groupId }))).toEqual(crmHandOff)
    })
    it('does not when CRM forwarding is prevented (staff login option)', () => {
      const input = main({ groups: [crm], principalGroupId: crm.groupId, crmForwardingPrevented: true })
      expect(postLoginDecision(input)).toEqual(home)
    })
    it("does not when the principal member's group is not CRM-routed, even if another group is", () => {
      const input = main({ groups: [plain, crm], groupSelected: true, principalGroupId: plain.groupId })
      expect(postLoginDecision(input)).toEqual(home)
    })
    it('hands off after a CRM-routed group was chosen on /group-selection', () => {
      const input = main({ groups: [plain, crm], groupSelected: true, principalGroupId: crm.groupId })
      expect(postLoginDecision(input)).toEqual(crmHandOff)
    })
    it("does not when the principal member's group is not in the list", () => {
      expect(postLoginDecision(main({ groups: [crm], principalGroupId: '99999999' }))).toEqual(home)
    })
    it('does not when the token has no group id', () => {
      expect(postLoginDecision(main({ groups: [crm], principalGroupId: null }))).toEqual(home)
    })
    it('applies to a login-as token whose forwarding is not prevented', () => {
      const input = main({ tokenKind: 'loginAs', groups: [crm], principalGroupId: crm.groupId })
      expect(postLoginDecision(input)).toEqual(crmHandOff)
    })
    // Issue 51 (persona carmen): the hand-off first let an INI or FRC member open every page
    // without the change; the change comes first and names the hand-off that follows it.
    it.each(['INI', 'FRC'] as const)('comes after the forced password change for %s', (accountStatus) => {
      const input = main({ groups: [crm], principalGroupId: crm.groupId, accountStatus })
      expect(postLoginDecision(input)).toEqual({ ...changePassword, afterChange: 'crmHandOff' })
    })
    it('is not named after the change when forwarding is prevented', () => {
      const input = main({
        groups: [crm],
        principalGroupId: crm.groupId,
        accountStatus: 'FRC',
        crmForwardingPrevented: true,
      })
      expect(postLoginDecision(input)).toStrictEqual(changePassword)
    })
    it('is not named after the change for a member whose group is not CRM-routed', () => {
      expect(postLoginDecision(main({ accountStatus: 'FRC' }))).toStrictEqual(changePassword)
    })
  })

  it('lands on change-password for a login-as token with status INI (spec names no exception)', () => {
    expect(postLoginDecision(main({ tokenKind: 'loginAs', accountStatus: 'INI' }))).toEqual(changePassword)
  })

  it('throws when groups were not fetched', () => {
    expect(() => postLoginDecision(main({ groups: undefined }))).toThrow(/needs groups/)
  })
  it("throws when a member's preferences were not fetched", () => {
    expect(() => postLoginDecision(main({ preferencesEmail: undefined }))).toThrow(/needs preferencesEmail/)
  })
  it('throws when the password status was not fetched', () => {
    expect(() => postLoginDecision(main({ accountStatus: undefined }))).toThrow(/needs accountStatus/)
  })
})

describe('step 3: partner brand (domain 5)', () => {
  it('goes to /registration-policies when the communication policy is unsigned', () => {
    expect(postLoginDecision(partner({ isCommunicationPolicySigned: false }))).toEqual(
      temporary('/registration-policies'),
    )
  })
  it('lands on /home when the policy is signed', () => {
    expect(postLoginDecision(partner())).toEqual(home)
  })
  it('lands on change-password when signed and the status is INI', () => {
    expect(postLoginDecision(partner({ accountStatus: 'INI' }))).toEqual(changePassword)
  })
  it('unsigned policy precedes change-password for INI', () => {
    expect(postLoginDecision(partner({ isCommunicationPolicySigned: false, accountStatus: 'INI' }))).toEqual(
      temporary('/registration-policies'),
    )
  })
  it('skips the policy check for a login-as token', () => {
    expect(postLoginDecision(partner({ tokenKind: 'loginAs', isCommunicationPolicySigned: false }))).toEqual(
      home,
    )
  })
  it('skips the policy check for a login-as token even when policies were not fetched', () => {
    expect(
      postLoginDecision(partner({ tokenKind: 'loginAs', isCommunicationPolicySigned: undefined })),
    ).toEqual(home)
  })
  it('runs no main-brand checks (groups, e-mail, CRM)', () => {
    const input = partner({ groups: [plain, crm], preferencesEmail: null, principalGroupId: crm.groupId })
    expect(postLoginDecision(input)).toEqual(home)
  })
  it('throws when policies were not fetched for a member token', () => {
    expect(() => postLoginDecision(partner({ isCommunicationPolicySigned: undefined }))).toThrow(
      /needs isCommunicationPolicySigned/,
    )
  })
})

describe('domain 2 (spec silent)', () => {
  it('a member lands on /home', () => {
    expect(postLoginDecision({ domainId: 2, tokenKind: 'member', accountStatus: 'ACT' })).toEqual(home)
  })
  it('a member with status INI lands on change-password', () => {
    expect(postLoginDecision({ domainId: 2, tokenKind: 'member', accountStatus: 'INI' })).toEqual(
      changePassword,
    )
  })
  it('a login-as token lands on /home', () => {
    expect(postLoginDecision({ domainId: 2, tokenKind: 'loginAs', accountStatus: 'ACT' })).toEqual(home)
  })
  it('runs no main-brand or partner checks', () => {
    const input: PostLoginRoutingInput = {
      domainId: 2,
      tokenKind: 'member',
      accountStatus: 'ACT',
      groups: [plain, crm],
      preferencesEmail: null,
      principalGroupId: crm.groupId,
      isCommunicationPolicySigned: false,
    }
    expect(postLoginDecision(input)).toEqual(home)
  })
})

describe('token stage', () => {
  it('only /home, change-password and the CRM hand-off make the token full', () => {
    const full = [
      postLoginDecision(main()),
      postLoginDecision(main({ accountStatus: 'INI' })),
      postLoginDecision(main({ groups: [crm], principalGroupId: crm.groupId })),
    ]
    const temp = [
      postLoginDecision({ domainId: 1, tokenKind: 'staff' }),
      postLoginDecision(main({ groups: [plain, crm] })),
      postLoginDecision(main({ preferencesEmail: null })),
      postLoginDecision(partner({ isCommunicationPolicySigned: false })),
    ]
    expect(full.map((d) => d.tokenStage)).toEqual(['full', 'full', 'full'])
    expect(temp.map((d) => d.tokenStage)).toEqual(['temporary', 'temporary', 'temporary', 'temporary'])
  })
  it('names INI and FRC as forcing change-password', () => {
    expect(statusesForcingPasswordChange).toEqual(['INI', 'FRC'])
  })
})

describe('routingInputsNeeded', () => {
  it('domain 1 member: password status, groups and preferences', () => {
    expect(routingInputsNeeded(1)).toEqual({
      passwordStatus: true,
      groups: true,
      preferences: true,
      policies: false,
    })
  })
  it('domain 1 login-as: no preferences (the e-mail check is skipped)', () => {
    expect(routingInputsNeeded(1, 'loginAs')).toEqual({
      passwordStatus: true,
      groups: true,
      preferences: false,
      policies: false,
    })
  })
  it('domain 5 member: password status and policies', () => {
    expect(routingInputsNeeded(5)).toEqual({
      passwordStatus: true,
      groups: false,
      preferences: false,
      policies: true,
    })
  })
  it('domain 5 login-as: password status only (the policy check is skipped)', () => {
    expect(routingInputsNeeded(5, 'loginAs')).toEqual({
      passwordStatus: true,
      groups: false,
      preferences: false,
      policies: false,
    })
  })
  it('domain 2: password status only', () => {
    expect(routingInputsNeeded(2)).toEqual({
      passwordStatus: true,
      groups: false,
      preferences: false,
      policies: false,
    })
  })
  it.each([1, 2, 5] as const)('staff on domain %s: nothing', (domainId) => {
    expect(routingInputsNeeded(domainId, 'staff')).toEqual({
      passwordStatus: false,
      groups: false,
      preferences: false,
      policies: false,
    })
  })
  it('fetching exactly the needed inputs is enough for a decision', () => {
    for (const domainId of [1, 2, 5] as const) {
      for (const tokenKind of ['member', 'loginAs', 'staff'] as const) {
        const needed = routingInputsNeeded(domainId, tokenKind)
        const input: PostLoginRoutingInput = {
          domainId,
          tokenKind,
          accountStatus: needed.passwordStatus ? 'ACT' : undefined,
          groups: needed.groups ? [plain] : undefined,
          preferencesEmail: needed.preferences ? 'a@example.com' : undefined,
          isCommunicationPolicySigned: needed.policies ? true : undefined,
        }
        expect(() => postLoginDecision(input)).not.toThrow()
      }
    }
  })
})

describe('temporaryTokenPageGuard', () => {
  it('allows a temporary token', () => {
    expect(temporaryTokenPageGuard('temporary')).toEqual({ kind: 'allow' })
  })
  it('sends a full token to /home', () => {
    expect(temporaryTokenPageGuard('full')).toEqual({ kind: 'redirect', to: '/home' })
  })
  it('sends no token to /logout', () => {
    expect(temporaryTokenPageGuard('none')).toEqual({ kind: 'redirect', to: '/logout' })
  })
})
