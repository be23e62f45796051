import { describe, expect, it } from 'vitest'
import type { PlanManagementDetails } from '@member-dashboard/contract'
import { cancelledCoverageText, planManagementBanner, planManagementBannerVariant } from './plan-management'
import { inEnglish, viewInEnglish } from '../../../tests/schema'

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

describe('plan management banner: reminder', () => {
  it('tells the open enrollment end date and to renew, change or cancel, with Manage my plan', () => {
    expect(viewInEnglish(planManagementBanner(details()))).toEqual({
      variant: 'reminder',
      lines: [
        'Your open enrollment period ends 01/15/2026.',
        'Renew, change or cancel your plan for the 2026 plan year.',
      ],
      link: { title: 'Manage my plan', target: '/account/plan-benefits' },
    })
  })
  it('without an upcoming plan year it says the upcoming plan year', () => {
    expect(viewInEnglish(planManagementBanner(details({ upcomingPlanYear: null }))?.lines[1])).toBe(
      'Renew, change or cancel your plan for the upcoming plan year.',
    )
  })
  it('without an open enrollment end date only the renew sentence remains', () => {
    expect(viewInEnglish(planManagementBanner(details({ openEnrollmentEnd: null }))?.lines)).toEqual([
      'Renew, change or cancel your plan for the 2026 plan year.',
    ])
  })
})

describe('plan management banner: cancellation', () => {
  const cancelled = (id: 'M' | 'D') =>
    details({ directPlanCancellationStatus: { id }, coverageEndDateUponCancellation: '2025-12-31' })

  it('id D: benefits end on the coverage end date; Medical and Dental not renewed; Contact Customer Service', () => {
    expect(viewInEnglish(planManagementBanner(cancelled('D')))).toEqual({
      variant: 'cancellation',
      lines: [
        'Your benefits end on 12/31/2025.',
        'Medical and Dental will not be renewed for the upcoming plan year.',
      ],
      link: { title: 'Manage my plan', target: '/account/plan-benefits' },
      contactLink: { title: 'Contact Customer Service', target: '/support/customer-service' },
    })
  })
  it('id M: Medical not renewed', () => {
    expect(viewInEnglish(planManagementBanner(cancelled('M'))?.lines[1])).toBe(
      'Medical will not be renewed for the upcoming plan year.',
    )
  })
  it('coverage texts per status id', () => {
    expect(inEnglish(cancelledCoverageText('M'))).toBe('Medical')
    expect(inEnglish(cancelledCoverageText('D'))).toBe('Medical and Dental')
  })
  it('without a coverage end date only the not-renewed sentence remains', () => {
    const d = details({ directPlanCancellationStatus: { id: 'M' } })
    expect(viewInEnglish(planManagementBanner(d)?.lines)).toEqual([
      'Medical will not be renewed for the upcoming plan year.',
    ])
  })
})

describe('no banner', () => {
  it('none when not eligibleAndActive and no cancellation status', () => {
    expect(viewInEnglish(planManagementBanner(details({ eligibleAndActive: false })))).toBeNull()
  })
  it('none without details', () => {
    expect(planManagementBanner(null)).toBeNull()
  })
})

describe('plan management banner variant', () => {
  it("'reminder' when eligibleAndActive with no direct cancellation status", () => {
    expect(planManagementBannerVariant(details())).toBe('reminder')
  })
  it("'cancellation' when a direct cancellation status exists", () => {
    expect(planManagementBannerVariant(details({ directPlanCancellationStatus: { id: 'D' } }))).toBe(
      'cancellation',
    )
  })
  it("'cancellation' wins even when not eligibleAndActive", () => {
    const d = details({ eligibleAndActive: false, directPlanCancellationStatus: { id: 'M' } })
    expect(planManagementBannerVariant(d)).toBe('cancellation')
  })
  it('none when not eligibleAndActive and no status', () => {
    expect(planManagementBannerVariant(details({ eligibleAndActive: false }))).toBeNull()
  })
  it('none without plan management details', () => {
    expect(planManagementBannerVariant(null)).toBeNull()
  })
})
