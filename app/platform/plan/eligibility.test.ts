import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import type { CategoryEligibility, FamilyPlanEligibilityEntry, Member } from '@member-dashboard/contract'
import {
  categoryEligibilityStatus,
  dateRangeText,
  defaultBenefitCategory,
  eligibleBenefitCategories,
  familyEntryStatus,
  isAdult,
  isMemberTermed,
  isSubscriber,
  isTermedEligible,
  memberCategoryStatus,
  memberHasActiveOrFutureEligibility,
  planStatusText,
  isMedicareVariant,
} from './eligibility'
import { inEnglish, shownIn } from '../../../tests/schema'

/** Noon local time of a calendar day (month 1-12). */
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12, 0)

const cat = (over: Partial<CategoryEligibility> = {}): CategoryEligibility => ({
  eligible: true,
  classPlanId: 'CP1',
  effectiveDate: '2025-01-01',
  terminationDate: null,
  classPlanEffectiveDate: '2025-01-01',
  ...over,
})
const off = cat({ eligible: false, effectiveDate: null })

const member = (over: Partial<Member> = {}): Member => ({
  memberKey: 'MK1',
  memberSuffix: 0,
  firstName: 'Avery',
  lastName: 'Stone',
  relationship: 'S',
  relationshipDescription: 'Subscriber',
  dateOfBirth: '1980-04-02',
  sex: 'F',
  sexDescription: 'Female',
  hasOutOfAreaPlan: false,
  hasOtherMedical: false,
  hasOtherDental: false,
  role: 'member',
  networkNames: [],
  medicalEligibility: { ...off, insuranceType: null },
  dentalEligibility: off,
  visionEligibility: off,
  pharmacyEligibility: off,
  ...over,
})

describe('member eligibility per category', () => {
  const e = cat({ effectiveDate: '2025-01-01', terminationDate: '2025-12-31' })

  it('ineligible when not eligible, whatever the dates', () => {
    expect(categoryEligibilityStatus({ ...e, eligible: false }, day(2025, 6, 1))).toBe('ineligible')
  })
  it('future the day before the effective date', () => {
    expect(categoryEligibilityStatus(e, day(2024, 12, 31))).toBe('future')
  })
  it('active on the effective date (even at one minute past midnight)', () => {
    expect(categoryEligibilityStatus(e, new Date(2025, 0, 1, 0, 1))).toBe('active')
  })
  it('active the day after the effective date', () => {
    expect(categoryEligibilityStatus(e, day(2025, 1, 2))).toBe('active')
  })
  it('active the day before the termination date', () => {
    expect(categoryEligibilityStatus(e, day(2025, 12, 30))).toBe('active')
  })
  it('termed on the termination date ("before termination" is strict)', () => {
    expect(categoryEligibilityStatus(e, day(2025, 12, 31))).toBe('termed')
  })
  it('termed the day after the termination date', () => {
    expect(categoryEligibilityStatus(e, day(2026, 1, 1))).toBe('termed')
  })
  it('active with no termination date', () => {
    expect(categoryEligibilityStatus(cat({ terminationDate: null }), day(2090, 1, 1))).toBe('active')
  })
  it('accepts a dayjs as now', () => {
    expect(categoryEligibilityStatus(e, dayjs(day(2025, 6, 1)))).toBe('active')
  })
  it('reads the right category of a member', () => {
    const m = member({ dentalEligibility: cat({ effectiveDate: '2026-01-01' }) })
    expect(memberCategoryStatus(m, 'dental', day(2025, 6, 1))).toBe('future')
    expect(memberCategoryStatus(m, 'medical', day(2025, 6, 1))).toBe('ineligible')
  })
})

describe('active or future eligibility and benefit categories', () => {
  const now = day(2025, 6, 1)
  it('lists active and future categories in Medical, Dental, Vision, Pharmacy order', () => {
    const m = member({
      pharmacyEligibility: cat(),
      visionEligibility: cat({ effectiveDate: '2026-01-01' }),
      dentalEligibility: cat({ terminationDate: '2025-05-31' }),
    })
    expect(eligibleBenefitCategories(m, now)).toEqual(['vision', 'pharmacy'])
  })
  it('a member with only future eligibility has active or future eligibility', () => {
    const m = member({ dentalEligibility: cat({ effectiveDate: '2026-01-01' }) })
    expect(memberHasActiveOrFutureEligibility(m, now)).toBe(true)
  })
  it('a member with only termed categories has none', () => {
    const m = member({ dentalEligibility: cat({ terminationDate: '2024-12-31' }) })
    expect(memberHasActiveOrFutureEligibility(m, now)).toBe(false)
  })
  it('a member eligible nowhere has none', () => {
    expect(memberHasActiveOrFutureEligibility(member(), now)).toBe(false)
  })
})

describe('benefit category defaulting', () => {
  const now = day(2025, 6, 1)
  it('first eligible of Medical, Dental, Vision, Pharmacy: Medical wins', () => {
    const m = member({ medicalEligibility: { ...cat(), insuranceType: 'PPO' }, dentalEligibility: cat() })
    expect(defaultBenefitCategory(m, now, { hasPrograms: true })).toBe('medical')
  })
  it('Dental before Vision and Pharmacy', () => {
    const m = member({ pharmacyEligibility: cat(), visionEligibility: cat(), dentalEligibility: cat() })
    expect(defaultBenefitCategory(m, now, { hasPrograms: true })).toBe('dental')
  })
  it('Vision before Pharmacy', () => {
    const m = member({ pharmacyEligibility: cat(), visionEligibility: cat() })
    expect(defaultBenefitCategory(m, now, { hasPrograms: false })).toBe('vision')
  })
  it('Pharmacy when it is the only one', () => {
    expect(defaultBenefitCategory(member({ pharmacyEligibility: cat() }), now, { hasPrograms: true })).toBe(
      'pharmacy',
    )
  })
  it('a termed category is skipped', () => {
    const m = member({
      medicalEligibility: { ...cat({ terminationDate: '2025-01-31' }), insuranceType: null },
    })
    expect(defaultBenefitCategory(m, now, { hasPrograms: true })).toBe('programs')
  })
  it('Programs when no category is eligible but there are programs', () => {
    expect(defaultBenefitCategory(member(), now, { hasPrograms: true })).toBe('programs')
  })
  it('None when nothing is eligible and there are no programs', () => {
    expect(defaultBenefitCategory(member(), now, { hasPrograms: false })).toBe('none')
  })
})

describe('family plan eligibility entry', () => {
  const entry = (over: Partial<FamilyPlanEligibilityEntry> = {}): FamilyPlanEligibilityEntry => ({
    memberKey: 'MK1',
    suffix: 0,
    productCategory: 'D',
    source: 'CORE',
    effectiveDate: '2025-01-01',
    termedDate: '2025-12-31',
    ...over,
  })

  describe('status', () => {
    it('future the day before its effective date', () => {
      expect(familyEntryStatus(entry(), day(2024, 12, 31))).toBe('future')
    })
    it('active on its effective date', () => {
      expect(familyEntryStatus(entry(), day(2025, 1, 1))).toBe('active')
    })
    it('active the day after its effective date', () => {
      expect(familyEntryStatus(entry(), day(2025, 1, 2))).toBe('active')
    })
    it('active the day before its termed date', () => {
      expect(familyEntryStatus(entry(), day(2025, 12, 30))).toBe('active')
    })
    it('termed on its termed date', () => {
      expect(familyEntryStatus(entry(), day(2025, 12, 31))).toBe('termed')
    })
    it('termed the day after its termed date', () => {
      expect(familyEntryStatus(entry(), day(2026, 1, 1))).toBe('termed')
    })
    it('active with no termed date', () => {
      expect(familyEntryStatus(entry({ termedDate: null }), day(2030, 1, 1))).toBe('active')
    })
  })

  describe('termed eligible (exactly 2 years, inclusive)', () => {
    const termed = entry({ effectiveDate: '2020-01-01', termedDate: '2023-06-15' })
    it('termed eligible on the day two years after the termed date', () => {
      expect(isTermedEligible(termed, day(2025, 6, 15))).toBe(true)
    })
    it('termed eligible the day before that', () => {
      expect(isTermedEligible(termed, day(2025, 6, 14))).toBe(true)
    })
    it('no longer termed eligible the day after', () => {
      expect(isTermedEligible(termed, day(2025, 6, 16))).toBe(false)
    })
    it('an active entry is not termed eligible', () => {
      expect(isTermedEligible(entry({ termedDate: null }), day(2025, 6, 15))).toBe(false)
    })
    it('a future entry is not termed eligible', () => {
      expect(isTermedEligible(entry({ effectiveDate: '2026-01-01' }), day(2025, 6, 15))).toBe(false)
    })
  })

  describe('member termed', () => {
    const now = day(2025, 6, 1)
    it('termed when every entry of the member is termed', () => {
      const list = [
        entry({ termedDate: '2025-05-31' }),
        entry({ productCategory: 'M', termedDate: '2024-12-31' }),
      ]
      expect(isMemberTermed(list, 'MK1', now)).toBe(true)
    })
    it('not termed with one active entry', () => {
      const list = [entry({ termedDate: '2025-05-31' }), entry({ productCategory: 'M', termedDate: null })]
      expect(isMemberTermed(list, 'MK1', now)).toBe(false)
    })
    it('not termed with one future entry', () => {
      const list = [
        entry({ termedDate: '2025-05-31' }),
        entry({ effectiveDate: '2025-07-01', termedDate: null }),
      ]
      expect(isMemberTermed(list, 'MK1', now)).toBe(false)
    })
    it("another member's active entry does not count", () => {
      const list = [entry({ termedDate: '2025-05-31' }), entry({ memberKey: 'MK2', termedDate: null })]
      expect(isMemberTermed(list, 'MK1', now)).toBe(true)
    })
    it('termed with no entry at all', () => {
      expect(isMemberTermed([], 'MK1', now)).toBe(true)
    })
  })
})

describe('people', () => {
  it('isSubscriber: suffix 0 is the subscriber', () => {
    expect(isSubscriber(0)).toBe(true)
    expect(isSubscriber(1)).toBe(false)
  })
  it('isAdult: not adult the day before the 18th birthday', () => {
    expect(isAdult('2007-06-15', day(2025, 6, 14))).toBe(false)
  })
  it('isAdult: adult on the 18th birthday', () => {
    expect(isAdult('2007-06-15', day(2025, 6, 15))).toBe(true)
  })
  it('isAdult: adult the day after the 18th birthday', () => {
    expect(isAdult('2007-06-15', day(2025, 6, 16))).toBe(true)
  })
})

describe('select group plan status text', () => {
  it("ACTIVE: 'Active since {effective date}'", () => {
    expect(inEnglish(planStatusText('ACTIVE', '2024-01-01', null))).toBe('Active since 01/01/2024')
  })
  it("FUTURE: 'Effective on {effective date}'", () => {
    expect(inEnglish(planStatusText('FUTURE', '2026-01-01', null))).toBe('Effective on 01/01/2026')
  })
  it("TERMED: 'Terminated on {termination date}'", () => {
    expect(inEnglish(planStatusText('TERMED', '2020-01-01', '2024-06-30'))).toBe('Terminated on 06/30/2024')
  })
  it('a missing date leaves the bare status word', () => {
    expect(inEnglish(planStatusText('TERMED', '2020-01-01', null))).toBe('Terminated')
  })
})

describe('date range text', () => {
  it("'Active since {start}' when there is no end", () => {
    expect(inEnglish(dateRangeText('2024-01-01', null))).toBe('Active since 01/01/2024')
  })
  it("'{start} - {end}' when the end year is 2100 (not over 2100)", () => {
    expect(inEnglish(dateRangeText('2024-01-01', '2100-12-31'))).toBe('01/01/2024 - 12/31/2100')
  })
  it("'Active since {start}' when the end year is 2101", () => {
    expect(inEnglish(dateRangeText('2024-01-01', '2101-01-01'))).toBe('Active since 01/01/2024')
  })
  it("'Active since {start}' for the usual far-future end 9999-12-31", () => {
    expect(inEnglish(dateRangeText('2024-01-01', '9999-12-31'))).toBe('Active since 01/01/2024')
  })
  it("'{start} - {end}' for an ordinary end date", () => {
    expect(inEnglish(dateRangeText('2024-01-01', '2024-06-30'))).toBe('01/01/2024 - 06/30/2024')
  })
  it("a coverage's words: the account catalogue's section, the same English", () => {
    expect(inEnglish(dateRangeText('2024-01-01', null, 'account:coverageDates'))).toBe(
      'Active since 01/01/2024',
    )
    expect(shownIn('es', dateRangeText('2024-01-01', null, 'account:coverageDates'))).toBe(
      'Activa desde el 01/01/2024',
    )
    expect(shownIn('es', dateRangeText('2024-01-01', null))).toBe('Activo desde el 01/01/2024')
  })
})

describe('Medicare variant', () => {
  it('Medicare variant for parent group 100000075', () => {
    expect(isMedicareVariant('100000075')).toBe(true)
    expect(isMedicareVariant('100000076')).toBe(false)
    expect(isMedicareVariant(null)).toBe(false)
  })
})
