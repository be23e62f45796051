/**
 * Two-step verification and passkeys (issue 51, decisions 235 and 236): calls of our own contract
 * (`contract/src/two-step.ts`, `contract/src/passkeys.ts`). The gateway holds every factor; these
 * only relay. Never cached: each answer is about the account's sign-in factors right now.
 */
import type { z } from 'zod'
import * as c from '@member-dashboard/contract'
import { anything, type GatewayClient } from '../transport.server'

const trusted = (trustedDevice: boolean) => ({ [c.clientDeviceTrustedHeader]: String(trustedDevice) })

export function twoStepApi({ get, write }: GatewayClient) {
  const p = c.twoStepPaths
  const k = c.passkeyPaths
  return {
    twoStepStatus: () => get(p.status, c.twoStepStatus, { cache: false }),
    /** Starts setting the app up: the pending key (the same one until confirmed or 15 minutes old). */
    twoStepSetup: () => write('POST', p.setup, c.twoStepSetup),
    /** Reads the key of a set-up started and still pending (null when none): a loader's call. */
    twoStepPendingSetup: () => get(p.setup, c.twoStepPendingSetup, { cache: false }),
    twoStepConfirm: (code: string) => write('POST', p.confirm, c.twoStepRecoveryCodes, { body: { code } }),
    twoStepDisable: (body: z.infer<typeof c.twoStepDisableRequest>) =>
      write('POST', p.disable, anything, { body }),
    /** The sign-in's second step; `trustedDevice` as on the login call (recorded with the sign-in). */
    twoStepVerify: (
      body: z.infer<typeof c.twoStepVerifyRequest>,
      { trustedDevice }: { trustedDevice: boolean },
    ) => write('POST', p.verify, c.tokenResponse, { body, headers: trusted(trustedDevice) }),
    passkeys: () => get(k.passkeys, c.passkeyList, { cache: false }),
    passkeyRegistrationOptions: (party: c.RelyingParty) =>
      write('POST', k.registrationOptions, c.passkeyOptions, { body: party }),
    addPasskey: (body: z.infer<typeof c.passkeyRegistrationRequest>) =>
      write('POST', k.passkeys, c.passkey, { body }),
    removePasskey: (id: string) => write('DELETE', k.passkey(id), anything),
    passkeySignInOptions: (body: z.infer<typeof c.passkeySignInOptionsRequest>) =>
      write('POST', k.signInOptions, c.passkeyOptions, { body }),
    /** A passkey sign-in: a member token and the account's username (the device cookie names it). */
    passkeySignIn: (body: z.infer<typeof c.passkeySignInRequest>) =>
      write('POST', k.signIn, c.passkeySignInResponse, { body }),
  }
}
