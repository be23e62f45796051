/**
 * Device verification by a code to the e-mail on file (issue 51, decision 230): the way past the
 * device block of decisions 135 and 216, and with NEW_DEVICE_VERIFICATION=always the proof every
 * browser the dashboard has not seen gives after the password. Calls of our own, like revocation
 * and account activity; the gateway, which knows the member's address, sends and checks the code,
 * and the dashboard only relays (it never sees the address whole nor the code's hash).
 *
 * - `POST auth/device-code` { domainId, username }: sends a code when the account has an e-mail on
 *   file and fewer than DEVICE_CODE_RULES.mailsPerWindow mails in the window; answers the masked
 *   address and whether a mail went. The answer has the same shape and timing whether or not the
 *   username exists (an unknown one gets a made-up masked address, the same each time); only an
 *   account without an e-mail on file answers `delivery: 'none'` (the member is told to call).
 * - `POST auth/device-code/verify` { domainId, username, code }: 200 `{ verified: true }` for the
 *   right code within its lifetime and tries (the code is then used up); else 400 with
 *   `errorType` CODE_INVALID (with `errorData.triesLeft`), CODE_EXPIRED or CODE_TRIES_SPENT.
 *   An unknown username is refused as a wrong code is.
 *
 * Both are served without a bearer token (there is none yet); the dashboard limits them per
 * client as it limits sign-ins, and passes the browser's user agent (`clientUserAgentHeader`) so
 * the account activity names the device.
 */
import { z } from 'zod'
import { domainId } from './api'

export const deviceVerificationPaths = {
  sendCode: 'auth/device-code',
  verifyCode: 'auth/device-code/verify',
} as const

/** The code's rules: 6 digits, 10 minutes, 5 tries, at most 3 mails per account in 15 minutes. */
export const DEVICE_CODE_RULES = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  tries: 5,
  mailsPerWindow: 3,
  mailWindowSeconds: 15 * 60,
} as const

const username = z.string().trim().min(1).max(200)

export const deviceCodeRequest = z.object({ domainId, username })
export type DeviceCodeRequest = z.infer<typeof deviceCodeRequest>

/** A code as typed: 6 digits; spaces and dashes a member may type are taken out first. */
export const deviceCode = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'expected 6 digits'))

export const deviceCodeVerifyRequest = deviceCodeRequest.extend({ code: deviceCode })
export type DeviceCodeVerifyRequest = z.input<typeof deviceCodeVerifyRequest>

export const deviceCodeAnswer = z.discriminatedUnion('delivery', [
  z.object({
    delivery: z.literal('email'),
    /** The address on file, masked ('c***n@e***.com'). */
    maskedEmail: z.string().max(200),
    /** False when the account reached DEVICE_CODE_RULES.mailsPerWindow: the last code still holds. */
    sent: z.boolean(),
  }),
  /** No e-mail address on file: no code can be sent. */
  z.object({ delivery: z.literal('none') }),
])
export type DeviceCodeAnswer = z.infer<typeof deviceCodeAnswer>

export const deviceCodeVerified = z.object({ verified: z.literal(true) })

export const deviceCodeErrorType = z.enum(['CODE_INVALID', 'CODE_EXPIRED', 'CODE_TRIES_SPENT'])
export type DeviceCodeErrorType = z.infer<typeof deviceCodeErrorType>

/** The refusal's fields the dashboard reads (the rest of `gatewayErrorBody` as usual). */
export const deviceCodeRefusal = z.object({
  errorType: deviceCodeErrorType,
  errorData: z
    .object({ triesLeft: z.number().int().min(0) })
    .partial()
    .optional(),
})
export type DeviceCodeRefusal = z.infer<typeof deviceCodeRefusal>

/**
 * An address as the member may be shown it: the first and last letter of the name part, the
 * first letter of the domain and its last label ('carmen.delgado@example.com' -> 'c***o@e***.com').
 * A one- or two-letter name keeps only its first letter. Not an address: '***'.
 */
export function maskEmail(address: string): string {
  const at = address.trim().lastIndexOf('@')
  if (at < 1) return '***'
  const name = address.trim().slice(0, at)
  const host = address.trim().slice(at + 1)
  const dot = host.lastIndexOf('.')
  if (!host || dot < 1 || dot === host.length - 1) return '***'
  const shownName = name.length > 2 ? `${name[0]}***${name[name.length - 1]}` : `${name[0]}***`
  return `${shownName}@${host[0]}***${host.slice(dot)}`.toLowerCase()
}
