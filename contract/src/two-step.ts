/**
 * Two-step verification (issue 51, decision 235): a member's authenticator app (TOTP, RFC 6238)
 * and recovery codes, held by the gateway. The dashboard only relays: it never sees a stored key or
 * a code's hash, only the key once while the member sets the app up, and the recovery codes once
 * when they are made.
 *
 * The password call (`paths.token`) answers `passwordLoginAnswer`: a token as before, or, for a
 * member who turned two-step verification on, a challenge (no token yet). The second step sends
 * the challenge with an app code or a recovery code (`twoStepPaths.verify`) and gets the token.
 * Staff login-as is unchanged: it never asks a member's second step.
 */
import { z } from 'zod'
import { tokenResponse } from './api'

/** Paths relative to the gateway prefix. */
export const twoStepPaths = {
  /** GET (member token): whether the app is set up, and how many recovery codes are left. */
  status: 'account/two-step',
  /**
   * POST (member token): starts setting the app up: the pending key (the same one until confirmed
   * or 15 minutes old, else a new one). GET: reads the pending key without making one (`pendingSetup`;
   * null when none is pending), so a page's loader only reads.
   */
  setup: 'account/two-step/setup',
  /** POST (member token): the first app code confirms the key; answers the 10 recovery codes. */
  confirm: 'account/two-step/confirm',
  /** POST (member token): turns it off, given the password or a code. */
  disable: 'account/two-step/disable',
  /** POST (public): the second step of a sign-in. */
  verify: 'auth/two-step',
} as const

/** An app code: 6 digits (RFC 6238 with SHA-1 and 30-second steps, what every app shows). */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
export const totpCodePattern = /^\d{6}$/
/** A recovery code: two groups of 5 lowercase letters and digits, `xxxxx-xxxxx`. */
export const recoveryCodePattern = /^[a-z0-9]{5}-[a-z0-9]{5}$/
export const RECOVERY_CODE_COUNT = 10
/**
 * Either code as a member may type it: an app code with a space or hyphen anywhere between its
 * digits, a recovery code in either case with or without its hyphen. (Written without a character
 * class holding '-', so it is valid as an HTML pattern too.)
 */
export const twoStepCodeTyped = /^\s*(?:\d(?:\s|-)?){5}\d\s*$|^\s*[A-Za-z0-9]{5}(?:\s|-)?[A-Za-z0-9]{5}\s*$/
/** How long a sign-in's challenge waits for its second step. */
export const TWO_STEP_CHALLENGE_SECONDS = 300

/** The errorType values of the two-step calls' refusals (gatewayErrorBody). */
export const twoStepErrorTypes = {
  /** A wrong code; errorData.attemptsRemaining before the second step is locked for a while. */
  wrongCode: 'TWO_STEP_CODE_WRONG',
  /** An app code of a 30-second step already used (a replay). */
  replayedCode: 'TWO_STEP_CODE_USED',
  /** Too many wrong codes: the second step waits (errorData.retryAfterSeconds). */
  locked: 'TWO_STEP_LOCKED',
  /** The challenge is unknown, used or older than TWO_STEP_CHALLENGE_SECONDS: sign in again. */
  challengeExpired: 'TWO_STEP_CHALLENGE_EXPIRED',
  /** Turning it off: neither the password nor a code was right. */
  wrongProof: 'TWO_STEP_PROOF_WRONG',
} as const

export const twoStepChallenge = z.object({
  challenge: z.string().min(16).max(200),
  expiresAt: z.string().datetime({ offset: true }),
})
export type TwoStepChallenge = z.infer<typeof twoStepChallenge>

/** What the password call answers: a token, or a challenge for the member's second step. */
export const passwordLoginAnswer = z.union([tokenResponse, z.object({ twoStep: twoStepChallenge })])
export type PasswordLoginAnswer = z.infer<typeof passwordLoginAnswer>

export const twoStepStatus = z.object({
  appEnabled: z.boolean(),
  /** When the app was confirmed; null when off. */
  enabledAt: z.string().datetime({ offset: true }).nullable(),
  recoveryCodesLeft: z.number().int().min(0),
})
export type TwoStepStatus = z.infer<typeof twoStepStatus>

/** The key to enter in the app: base32 (RFC 4648, no padding) and the otpauth:// URI its QR code carries. */
export const twoStepSetup = z.object({
  secret: z.string().regex(/^[A-Z2-7]{16,128}$/),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
})
export type TwoStepSetup = z.infer<typeof twoStepSetup>
/** GET `twoStepPaths.setup`: the key of a set-up started and still pending, or null. */
export const twoStepPendingSetup = z.object({ pending: twoStepSetup.nullable() })
export type TwoStepPendingSetup = z.infer<typeof twoStepPendingSetup>

export const twoStepCode = z.string().trim().min(6).max(32)

export const twoStepConfirmRequest = z.object({ code: twoStepCode })
export const twoStepRecoveryCodes = z.object({
  recoveryCodes: z.array(z.string().regex(recoveryCodePattern)).length(RECOVERY_CODE_COUNT),
})
export type TwoStepRecoveryCodes = z.infer<typeof twoStepRecoveryCodes>

/** Turning it off: the account's password or a code (an app code or a recovery code). */
export const twoStepDisableRequest = z
  .object({ password: z.string().min(1).max(200).optional(), code: twoStepCode.optional() })
  .refine((body) => Boolean(body.password) !== Boolean(body.code), 'either password or code')

export const twoStepVerifyRequest = z.object({
  challenge: twoStepChallenge.shape.challenge,
  code: twoStepCode,
})

/**
 * A code as the member typed it, in the form the gateway compares: spaces and hyphens an app or a
 * member puts between digits go; a recovery code is lowercased with its one hyphen in the middle.
 * Pure; used by the dashboard's forms and the gateway alike.
 */
export function normalizeTwoStepCode(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase()
  if (/^\d{6}$/.test(compact)) return compact
  if (/^[a-z0-9]{10}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`
  return typed.trim()
}

/** Which kind of code a normalized code is: an app code, a recovery code, or neither. */
export function twoStepCodeKind(code: string): 'app' | 'recovery' | null {
  if (totpCodePattern.test(code)) return 'app'
  if (recoveryCodePattern.test(code)) return 'recovery'
  return null
}
