import { describe, expect, it } from 'vitest'
import type { PcpMembers } from '@member-dashboard/contract'
import { idCardRedirect, pciDueDate, selectedProvider } from './home'
import { showPcpAdministrativeUpdateBanner } from './home-tiles'

const history = (over: Partial<PcpMembers['pcp360History'][number]> = {}) => ({
  providerId: 'P1',
  providerName: 'Dana Okafor',
  providerTitle: 'MD',
  memberKey: 'M1',
  beginDate: '2025-01-01',
  endDate: null,
  pcpSelected: true,
  pcpTerminationReason: null,
  locations: [{ address: '1 Way', city: 'Portland', state: 'OR', zipCode: '97201', phoneNumber: null }],
  ...over,
})
const now = new Date(2026, 10, 22, 10)

describe('pciDueDate', () => {
  it('shows an ISO date as MM/DD/YYYY and other text as sent', () => {
    expect(pciDueDate({ ok: true, value: '2026-12-31' })).toEqual({ available: true, date: '12/31/2026' })
    expect(pciDueDate({ ok: true, value: '"2026-12-31"' })).toEqual({ available: true, date: '12/31/2026' })
    expect(pciDueDate({ ok: true, value: 'December 2026' })).toEqual({
      available: true,
      date: 'December 2026',
    })
  })
  it('gives the unavailable text when the call failed or answered nothing', () => {
    const unavailable = {
      available: false,
      text: 'This information is currently unavailable. Please contact the CoP Member Health Advocate',
    }
    expect(pciDueDate({ ok: false })).toEqual(unavailable)
    expect(pciDueDate({ ok: true, value: '  ' })).toEqual(unavailable)
  })
})

describe('selectedProvider', () => {
  it('is null without a selection of the member (Select primary care)', () => {
    expect(selectedProvider({ selections: [], pcp360History: [history()] }, 'M1', now)).toBeNull()
    expect(
      selectedProvider(
        {
          selections: [{ memberKey: 'M2', providerId: 'P1', effectiveDate: '2025-01-01' }],
          pcp360History: [],
        },
        'M1',
        now,
      ),
    ).toBeNull()
  })
  it('describes the selection with its history entry', () => {
    const result = selectedProvider(
      {
        selections: [{ memberKey: 'M1', providerId: 'P1', effectiveDate: '2025-01-01' }],
        pcp360History: [history()],
      },
      'M1',
      now,
    )
    expect(result).toMatchObject({ providerId: 'P1', providerName: 'Dana Okafor', providerTitle: 'MD' })
    expect(result?.location?.city).toBe('Portland')
  })
  it('prefers the current selection over a future one, and keeps the id without history', () => {
    const result = selectedProvider(
      {
        selections: [
          { memberKey: 'M1', providerId: 'P2', effectiveDate: '2027-01-01' },
          { memberKey: 'M1', providerId: 'P3', effectiveDate: '2026-11-22' },
        ],
        pcp360History: [],
      },
      'M1',
      now,
    )
    expect(result).toEqual({ providerId: 'P3', providerName: null, providerTitle: null, location: null })
  })
})

describe('primary care administrative update banner (injectable clock)', () => {
  it('shows on 31 March 2025 (any time of day) and not from 1 April 2025', () => {
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: true, now: new Date(2025, 2, 31, 0, 0) })).toBe(
      true,
    )
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: true, now: new Date(2025, 2, 31, 23, 59) })).toBe(
      true,
    )
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: true, now: new Date(2025, 3, 1, 0, 0) })).toBe(
      false,
    )
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: false, now: new Date(2025, 2, 1) })).toBe(false)
    expect(showPcpAdministrativeUpdateBanner({ pcpEligible: true, now })).toBe(false)
  })
})

describe('other home rules', () => {
  it('sends termed members away from /id-card', () => {
    expect(idCardRedirect(true)).toBe('/home')
    expect(idCardRedirect(false)).toBeNull()
  })
})
