/** Claims and explanation-of-benefits calls (spec section 7 "Also configured: claims, eobs"). */
import * as c from '@member-dashboard/contract'
import type { GatewayClient } from '../transport.server'

export function claimsApi({ get, send }: GatewayClient) {
  const p = c.claimsPaths
  return {
    /** A page of the member's claims, newest first, with totals of every matching claim. */
    claims: (query: {
      page: number
      size: number
      memberKey?: string
      category?: c.BenefitCategory
      status?: c.ClaimStatus
      serviceDateFrom?: string
      serviceDateTo?: string
    }) => get(p.claims, c.claimPage, { query }),
    claim: (claimNumber: string) => get(p.claim(claimNumber), c.claimDetail),
    eobs: (query: { page: number; size: number }) => get(p.eobs, c.eobPage, { query }),
    /** The raw response, to stream the EOB PDF through a resource route. */
    eobDocument: (eobId: string) =>
      send('GET', p.eobDocument(eobId), { headers: { accept: 'application/pdf' } }),
  }
}
