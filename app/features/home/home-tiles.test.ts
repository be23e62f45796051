import { describe, expect, it } from 'vitest'
import type { Limit, PlanManagementDetails, Program } from '@member-dashboard/contract'
import {
  homeTiles,
  idCardActions,
  memberInfoTileIdentifier,
  primaryCareTile,
  primaryCareTileVariant,
  showEbillAlert,
  showFeaturedDentalLimitTile,
  showFeaturedPrograms,
  showIdCardActions,
  showPciCard,
  showPcpAdministrativeUpdateBanner,
  showTermedWarning,
  type HomeTilesInput,
} from './home-tiles'

const day = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min)

const details = (over: Partial<PlanManagementDetails> = {}): PlanManagementDetails => ({
  eligibleAndActive: true,
  groupType: 'INDIVIDUAL',
  openEnrollmentStart: '2025-11-01',
  openEnrollmentEnd: '2026-01-15',
  currentPlanYear: '2025',
  upcomingPlanYear: '2026',
  coverageEndDateUponCancellation: null,
  coverageStartDateUponRenewal: '2026-01-01',
  directPlanCancellationStatus: null,
  directCancellationOptions: [],
  directShopUrl: null,
  exchangeUrl: null,
  exchangeUrlLabel: null,
  ...over,
})

describe('banner area', () => {
  it('termed warning shows for a termed member only', () => {
    expect(showTermedWarning(true)).toBe(true)
    expect(showTermedWarning(false)).toBe(false)
  })
  it('eBill alert: has eBill, alert flag on, not termed', () => {
    expect(showEbillAlert({ hasEbill: true, showEbillAlert: true, isTermed: false })).toBe(true)
  })
  it('no eBill alert without eBill', () => {
    expect(showEbillAlert({ hasEbill: false, showEbillAlert: true, isTermed: false })).toBe(false)
  })
  it('no eBill alert when the alert flag is off', () => {
    expect(showEbillAlert({ hasEbill: true, showEbillAlert: false, isTermed: false })).toBe(false)
  })
  it('no eBill alert for a termed member', () => {
    expect(showEbillAlert({ hasEbill: true, showEbillAlert: true, isTermed: true })).toBe(false)
  })
})

describe('primary care administrative update banner (until 31 March 2025)', () => {
  it('shown the day before the last day', () => {
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: true, now: day(2025, 3, 30) })).toBe(true)
  })
  it('shown on 31 March 2025, even late in the evening', () => {
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: true, now: day(2025, 3, 31, 23, 59) })).toBe(true)
  })
  it('gone on 1 April 2025, even just after midnight', () => {
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: true, now: day(2025, 4, 1, 0, 1) })).toBe(false)
  })
  it('never shown to a member who is not PCP eligible', () => {
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: false, now: day(2025, 3, 1) })).toBe(false)
  })
})

describe('primary care tile', () => {
  it("'PCI' for family group 10002805", () => {
    expect(primaryCareTileVariant('10002805')).toBe('PCI')
  })
  it("'PCP' for any other group", () => {
    expect(primaryCareTileVariant('10001234')).toBe('PCP')
  })
  it("without a provider: 'Select primary care'", () => {
    expect(primaryCareTile({ familyGroupId: '10002805', hasProvider: false })).toEqual({
      variant: 'PCI',
      showsSelectPrimaryCare: true,
      showsProvider: false,
      selectLabel: 'Select primary care',
    })
  })
  it('with a provider: the provider, no select link', () => {
    const tile = primaryCareTile({ familyGroupId: '10001234', hasProvider: true })
    expect([tile.variant, tile.showsSelectPrimaryCare, tile.showsProvider]).toEqual(['PCP', false, true])
  })
  it('the PCI card shows for family group 10002805 only', () => {
    expect(showPciCard('10002805')).toBe(true)
    expect(showPciCard('10002806')).toBe(false)
  })
})

describe('member info tile', () => {
  it('local 598 employee with an employee id: Employee ID', () => {
    expect(
      memberInfoTileIdentifier({ subscriberId: 'EV1500015', employeeId: '598-22041', local598: true }),
    ).toEqual({
      label: 'Employee ID',
      value: '598-22041',
    })
  })
  it('local 598 without an employee id: Subscriber ID', () => {
    expect(memberInfoTileIdentifier({ subscriberId: 'EV1500015', employeeId: null, local598: true })).toEqual(
      {
        label: 'Subscriber ID',
        value: 'EV1500015',
      },
    )
  })
  it('an employee id without the local 598 flag: Subscriber ID', () => {
    expect(
      memberInfoTileIdentifier({ subscriberId: 'EV1000001', employeeId: '598-1', local598: false }).label,
    ).toBe('Subscriber ID')
  })
  it("ID card actions only if eligible: 'Download ID card' and 'More ID card options'", () => {
    expect(showIdCardActions(true)).toBe(true)
    expect(showIdCardActions(false)).toBe(false)
    expect(idCardActions(true)).toEqual({
      downloadLabel: 'Download ID card',
      moreOptions: { title: 'More ID card options', target: '/account/member-information' },
    })
    expect(idCardActions(false)).toBeNull()
  })
})

describe('programs section and variants', () => {
  it('featured programs hidden for termed members', () => {
    expect(showFeaturedPrograms(true)).toBe(false)
    expect(showFeaturedPrograms(false)).toBe(true)
  })
  it('featured dental limit tile only on domain 1', () => {
    expect(showFeaturedDentalLimitTile(1)).toBe(true)
    expect(showFeaturedDentalLimitTile(2)).toBe(false)
    expect(showFeaturedDentalLimitTile(5)).toBe(false)
  })
})

describe('homeTiles: every decision at once', () => {
  const program = (id: number): Program => ({
    id,
    name: `Program ${id}`,
    description: '',
    categories: [],
    eligible: true,
    displayOrder: id,
    highPriority: true,
    featureGroup: null,
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    details: null,
  })
  const annual: Limit = {
    productCategory: 'D',
    coverageType: 'INDIVIDUAL',
    limitType: 'Annual Limit',
    networkTier: 'innet',
    total: 1500,
    totalMet: 400,
    totalRemaining: 1100,
    detailedDescription: null,
  }
  const avery: HomeTilesInput = {
    domainId: 1,
    now: day(2025, 6, 1),
    isTermed: false,
    hasEbill: true,
    showEbillAlert: false,
    planManagement: null,
    pcpEligible: true,
    familyGroupId: '10001234',
    parentGroupId: null,
    hasProvider: true,
    subscriberId: 'EV1000001',
    employeeId: null,
    local598: false,
    idCardEligible: true,
    programs: [1, 2, 3, 4, 5, 6, 7].map(program),
    outlineOfCoverageUrl: null,
    limits: [annual],
  }

  it('the happy path: 6 programs, eBill shortcut, Annual Limit tile, Subscriber ID', () => {
    const tiles = homeTiles(avery)
    expect(tiles.programs.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(tiles.shortcutPrograms.map((s) => s.name)).toEqual(['eBill'])
    expect(tiles.featuredDentalLimit?.limitType).toBe('Annual Limit')
    expect(tiles.memberInfo).toEqual({ label: 'Subscriber ID', value: 'EV1000001' })
    expect(tiles.termedWarning).toBe(false)
    expect(tiles.ebillAlert).toBe(false)
    expect(tiles.planManagementBanner).toBeNull()
    expect(tiles.pcpAdministrativeUpdateBanner).toBe(false)
    expect(tiles.idCardActions).not.toBeNull()
  })
  it('a termed member: warning, no programs, no eBill shortcut', () => {
    const tiles = homeTiles({ ...avery, isTermed: true })
    expect(tiles.termedWarning).toBe(true)
    expect(tiles.programs).toEqual([])
    expect(tiles.shortcutPrograms).toEqual([])
  })
  it('off the main brand: no featured dental limit', () => {
    expect(homeTiles({ ...avery, domainId: 5 }).featuredDentalLimit).toBeNull()
  })
  it('group 10002805 gets the PCI tile and card; parent 100000075 the Medicare variant', () => {
    const tiles = homeTiles({ ...avery, familyGroupId: '10002805', parentGroupId: '100000075' })
    expect([tiles.primaryCareTile.variant, tiles.pciCard, tiles.medicareVariant]).toEqual(['PCI', true, true])
  })
  it('plan management reminder', () => {
    expect(homeTiles({ ...avery, planManagement: details() }).planManagementBanner).toBe('reminder')
  })
})
