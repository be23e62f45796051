import { describe, expect, it } from 'vitest'
import type { Limit } from '@member-dashboard/contract'
import {
  dentalLimitRank,
  dentalMaximumRows,
  featuredDentalLimit,
  isDentalLimit,
  isShownMaximumAmount,
  isValidLimit,
  networkTierLabel,
  normalizeNetworkTier,
  progressPercent,
  sortDentalLimits,
  type DentalMaximum,
} from './limits'

const limit = (over: Partial<Limit> = {}): Limit => ({
  productCategory: 'D',
  coverageType: 'INDIVIDUAL',
  limitType: 'Annual Limit',
  networkTier: 'innet',
  total: 1500,
  totalMet: 400,
  totalRemaining: 1100,
  detailedDescription: null,
  ...over,
})

describe('limit validity', () => {
  it('valid with total, met and remaining present', () => {
    expect(isValidLimit(limit())).toBe(true)
  })
  it('invalid without total', () => {
    expect(isValidLimit(limit({ total: null }))).toBe(false)
  })
  it('invalid without met', () => {
    expect(isValidLimit(limit({ totalMet: null }))).toBe(false)
  })
  it('invalid without remaining', () => {
    expect(isValidLimit(limit({ totalRemaining: null }))).toBe(false)
  })
  it('invalid when met and remaining are both zero', () => {
    expect(isValidLimit(limit({ totalMet: 0, totalRemaining: 0 }))).toBe(false)
  })
  it('valid when only met is zero', () => {
    expect(isValidLimit(limit({ totalMet: 0, totalRemaining: 1500 }))).toBe(true)
  })
  it('valid when only remaining is zero (Deductible 50/50/0)', () => {
    expect(isValidLimit(limit({ total: 50, totalMet: 50, totalRemaining: 0 }))).toBe(true)
  })
})

describe('dental limit display order', () => {
  it('Annual Limit, then Deductible - In Network, then others in received order', () => {
    const sorted = sortDentalLimits([
      limit({ limitType: 'Orthodontia Lifetime' }),
      limit({ limitType: 'Deductible - In Network' }),
      limit({ limitType: 'Deductible - Out of Network' }),
      limit({ limitType: 'Annual Limit' }),
    ])
    expect(sorted.map((l) => l.limitType)).toEqual([
      'Annual Limit',
      'Deductible - In Network',
      'Orthodontia Lifetime',
      'Deductible - Out of Network',
    ])
  })
  it('limit types match whatever their case and surrounding spaces', () => {
    expect(dentalLimitRank({ limitType: ' annual limit ' })).toBe(0)
    expect(dentalLimitRank({ limitType: 'DEDUCTIBLE - IN NETWORK' })).toBe(1)
  })
  it('dental limits are productCategory D or dental', () => {
    expect(isDentalLimit({ productCategory: 'D' })).toBe(true)
    expect(isDentalLimit({ productCategory: 'Dental' })).toBe(true)
    expect(isDentalLimit({ productCategory: 'M' })).toBe(false)
  })
})

describe('featured dental limit', () => {
  it('the Annual Limit when valid', () => {
    const featured = featuredDentalLimit([limit({ limitType: 'Deductible - In Network' }), limit()])
    expect(featured?.limitType).toBe('Annual Limit')
  })
  it('Deductible - In Network when the Annual Limit is invalid', () => {
    const featured = featuredDentalLimit([
      limit({ totalMet: 0, totalRemaining: 0 }),
      limit({ limitType: 'Other', total: 100, totalMet: 10, totalRemaining: 90 }),
      limit({ limitType: 'Deductible - In Network', total: 50, totalMet: 50, totalRemaining: 0 }),
    ])
    expect(featured?.limitType).toBe('Deductible - In Network')
  })
  it('another valid limit when neither is valid', () => {
    const featured = featuredDentalLimit([limit({ total: null }), limit({ limitType: 'Orthodontia' })])
    expect(featured?.limitType).toBe('Orthodontia')
  })
  it('none when no dental limit is valid', () => {
    expect(featuredDentalLimit([limit({ totalMet: 0, totalRemaining: 0 })])).toBeNull()
    expect(featuredDentalLimit([])).toBeNull()
  })
  it('medical limits are never featured', () => {
    expect(featuredDentalLimit([limit({ productCategory: 'M' })])).toBeNull()
  })
})

describe('network tier labels', () => {
  it("innet and tab1 read 'In network'", () => {
    expect(networkTierLabel('innet')).toBe('In network')
    expect(networkTierLabel('tab1')).toBe('In network')
  })
  it("outnet and tab2 read 'Out-of-network'", () => {
    expect(networkTierLabel('outnet')).toBe('Out-of-network')
    expect(networkTierLabel('tab2')).toBe('Out-of-network')
  })
  it('a missing tier defaults to in network', () => {
    expect(normalizeNetworkTier(null)).toBe('innet')
    expect(normalizeNetworkTier(undefined)).toBe('innet')
    expect(networkTierLabel('')).toBe('In network')
  })
})

describe('dental maximums', () => {
  const max = (over: Partial<DentalMaximum> = {}): DentalMaximum => ({
    description: 'Annual maximum',
    familyAmount: 3000,
    familyMet: 600,
    familyRemaining: 2400,
    indivAmount: 1500,
    indivMet: 400,
    indivRemaining: 1100,
    detailDescription: null,
    ...over,
  })
  it('amount -1 is skipped', () => {
    expect(isShownMaximumAmount(-1)).toBe(false)
  })
  it('amount 0 is skipped', () => {
    expect(isShownMaximumAmount(0)).toBe(false)
  })
  it('amount 1 is shown', () => {
    expect(isShownMaximumAmount(1)).toBe(true)
  })
  it('one individual row and one family row per maximum', () => {
    expect(dentalMaximumRows([max()]).map((r) => [r.coverageType, r.amount, r.met, r.remaining])).toEqual([
      ['INDIVIDUAL', 1500, 400, 1100],
      ['FAMILY', 3000, 600, 2400],
    ])
  })
  it('a family amount of -1 drops the family row only', () => {
    expect(dentalMaximumRows([max({ familyAmount: -1 })]).map((r) => r.coverageType)).toEqual(['INDIVIDUAL'])
  })
  it('a maximum with both amounts skipped is not shown at all', () => {
    const skipped = max({ description: 'Ortho', indivAmount: 0, familyAmount: -1 })
    expect(dentalMaximumRows([skipped])).toEqual([])
    expect(new Set(dentalMaximumRows([skipped, max()]).map((r) => r.description))).toEqual(
      new Set(['Annual maximum']),
    )
  })
})

describe('progress percentage', () => {
  it('met / limit x 100', () => {
    expect(progressPercent(400, 1600)).toBe(25)
  })
  it('0 when the limit is 0', () => {
    expect(progressPercent(10, 0)).toBe(0)
  })
  it('clamped at 100 when met exceeds the limit', () => {
    expect(progressPercent(60, 50)).toBe(100)
  })
  it('clamped at 0 for a negative met', () => {
    expect(progressPercent(-5, 50)).toBe(0)
  })
  it('exactly 100 when met equals the limit', () => {
    expect(progressPercent(50, 50)).toBe(100)
  })
})
