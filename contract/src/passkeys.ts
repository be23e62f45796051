/**
 * Passkeys (issue 51, decision 236): WebAuthn credentials of a member, held and verified by the
 * gateway. The dashboard relays the browser's JSON (the options out, the credential's answer back)
 * and names the relying party: the brand host the member is on (`rpId`) and its origin.
 *
 * A passkey sign-in (`passkeyPaths.signIn`) counts as both steps: it answers a member token, as the
 * password call does, with the account's username so the dashboard can make the browser a known one.
 */
import { z } from 'zod'
import { domainId, tokenResponse } from './api'

/** Paths relative to the gateway prefix. */
export const passkeyPaths = {
  /** GET (member token): the member's passkeys; POST: adds one (the browser's registration answer). */
  passkeys: 'account/passkeys',
  /** POST (member token): options for navigator.credentials.create. */
  registrationOptions: 'account/passkeys/options',
  /** DELETE (member token): removes one. */
  passkey: (id: string) => `account/passkeys/${encodeURIComponent(id)}`,
  /** POST (public): options for navigator.credentials.get (any of the brand's passkeys). */
  signInOptions: 'auth/passkey/options',
  /** POST (public): the browser's answer; a member token. */
  signIn: 'auth/passkey',
} as const

export const PASSKEY_NAME_MAX = 60
export const PASSKEYS_MAX = 10

/** The relying party: the brand host (no port) and the page's origin, as the browser sees them. */
const relyingParty = z.object({
  rpId: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$/),
  origin: z.string().url().max(300),
})
export type RelyingParty = z.infer<typeof relyingParty>

export const passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string().datetime({ offset: true }),
  lastUsedAt: z.string().datetime({ offset: true }).nullable(),
})
export type Passkey = z.infer<typeof passkey>
export const passkeyList = z.object({ passkeys: z.array(passkey) })

/** WebAuthn JSON (PublicKeyCredential*OptionsJSON, *ResponseJSON): checked by the gateway's library. */
const webAuthnJson = z.record(z.unknown())

export const passkeyOptionsRequest = relyingParty
export const passkeySignInOptionsRequest = relyingParty.extend({ domainId })
export const passkeyOptions = z.object({ options: webAuthnJson })

export const passkeyRegistrationRequest = relyingParty.extend({
  name: z.string().trim().min(1).max(PASSKEY_NAME_MAX),
  response: webAuthnJson,
})

export const passkeySignInRequest = relyingParty.extend({ domainId, response: webAuthnJson })
export const passkeySignInResponse = tokenResponse.extend({ username: z.string() })
export type PasskeySignInResponse = z.infer<typeof passkeySignInResponse>

export const passkeyErrorTypes = {
  /** The browser's answer did not verify (wrong origin, challenge, signature, or unknown passkey). */
  refused: 'PASSKEY_REFUSED',
} as const
