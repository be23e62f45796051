/**
 * The sandbox's factor store (issue 51, decision 235): authenticator app keys encrypted at rest
 * (AES-256-GCM under a key derived from the gateway's secret), recovery codes as keyed hashes
 * bound to their account, sign-in challenges as hashes, and the wrong-code count that locks the
 * second step for a while. The routes (`routes/two-step.ts`) speak the contract; this speaks SQLite.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_STEP_CHALLENGE_SECONDS,
  type DomainId,
} from '@member-dashboard/contract'
import type { Db } from './db'
import { brandName } from './reference'

/** Wrong codes in a row before the second step waits, and how long it waits. */
export const TWO_STEP_MAX_FAILURES = 5
export const TWO_STEP_LOCK_SECONDS = 15 * 60
/** A key offered for set-up and not confirmed is replaced after this long. */
const PENDING_KEY_SECONDS = 15 * 60
/** Letters and digits that cannot be misread (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

type AppRow = {
  user_id: number
  secret_enc: string
  confirmed: number
  created_at: string
  enabled_at: string | null
  last_step: number
  failures: number
  locked_until: string | null
}

/** A recovery code: `xxxxx-xxxxx` from an alphabet without look-alikes (about 49 bits). */
export function newRecoveryCode(): string {
  let code = ''
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

function totpFor(secret: string, username: string, domainId: DomainId) {
  return new TOTP({
    issuer: brandName[domainId],
    label: username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

export type CodeCheck =
  | { ok: true; kind: 'app' | 'recovery' }
  | {
      ok: false
      reason: 'wrong' | 'replayed' | 'locked'
      attemptsRemaining: number
      retryAfterSeconds: number
    }

export type TwoStepStore = ReturnType<typeof createTwoStepStore>

export function createTwoStepStore(db: Db, gatewaySecret: string, now: () => Date) {
  const keys = (info: string) =>
    Buffer.from(hkdfSync('sha256', gatewaySecret, 'sandbox-gateway-factors', info, 32))
  const encryptionKey = keys('authenticator keys at rest')
  const codeKey = keys('recovery codes')

  function encrypt(plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return ['v1', iv, body, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.')
  }
  function decrypt(stored: string): string {
    const [, iv, body, tag] = stored.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  }
  const codeHash = (userId: number, code: string) =>
    createHmac('sha256', codeKey).update(`${userId}:${code}`).digest('base64url')
  const challengeHash = (challenge: string) => createHash('sha256').update(challenge).digest('base64url')

  const app = db.prepare<[number], AppRow>('SELECT * FROM two_step_apps WHERE user_id = ?')
  const putPending = db.prepare<[number, string, string]>(
    `INSERT INTO two_step_apps (user_id, secret_enc, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET secret_enc = excluded.secret_enc, created_at = excluded.created_at,
       confirmed = 0, enabled_at = NULL, last_step = 0`,
  )
  const confirm = db.prepare<[string, number, number]>(
    'UPDATE two_step_apps SET confirmed = 1, enabled_at = ?, last_step = ?, failures = 0 WHERE user_id = ?',
  )
  const useStep = db.prepare<[number, number, number]>(
    'UPDATE two_step_apps SET last_step = ?, failures = 0, locked_until = NULL WHERE user_id = ? AND last_step < ?',
  )
  const fail = db.prepare<[number], { failures: number }>(
    'UPDATE two_step_apps SET failures = failures + 1 WHERE user_id = ? RETURNING failures',
  )
  const lock = db.prepare<[string, number]>(
    'UPDATE two_step_apps SET failures = 0, locked_until = ? WHERE user_id = ?',
  )
  const resetFailures = db.prepare<[number]>(
    'UPDATE two_step_apps SET failures = 0, locked_until = NULL WHERE user_id = ?',
  )
  const removeApp = db.prepare<[number]>('DELETE FROM two_step_apps WHERE user_id = ?')
  const removeCodes = db.prepare<[number]>('DELETE FROM recovery_codes WHERE user_id = ?')
  const insertCode = db.prepare<[number, string]>(
    'INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)',
  )
  const spendCode = db.prepare<[string, number, string]>(
    'UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
  )
  const codesLeft = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL',
  )
  const insertChallenge = db.prepare<[string, number, string]>(
    'INSERT INTO two_step_challenges (challenge_hash, user_id, expires_at) VALUES (?, ?, ?)',
  )
  const challengeRow = db.prepare<[string], { user_id: number; expires_at: string }>(
    'SELECT user_id, expires_at FROM two_step_challenges WHERE challenge_hash = ?',
  )
  const dropChallenge = db.prepare<[string]>('DELETE FROM two_step_challenges WHERE challenge_hash = ?')
  const dropExpired = db.prepare<[string]>('DELETE FROM two_step_challenges WHERE expires_at < ?')

  const nowMs = () => now().getTime()
  const inSeconds = (seconds: number) => new Date(nowMs() + seconds * 1000).toISOString()
  const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - nowMs()) / 1000))
  const isLocked = (row: AppRow) => row.locked_until !== null && Date.parse(row.locked_until) > nowMs()

  /** The 30-second step an app code belongs to (the current one or either neighbour), or null. */
  function matchingStep(row: AppRow, code: string, username: string, domainId: DomainId): number | null {
    const delta = totpFor(decrypt(row.secret_enc), username, domainId).validate({
      token: code,
      timestamp: nowMs(),
      window: 1,
    })
    return delta === null ? null : Math.floor(nowMs() / 1000 / TOTP_PERIOD_SECONDS) + delta
  }

  /** A pending key not older than PENDING_KEY_SECONDS. */
  const isFresh = (row: AppRow) => nowMs() - Date.parse(row.created_at) <= PENDING_KEY_SECONDS * 1000

  /** A key as the member enters it in an app: the secret and its otpauth:// URI. */
  function keyOf(row: AppRow, username: string, domainId: DomainId) {
    const secret = decrypt(row.secret_enc)
    return { secret, otpauthUri: totpFor(secret, username, domainId).toString() }
  }

  function refusal(row: AppRow, reason: 'wrong' | 'replayed'): CodeCheck {
    const failures = fail.get(row.user_id)?.failures ?? TWO_STEP_MAX_FAILURES
    if (failures >= TWO_STEP_MAX_FAILURES) {
      lock.run(inSeconds(TWO_STEP_LOCK_SECONDS), row.user_id)
      return { ok: false, reason: 'locked', attemptsRemaining: 0, retryAfterSeconds: TWO_STEP_LOCK_SECONDS }
    }
    return { ok: false, reason, attemptsRemaining: TWO_STEP_MAX_FAILURES - failures, retryAfterSeconds: 0 }
  }

  return {
    /** Whether the account's second step is on (its app confirmed). */
    enabled(userId: number): boolean {
      return app.get(userId)?.confirmed === 1
    },
    status(userId: number) {
      const row = app.get(userId)
      const on = row?.confirmed === 1
      return {
        appEnabled: on,
        enabledAt: on ? (row?.enabled_at ?? null) : null,
        recoveryCodesLeft: on ? codesLeft.get(userId)!.n : 0,
      }
    },
    /** Starts a set-up: the pending key while fresh, else a new one (never once confirmed). */
    startSetup(userId: number, username: string, domainId: DomainId) {
      const row = app.get(userId)
      if (row?.confirmed === 1) return null
      if (!row || !isFresh(row))
        putPending.run(userId, encrypt(new Secret({ size: 20 }).base32), now().toISOString())
      return keyOf(app.get(userId)!, username, domainId)
    },
    /** The key of a set-up started and still fresh, or null; reads only. */
    pendingKey(userId: number, username: string, domainId: DomainId) {
      const row = app.get(userId)
      return row && row.confirmed !== 1 && isFresh(row) ? keyOf(row, username, domainId) : null
    },
    /** The first app code confirms the pending key; answers the recovery codes (shown once). */
    confirm(userId: number, code: string, username: string, domainId: DomainId): string[] | null {
      const row = app.get(userId)
      if (!row || row.confirmed === 1) return null
      const step = matchingStep(row, code, username, domainId)
      if (step === null) return null
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
      db.transaction(() => {
        confirm.run(now().toISOString(), step, userId)
        removeCodes.run(userId)
        for (const recovery of codes) insertCode.run(userId, codeHash(userId, recovery))
      })()
      return codes
    },
    /**
     * A code for the account's second step: an app code of a step not used yet, or an unused
     * recovery code of this account (spent by the check). Wrong ones count towards the lock.
     */
    check(
      userId: number,
      code: string,
      kind: 'app' | 'recovery' | null,
      username: string,
      domainId: DomainId,
    ): CodeCheck {
      const row = app.get(userId)
      if (!row || row.confirmed !== 1)
        return { ok: false, reason: 'wrong', attemptsRemaining: 0, retryAfterSeconds: 0 }
      if (isLocked(row)) {
        return {
          ok: false,
          reason: 'locked',
          attemptsRemaining: 0,
          retryAfterSeconds: secondsUntil(row.locked_until!),
        }
      }
      if (kind === 'app') {
        const step = matchingStep(row, code, username, domainId)
        if (step === null) return refusal(row, 'wrong')
        // Only a step after the last one used: a replay (or an older code) is refused.
        if (useStep.run(step, userId, step).changes === 0) return refusal(row, 'replayed')
        return { ok: true, kind: 'app' }
      }
      if (
        kind === 'recovery' &&
        spendCode.run(now().toISOString(), userId, codeHash(userId, code)).changes === 1
      ) {
        resetFailures.run(userId)
        return { ok: true, kind: 'recovery' }
      }
      return refusal(row, 'wrong')
    },
    /** A wrong password offered to turn it off counts like a wrong code. */
    failed(userId: number): CodeCheck {
      const row = app.get(userId)
      if (!row) return { ok: false, reason: 'wrong', attemptsRemaining: 0, retryAfterSeconds: 0 }
      if (isLocked(row))
        return {
          ok: false,
          reason: 'locked',
          attemptsRemaining: 0,
          retryAfterSeconds: secondsUntil(row.locked_until!),
        }
      return refusal(row, 'wrong')
    },
    locked(userId: number): number | null {
      const row = app.get(userId)
      return row && isLocked(row) ? secondsUntil(row.locked_until!) : null
    },
    disable(userId: number) {
      db.transaction(() => {
        removeApp.run(userId)
        removeCodes.run(userId)
      })()
    },
    /** A sign-in waiting for its second step: the challenge handed out (only its hash is kept). */
    newChallenge(userId: number) {
      dropExpired.run(now().toISOString())
      const challenge = randomBytes(32).toString('base64url')
      const expiresAt = inSeconds(TWO_STEP_CHALLENGE_SECONDS)
      insertChallenge.run(challengeHash(challenge), userId, expiresAt)
      return { challenge, expiresAt }
    },
    /** The account a live challenge is for, or null. */
    challengeUser(challenge: string): number | null {
      const row = challengeRow.get(challengeHash(challenge))
      if (!row || Date.parse(row.expires_at) <= nowMs()) return null
      return row.user_id
    },
    endChallenge(challenge: string) {
      dropChallenge.run(challengeHash(challenge))
    },
  }
}
