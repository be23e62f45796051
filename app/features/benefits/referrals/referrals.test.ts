import { describe, expect, it } from 'vitest'
import { referral as avery } from '../../../../tests/fake-gateway'
import {
  DEFAULT_REFERRAL_PAGE_SIZE,
  gatewayReferralQuery,
  hasFilters,
  pagingSummary,
  readReferralQuery,
  referralPageHref,
  referralView,
} from './referrals'
import { viewInEnglish } from '../../../../tests/schema'

const read = (search: string) => readReferralQuery(new URLSearchParams(search))
const info = (over: Partial<Parameters<typeof pagingSummary>[0]> = {}) => ({
  first: true,
  last: false,
  empty: false,
  number: 0,
  numberOfElements: 10,
  size: 10,
  totalElements: 12,
  totalPages: 2,
  ...over,
})

describe('readReferralQuery', () => {
  it('defaults to page 1, 10 a page, no filters', () => {
    expect(read('')).toEqual({ page: 1, size: DEFAULT_REFERRAL_PAGE_SIZE, excludeExpired: false })
  })
  it('reads page, size and every filter', () => {
    expect(read('page=2&size=5&memberKey=41001&statusCode=A&providerId=S2001&excludeExpired=true')).toEqual({
      page: 2,
      size: 5,
      memberKey: '41001',
      statusCode: 'A',
      providerId: 'S2001',
      excludeExpired: true,
    })
  })
  it('drops what it cannot use instead of failing', () => {
    expect(read('page=0&size=7&memberKey=a%20b&statusCode=&excludeExpired=yes')).toEqual({
      page: 1,
      size: DEFAULT_REFERRAL_PAGE_SIZE,
      excludeExpired: false,
    })
    expect(read('page=abc').page).toBe(1)
  })
  it("takes a checkbox's 'on' as hide expired", () => {
    expect(read('excludeExpired=on').excludeExpired).toBe(true)
  })
})

describe('gatewayReferralQuery', () => {
  it('counts gateway pages from 0 and sends excludeExpired only when set', () => {
    expect(gatewayReferralQuery(read('page=3&statusCode=P'))).toEqual({
      page: 2,
      size: 10,
      memberKey: undefined,
      statusCode: 'P',
      providerId: undefined,
      excludeExpired: undefined,
    })
    expect(gatewayReferralQuery(read('excludeExpired=true')).excludeExpired).toBe('true')
  })
})

describe('referralPageHref', () => {
  it('keeps the filters and size, leaves defaults out', () => {
    expect(referralPageHref(read('statusCode=A&size=5&page=4'), 2)).toBe(
      '/benefits/referrals?statusCode=A&size=5&page=2',
    )
    expect(referralPageHref(read('page=2'), 1)).toBe('/benefits/referrals')
  })
  it('hasFilters is false for paging alone', () => {
    expect(hasFilters(read('page=2&size=25'))).toBe(false)
    expect(hasFilters(read('excludeExpired=true'))).toBe(true)
  })
})

describe('pagingSummary', () => {
  it('first page: count, no previous, a next link', () => {
    expect(pagingSummary(info(), read(''))).toEqual({
      page: 1,
      totalPages: 2,
      total: 12,
      from: 1,
      to: 10,
      previousHref: null,
      nextHref: '/benefits/referrals?page=2',
      pastTheEnd: false,
    })
  })
  it('last page: previous link, no next', () => {
    const s = pagingSummary(
      info({ number: 1, first: false, last: true, numberOfElements: 2 }),
      read('page=2'),
    )
    expect(s).toMatchObject({
      page: 2,
      from: 11,
      to: 12,
      previousHref: '/benefits/referrals',
      nextHref: null,
    })
  })
  it('empty result: nothing shown, no links', () => {
    const s = pagingSummary(
      info({ numberOfElements: 0, totalElements: 0, totalPages: 0, last: true, empty: true }),
      read('statusCode=X'),
    )
    expect(s).toMatchObject({
      from: 0,
      to: 0,
      total: 0,
      previousHref: null,
      nextHref: null,
      pastTheEnd: false,
    })
  })
  it('past the last page: says so and links back to the last page', () => {
    const s = pagingSummary(
      info({ number: 8, first: false, last: true, numberOfElements: 0 }),
      read('page=9'),
    )
    expect(s).toMatchObject({ pastTheEnd: true, previousHref: '/benefits/referrals?page=2', nextHref: null })
  })
})

describe('referralView', () => {
  const referral = avery()
  it('shows dates as MM/DD/YYYY and visits used of allowed', () => {
    expect(viewInEnglish(referralView(referral, '2026-03-01'))).toMatchObject({
      startDate: '01/10/2026',
      endDate: '07/09/2026',
      expired: false,
      visitsAllowed: '6',
      visitsUsed: '2 of 6',
    })
  })
  it('is expired the day after its end date, not on it', () => {
    expect(referralView(referral, '2026-07-09').expired).toBe(false)
    expect(referralView(referral, '2026-07-10').expired).toBe(true)
  })
  it('leaves visits used out when the gateway does not say', () => {
    expect(referralView({ ...referral, visitsUsed: undefined }, '2026-03-01').visitsUsed).toBeNull()
    expect(referralView({ ...referral, visitsUsed: null }, '2026-03-01').visitsUsed).toBeNull()
  })
})
