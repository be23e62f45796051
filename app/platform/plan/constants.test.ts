import { describe, expect, it } from 'vitest'
import * as c from './constants'

describe('business constants (spec section 9)', () => {
  it('domain ids: 1 main, 2 Medicare-type, 5 partner', () => {
    expect(c.DOMAIN).toEqual({ MAIN: 1, MEDICARE: 2, PARTNER: 5 })
  })

  it('session cookies last 2 hours, SameSite strict, secure', () => {
    expect(c.SESSION_MAX_AGE_MS).toBe(7_200_000)
    expect(c.SESSION_COOKIE_SAME_SITE).toBe('strict')
    expect(c.SESSION_COOKIE_SECURE).toBe(true)
  })

  it('keeps both readings of the program maximum: 5 featured, 6 on the home page', () => {
    expect(c.FEATURED_PROGRAMS_MAX).toBe(5)
    expect(c.HOME_PROGRAMS_MAX).toBe(6)
  })

  it('program tile names are cut at 55 characters', () => {
    expect(c.PROGRAM_TILE_NAME_MAX).toBe(55)
  })

  it('adult age 18 and a termed-eligible window of 2 years', () => {
    expect(c.ADULT_AGE).toBe(18)
    expect(c.TERMED_ELIGIBLE_WINDOW_YEARS).toBe(2)
  })

  it('special group ids and the PCP administrative update last day', () => {
    expect(c.REDUCED_BENEFITS_GROUP_ID).toBe('10004760')
    expect(c.PCI_GROUP_ID).toBe('10002805')
    expect(c.MEDICARE_PARENT_GROUP_ID).toBe('100000075')
    expect(c.PCP_ADMIN_UPDATE_LAST_DAY).toBe('2025-03-31')
  })

  it('special and shortcut program ids, flat and grouped', () => {
    expect(c.PROGRAM_ID).toEqual({
      DENTAL_COST_ESTIMATOR: 33,
      PASSPORT_DENTAL: 27,
      FIND_A_DENTIST: 92,
      DIGITAL_CLAIMS: 93,
      PHARMACY_BENEFIT_MANAGER: 37,
      EBILL_SHORTCUT: -1,
      OUTLINE_OF_COVERAGE_SHORTCUT: -3,
    })
    expect(c.DIGITAL_CLAIMS).toBe(93)
    expect(c.EBILL_SHORTCUT).toBe(-1)
    expect(c.OUTLINE_OF_COVERAGE_SHORTCUT).toBe(-3)
  })

  it('snackbar, copy label, modal layer and notification fallback timings', () => {
    expect([c.SNACKBAR_LONG_MS, c.SNACKBAR_SHORT_MS]).toEqual([5000, 3000])
    expect(c.COPIED_LABEL_MS).toBe(3000)
    expect(c.MODAL_LAYER).toBe(1055)
    expect(c.NOTIFICATION_DISMISS_FALLBACK_MS).toBe(1000)
    expect(c.NOTIFICATION_COLOR).toEqual({ error: 'red', success: 'green', alert: 'amber' })
  })

  it('breakpoints: phone up to 767, tablet 768 to 1279, desktop from 1280', () => {
    expect(c.BREAKPOINT).toEqual({ PHONE_MAX: 767, TABLET_MIN: 768, TABLET_MAX: 1279, DESKTOP_MIN: 1280 })
  })

  it('benefit category order', () => {
    expect(c.BENEFIT_CATEGORY_ORDER).toEqual({
      summary: 1,
      medical: 1,
      dental: 2,
      vision: 3,
      pharmacy: 4,
      programs: 5,
      referrals: 6,
      handbooks: 7,
      'certificate-of-coverage': 8,
      'medicare-materials': 9,
      'prior-authorization': 10,
    })
    expect(c.BENEFIT_CATEGORIES_IN_ORDER).toEqual(['medical', 'dental', 'vision', 'pharmacy'])
  })

  it('category letters M medical, D dental, X pharmacy, V vision, both ways', () => {
    expect(c.CATEGORY_LETTER).toEqual({ medical: 'M', dental: 'D', pharmacy: 'X', vision: 'V' })
    expect(c.CATEGORY_OF_LETTER).toEqual({ M: 'medical', D: 'dental', X: 'pharmacy', V: 'vision' })
  })

  it('brand config: theme, handbooks label and path', () => {
    expect(c.BRAND_THEME).toBe('medical-dental')
    expect(c.HANDBOOKS_LABEL).toBe('Member Handbooks')
    expect(c.HANDBOOKS_PATH).toBe('/handbooks')
  })

  it('date picker format and input widths', () => {
    expect(c.DATE_PICKER_FORMAT).toBe('MM/DD/YYYY')
    expect(c.FIRST_NAME_INPUT_WIDTH_PX).toBe(350)
    expect(c.DATE_INPUT_WIDTH_PX).toBe(200)
  })

  it('dental limit order, network tier labels, skipped maximum amounts', () => {
    expect(c.DENTAL_LIMIT_ORDER).toEqual(['Annual Limit', 'Deductible - In Network'])
    expect(c.DEFAULT_NETWORK_TIER).toBe('innet')
    expect([c.IN_NETWORK_LABEL, c.OUT_OF_NETWORK_LABEL]).toEqual(['In network', 'Out-of-network'])
    expect(c.SKIPPED_MAXIMUM_AMOUNTS).toEqual([-1, 0])
  })

  it('locale en-US and currency USD', () => {
    expect([c.LOCALE, c.CURRENCY]).toEqual(['en-US', 'USD'])
  })
})
