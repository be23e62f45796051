/** Account calls: details, status, preferences, password, security answers, address, plan management, eBill and ID card. */
import type { z } from 'zod'
import * as c from '@member-dashboard/contract'
import { anything, type GatewayClient } from '../transport.server'

export function accountApi({ get, write, send }: GatewayClient) {
  const p = c.paths
  return {
    account: () => get(p.account, c.accountDetails),
    accountStatus: () => get(p.accountStatus, c.accountStatus),
    employeeInfo: () => get(p.employeeId, c.employeeInfo),
    registrationPolicies: () => get(p.registrationPolicies, c.registrationPolicyResponse),
    updateRegistrationPolicies: (body: z.infer<typeof c.registrationPolicy>) =>
      write('PUT', p.registrationPolicies, anything, { body }),
    relevantPreferences: (query: Record<string, string>) =>
      get(p.relevantPreferences, c.preferencesWire.partial(), { query }),
    preferences: () => get(p.preferences, c.preferencesWire),
    updatePreferences: (body: z.infer<typeof c.preferencesUpdate>) =>
      write('PUT', p.preferences, anything, { body }),
    changePassword: (body: z.infer<typeof c.passwordChange>) => write('PUT', p.password, anything, { body }),
    securityQuestions: () => get(p.securityQuestions, c.securityQuestions),
    updateSecurityAnswers: (body: z.infer<typeof c.securityAnswers>) =>
      write('PUT', p.securityAnswers, anything, { body }),
    address: () => get(p.address, c.address),
    updateAddress: (body: c.Address) => write('PUT', p.address, anything, { body }),
    addressOptions: () => get(p.addressOptions, c.addressOptions),
    planManagementDetails: () => get(p.planManagementDetails, c.planManagementDetails),
    cancelPlan: (body: z.infer<typeof c.planCancellationRequest>) =>
      write('POST', p.planManagementCancellation, anything, { body }),
    hasEbill: () => get(p.hasEbill, c.flag),
    ebillRegistered: () => get(p.ebillRegistered, c.flag),
    showEbillAlert: () => get(p.showEbillAlert, c.flag),
    registerEbillUser: () => write('PUT', p.registerEbillUser, anything, { body: {} }),
    idCardEligible: () => get(p.idCardEligible, c.flag),
    /** The raw response, to stream the PDF through a resource route. */
    idCardView: () => send('GET', p.idCardView, { headers: { accept: 'application/pdf' } }),
    /** The same call answering JSON ("json or blob (pdf)"): the card's facts, to show on screen. */
    idCardDetails: () =>
      get(p.idCardView, c.idCardDetails, { headers: { accept: 'application/json' }, cache: false }),
    emailIdCard: (body: z.infer<typeof c.idCardEmailRequest>) =>
      write('POST', p.idCardEmail, anything, { body }),
    requestIdCard: (category: 'M' | 'D' | 'X' | 'V') =>
      get(p.idCardRequest, c.textResponse, { query: { category }, cache: false }),
  }
}
