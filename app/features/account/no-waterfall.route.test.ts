/**
 * No waterfall (issue 14, decision 113): an account page's own gateway calls start together with
 * the account state, not after it. The fake gateway holds every answer 15 ms and counts the calls
 * in flight: all of a page's calls in flight at once means one round trip.
 */
import { describe, expect, it } from 'vitest'
import { loader as ebillLoader } from '~/routes/_member.account.ebill'
import { loader as memberInformationLoader } from '~/routes/_member.account.member-information'
import { loader as planBenefitsLoader } from '~/routes/_member.account.plan-benefits._index'
import { loader as settingsLoader } from '~/routes/_member.account.settings._index'
import {
  account,
  args,
  familyEntry,
  preferences,
  startFakeGateway,
  signedInRequest,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
// A new token each time: nothing comes from the per-token cache.
const request = async (path: string) => signedInRequest(path, { claims: { memberKey: 'M-1' } })

describe('account pages call the gateway in one round trip', () => {
  it('/account/member-information: the ID card eligibility starts with the account state', async () => {
    const fake = answer({ 'GET account': account(), 'GET idCard/eligible': true })
    await memberInformationLoader(args(await request('/account/member-information')))
    expect(fake.stats.maxInFlight).toBe(2)
  })

  it('/account/plan-benefits: the plan management details start with the account state', async () => {
    const details = {
      eligibleAndActive: false,
      groupType: null,
      openEnrollmentStart: null,
      openEnrollmentEnd: null,
      currentPlanYear: null,
      upcomingPlanYear: null,
      coverageEndDateUponCancellation: null,
      coverageStartDateUponRenewal: null,
      directPlanCancellationStatus: null,
      directCancellationOptions: [],
      directShopUrl: null,
      exchangeUrl: null,
      exchangeUrlLabel: null,
    }
    const fake = answer({ 'GET account': account(), 'GET plan-management/details': details })
    await planBenefitsLoader(args(await request('/account/plan-benefits')))
    expect(fake.stats.maxInFlight).toBe(2)
  })

  it('/account/settings: preferences, address, its options and the security questions start with the account state', async () => {
    const fake = answer({
      'GET account': account(),
      'GET account/preferences': preferences(),
      'GET account/address': account().address,
      'GET account/address/options': { countries: [], states: [] },
      'GET account/security-questions': { available: [], selected: [] },
    })
    await settingsLoader(args(await request('/account/settings')))
    expect(fake.stats.calls).toHaveLength(5)
    expect(fake.stats.maxInFlight).toBe(5)
  })

  it('/account/ebill: the eBill rule, the registration and the billing notifications start with the account state', async () => {
    const fake = answer({
      'GET account': account(),
      'GET ebill/hasEbill': true,
      'GET eligibility/family': [familyEntry('M-1', '2025-01-01')],
      'GET ebill/ebillRegistered': true,
      'GET account/relevant-preferences': { emailAddress: null },
    })
    const response = (await ebillLoader(args(await request('/account/ebill')))) as { data: unknown }
    expect(response.data).toMatchObject({ registered: true, notifications: [] })
    expect(fake.stats.maxInFlight).toBe(5)
  })
})
