import { describe, expect, it } from 'vitest'
import {
  CHAT_HAND_OFF_PATH,
  chatOffered,
  accreditationLevelOf,
  accreditationSeal,
  hasPharmacyBenefitManagerProgram,
  isActivePrimaryEntry,
  menuInputFromHeader,
  parseDismissedAlertIds,
  shellMenus,
  visibleAlerts,
  withDismissedAlert,
  type HeaderFacts,
} from './shell'
import { viewInEnglish } from '../../../tests/schema'

const now = new Date(2026, 10, 22, 9)
const elig = (effectiveDate: string | null, terminationDate: string | null = null) => ({
  eligible: true,
  classPlanId: 'CP',
  effectiveDate,
  terminationDate,
  classPlanEffectiveDate: null,
})

function facts(
  over: Partial<HeaderFacts> = {},
  memberOver: Partial<HeaderFacts['member']> = {},
): HeaderFacts {
  return {
    domainId: 1,
    account: { groupId: '10001234', groupName: 'Riverbend Manufacturing' },
    member: {
      memberKey: 'M1',
      memberSuffix: 0,
      dateOfBirth: '1985-01-01',
      medicalEligibility: { ...elig('2025-01-01'), insuranceType: 'PPO' },
      dentalEligibility: elig('2025-01-01'),
      visionEligibility: elig('2025-01-01'),
      pharmacyEligibility: elig('2025-01-01'),
      ...memberOver,
    },
    familyEligibility: [
      {
        memberKey: 'M1',
        suffix: 0,
        productCategory: 'M',
        source: 'F',
        effectiveDate: '2025-01-01',
        termedDate: null,
      },
    ],
    hasEbill: true,
    benefitsMenu: {
      hasReferrals: false,
      medicareMaterialsEligible: false,
      hasCertificate: false,
      hasPriorAuthorizations: false,
    },
    pcpEligible: false,
    pcpMembers: { selections: [] },
    programs: [],
    groups: [groupOf('10001234', 'Riverbend Manufacturing')],
    tokenGroupId: '10001234',
    staffRole: null,
    now,
    ...over,
  }
}
const titles = (items: { title: string }[]) => items.map((i) => i.title)
function groupOf(groupId: string, groupName: string, planTerminationDate: string | null = null) {
  return { groupId, groupName, planEffectiveDate: '2016-01-01', planTerminationDate }
}

describe('menuInputFromHeader', () => {
  it('derives adult, termed and eligibility flags from the header data', () => {
    const input = menuInputFromHeader(facts())
    expect(input).toMatchObject({
      isAdult: true,
      isTermed: false,
      hasActiveOrFutureEligibility: true,
      eligibleCategories: ['medical', 'dental', 'vision', 'pharmacy'],
      signedIn: true,
      groupCount: 1,
    })
  })

  it('counts PCP selections of anyone, and of the member', () => {
    const other = menuInputFromHeader(
      facts({
        pcpMembers: { selections: [{ memberKey: 'M2', providerId: 'P', effectiveDate: '2025-01-01' }] },
      }),
    )
    expect(other).toMatchObject({ pcpAnySelections: true, pcpMemberHasSelection: false })
    const own = menuInputFromHeader(
      facts({
        pcpMembers: { selections: [{ memberKey: 'M1', providerId: 'P', effectiveDate: '2025-01-01' }] },
      }),
    )
    expect(own.pcpMemberHasSelection).toBe(true)
  })

  it('is termed when the family entries hold no active or future entry', () => {
    const input = menuInputFromHeader(
      facts({
        familyEligibility: [
          {
            memberKey: 'M1',
            suffix: 0,
            productCategory: 'M',
            source: 'F',
            effectiveDate: '2024-01-01',
            termedDate: '2025-12-31',
          },
        ],
      }),
    )
    expect(input.isTermed).toBe(true)
  })

  it('uses the login-as staff role for the LoginAs entry', () => {
    expect(titles(shellMenus(facts({ staffRole: 'logInAsNonEmp' })).account)).toContain('LoginAsNonEmp')
    expect(titles(shellMenus(facts({ staffRole: 'logInAsAnyone' })).account)).toContain('LoginAsAnyone')
    expect(titles(shellMenus(facts()).account).join()).not.toMatch(/LoginAs/)
  })

  it('is an adult from the 18th birthday on (dependent settings boundary)', () => {
    const dependent = (dateOfBirth: string) => shellMenus(facts({}, { memberSuffix: 2, dateOfBirth })).account
    expect(titles(dependent('2008-11-22'))).toContain('Settings')
    expect(titles(dependent('2008-11-23'))).not.toContain('Settings')
  })
})

describe('shellMenus', () => {
  it('shows the group-switch label only with more than one group', () => {
    expect(shellMenus(facts()).groupSwitch).toBeNull()
    expect(shellMenus(facts({ groups: [groupOf('a', 'A'), groupOf('b', 'B')] })).groupSwitch).not.toBeNull()
  })

  it("labels the group switch with the current group (the token's) and its coverage dates", () => {
    const groups = [
      groupOf('10002001', 'Northwind Schools'),
      groupOf('10002002', 'Northwind Retirees', '2025-06-30'),
    ]
    const menus = shellMenus(facts({ groups, tokenGroupId: '10002002' }))
    expect(viewInEnglish(menus.groupSwitch)).toEqual({
      groupName: 'Northwind Retirees',
      dates: '01/01/2016 - 06/30/2025',
      target: '/select-group',
    })
    expect(menus.groupData.currentGroup?.groupId).toBe('10002002')
    expect(menus.groupData.groups.map((g) => [g.groupId, g.startDate, g.endDate])).toEqual([
      ['10002001', '2016-01-01', ''],
      ['10002002', '2016-01-01', '2025-06-30'],
    ])
    const other = shellMenus(facts({ groups, tokenGroupId: '10002001' })).groupSwitch
    expect(viewInEnglish(other)).toMatchObject({
      groupName: 'Northwind Schools',
      dates: 'Active since 01/01/2016',
    })
  })

  it('adds Pharmacy under Claims for the pharmacy benefit manager program (37, enrolled)', () => {
    const claims = (programs: HeaderFacts['programs']) =>
      titles(shellMenus(facts({ programs })).primary.find((i) => i.target === '/claims')?.children ?? [])
    expect(claims([{ id: 37, eligible: true }])).toContain('Pharmacy')
    expect(claims([{ id: 37, eligible: false }])).not.toContain('Pharmacy')
    expect(claims([{ id: 36, eligible: true }])).not.toContain('Pharmacy')
    expect(hasPharmacyBenefitManagerProgram([])).toBe(false)
  })

  it('gives the partner brand only categories plus Referrals and Medicare, and find care only find-a-dentist', () => {
    const menus = shellMenus(
      facts({
        domainId: 5,
        benefitsMenu: {
          hasReferrals: true,
          medicareMaterialsEligible: true,
          hasCertificate: true,
          hasPriorAuthorizations: true,
        },
      }),
    )
    const benefits = menus.primary.find((i) => i.title === 'Benefits')
    expect(titles(benefits?.children ?? [])).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
      'Referrals',
      'Medicare Materials',
    ])
    expect(titles(menus.primary.find((i) => i.title === 'Find care')?.children ?? [])).toEqual([
      'Find a dentist',
    ])
    expect(titles(menus.account)).not.toContain('eBill')
  })

  it('has the utility menu of a signed-in member', () => {
    expect(titles(shellMenus(facts()).utility)).toEqual(['Contact us', 'Log out'])
  })
})

describe('isActivePrimaryEntry', () => {
  it('highlights an entry by its target, a child target or its section', () => {
    const account = { title: 'Account', target: '/account/summary' }
    expect(isActivePrimaryEntry('/account/settings', account)).toBe(true)
    expect(isActivePrimaryEntry('/accounts', account)).toBe(false)
    const claims = { title: 'Claims/EOBs', target: '/claims', children: [{ title: 'EOBs', target: '/eobs' }] }
    expect(isActivePrimaryEntry('/eobs', claims)).toBe(true)
    expect(isActivePrimaryEntry('/home', claims)).toBe(false)
  })
})

describe('global alerts', () => {
  const alerts = [
    { id: 'a', canDismiss: true },
    { id: 'b', canDismiss: false },
    { id: 'c', canDismiss: true },
  ]
  it('hides dismissed dismissable alerts only', () => {
    expect(visibleAlerts(alerts, ['a', 'b']).map((a) => a.id)).toEqual(['b', 'c'])
  })
  it('reads only a list of short strings from the cookie', () => {
    expect(parseDismissedAlertIds('a')).toEqual([])
    expect(parseDismissedAlertIds(['a', 3, '', 'x'.repeat(101), 'b'])).toEqual(['a', 'b'])
    expect(parseDismissedAlertIds(null)).toEqual([])
  })
  it('adds an id once and keeps at most 50', () => {
    expect(withDismissedAlert(['a', 'b'], 'a')).toEqual(['b', 'a'])
    const many = Array.from({ length: 50 }, (_, i) => `id${i}`)
    const next = withDismissedAlert(many, 'new')
    expect(next).toHaveLength(50)
    expect(next.at(-1)).toBe('new')
    expect(next[0]).toBe('id1')
  })
})

describe('accreditation seal', () => {
  const accreditations = [
    { image: '/seals/accredited.png', text: 'Accredited' },
    { image: '/seals/commendable.png', text: 'Commendable' },
    { image: '/seals/interim.png', text: 'Interim' },
  ]
  it('maps images to the three levels', () => {
    expect(accreditationLevelOf('/x/ACCREDITED.svg')).toBe('Accredited')
    expect(accreditationLevelOf('/x/commendable.svg')).toBe('Commendable')
    expect(accreditationLevelOf('/x/interim.svg')).toBe('Interim')
    expect(accreditationLevelOf('/x/other.svg')).toBeNull()
  })
  it('picks the accreditation named by the element value', () => {
    for (const level of ['Accredited', 'Commendable', 'Interim'] as const) {
      expect(accreditationSeal({ accreditations, elementValue: level })?.level).toBe(level)
    }
  })
  it('falls back to the first mapped accreditation, and to none', () => {
    expect(accreditationSeal({ accreditations, elementValue: '' })?.level).toBe('Accredited')
    expect(
      accreditationSeal({ accreditations: [{ image: '/x.png', text: 'Seal' }], elementValue: 'x' }),
    ).toBeNull()
    expect(accreditationSeal(null)).toBeNull()
  })
})

describe('Chat with us', () => {
  const utility = () => titles(shellMenus(facts()).utility)
  const withChat = (chatConfig: HeaderFacts['chatConfig']) =>
    titles(shellMenus(facts({ chatConfig })).utility)

  it('comes before Log out when the chat configuration displays chat and it is available', () => {
    expect(withChat({ displayChat: true, available: true })).toEqual([
      'Contact us',
      'Chat with us',
      'Log out',
    ])
    expect(withChat({ displayChat: true })).toContain('Chat with us')
    expect(shellMenus(facts({ chatConfig: { displayChat: true } })).utility[1].target).toBe(
      CHAT_HAND_OFF_PATH,
    )
  })

  it('is not offered when chat is not displayed, not available now, or not configured', () => {
    expect(withChat({ displayChat: false, available: true })).not.toContain('Chat with us')
    expect(withChat({ displayChat: true, available: false })).not.toContain('Chat with us')
    expect(withChat(null)).not.toContain('Chat with us')
    expect(utility()).not.toContain('Chat with us')
    expect(chatOffered(null)).toBe(false)
  })
})
