/** Sign-in calls: token, login-as, group selection, the member's groups and token revocation. */
import type { z } from 'zod'
import * as c from '@member-dashboard/contract'
import { anything, type GatewayClient } from '../transport.server'

export function signInApi({ get, write }: GatewayClient) {
  const p = c.paths
  return {
    /**
     * The login; `trustedDevice` is the device cookie's verdict, which the gateway records (issue 23).
     * A token, or a challenge for the member's second step (issue 51).
     */
    login: (body: z.infer<typeof c.loginRequest>, { trustedDevice }: { trustedDevice: boolean }) =>
      write('POST', p.token, c.passwordLoginAnswer, {
        body,
        headers: { [c.clientDeviceTrustedHeader]: String(trustedDevice) },
      }),
    userKey: () => get(p.tokenUserKey, c.textResponse),
    loginAs: (body: z.infer<typeof c.loginAsRequest>) => write('POST', p.loginAs, c.tokenResponse, { body }),
    selectGroup: (body: z.infer<typeof c.groupSelectionRequest>) =>
      write('POST', p.groupSelection, c.groupSelectionResponse, { body }),
    groups: () => get(p.groups, c.groups),
    groupsIndividual: () => get(p.groupsIndividual, c.groupsIndividual),
    groupDetails: () => get(p.groupDetail, c.groupDetails),
    /** The optional revocation call (decision 137): 200 for any token; 404 from a gateway without it. */
    revokeToken: (token: string) =>
      write('POST', c.revocationPath, anything, { body: { token } satisfies c.TokenRevocationRequest }),
  }
}
