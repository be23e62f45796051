/** Primary care calls: PCP members, eligibility, provider, search and selection, and the city initiative due date. */
import type { z } from 'zod'
import * as c from '@member-dashboard/contract'
import { type GatewayClient } from '../transport.server'

export function careApi({ get, write }: GatewayClient) {
  const p = c.paths
  return {
    pcpMembers: () => get(p.pcpMembers, c.pcpMembers),
    pcpEligibility: () => get(p.pcpEligibility, c.flag),
    pcpProvider: (providerId: string) => get(p.pcpProvider, c.provider, { query: { providerId } }),
    pcpDueDate: () => get(p.pcpCityOfPortland, c.textResponse),
    selectPcp: (body: z.infer<typeof c.pcpSelectRequest>) =>
      write('POST', p.pcpSelect, c.textResponse, { body }),
    searchPcp: (body: z.infer<typeof c.pcpSearchRequest>, query: { size: number; page: number }) =>
      write('POST', p.pcpSearch, c.pcpSearchResult, { body, query, readOnly: true }),
  }
}
