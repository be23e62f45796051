/**
 * Device verification codes (issue 51, decision 230; contract/src/device-verification.ts): a
 * 6-digit code to the e-mail on file, valid DEVICE_CODE_RULES.lifetimeSeconds, with
 * DEVICE_CODE_RULES.tries tries, stored scrypt-hashed, at most DEVICE_CODE_RULES.mailsPerWindow
 * mails per account in the window. Kept in SQLite, so every limit holds across restarts.
 *
 * A username that does not exist is answered as one that does: its requests are counted, a code
 * nobody knows is stored for it (so its tries run down the same way), and its masked address is
 * made up from a hash of the username (the same each time).
 */
import { createHash, randomInt } from 'node:crypto'
import {
  DEVICE_CODE_RULES,
  maskEmail,
  type DeviceCodeAnswer,
  type DeviceCodeErrorType,
  type DomainId,
} from '@member-dashboard/contract'
import type { ClientDevice } from './activity'
import type { GatewayContext } from './context'
import { GatewayError } from './errors'
import { createMailbox } from './mailbox'
import { decoyHash, hashSecret, verifySecret } from './passwords'

/** The subject a code belongs to: the brand and the username as the login reads it. */
export const codeSubject = (domainId: number, username: string) =>
  `${domainId}:${username.trim().toLowerCase()}`

/** A plausible masked address for a username that does not exist (the same for the same subject). */
export function madeUpMask(subject: string): string {
  const hash = createHash('sha256').update(`device-code-mask:${subject}`).digest()
  const letter = (i: number) => String.fromCharCode(97 + (hash[i] % 26))
  const tld = ['.com', '.net', '.org'][hash[3] % 3]
  return `${letter(0)}***${letter(1)}@${letter(2)}***${tld}`
}

/** A new code: DEVICE_CODE_RULES.digits digits, leading zeros kept. */
export const newCode = () =>
  String(randomInt(0, 10 ** DEVICE_CODE_RULES.digits)).padStart(DEVICE_CODE_RULES.digits, '0')

const MESSAGES: Record<DeviceCodeErrorType, string> = {
  CODE_INVALID: 'The code is not correct.',
  CODE_EXPIRED: 'The code has expired or was never sent. Ask for a new code.',
  CODE_TRIES_SPENT: 'Too many wrong codes. Ask for a new code.',
}

export const codeRefused = (errorType: DeviceCodeErrorType, triesLeft: number) =>
  new GatewayError(400, MESSAGES[errorType], { errorType, errorData: { triesLeft } })

type CodeRow = { code_hash: string; expires_at: string; tries_left: number }

export function createDeviceCodes(ctx: GatewayContext) {
  const mailbox = createMailbox(ctx)
  const emailOf = ctx.db.prepare<[string], { email_address: string | null }>(
    'SELECT email_address FROM preferences WHERE member_key = ?',
  )
  const recentRequests = ctx.db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM device_code_requests WHERE subject = ? AND at >= ?',
  )
  const addRequest = ctx.db.prepare<[string, string]>(
    'INSERT INTO device_code_requests (subject, at) VALUES (?, ?)',
  )
  const forgetRequests = ctx.db.prepare<[string]>('DELETE FROM device_code_requests WHERE at < ?')
  const putCode = ctx.db.prepare<[string, string, string, number, string]>(
    `INSERT INTO device_codes (subject, code_hash, expires_at, tries_left, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (subject) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
       tries_left = excluded.tries_left, created_at = excluded.created_at`,
  )
  const codeOf = ctx.db.prepare<[string], CodeRow>(
    'SELECT code_hash, expires_at, tries_left FROM device_codes WHERE subject = ?',
  )
  // A try is taken before the code is checked, in one step: parallel guesses never get more.
  const takeTry = ctx.db.prepare<[string, string], CodeRow>(
    `UPDATE device_codes SET tries_left = tries_left - 1 WHERE subject = ? AND tries_left > 0 AND expires_at > ?
     RETURNING code_hash, expires_at, tries_left`,
  )
  const useUp = ctx.db.prepare<[string, string]>(
    'DELETE FROM device_codes WHERE subject = ? AND code_hash = ?',
  )

  /** The member behind a username on this brand, with the address on file; undefined: none (same answers). */
  function memberOf(domainId: DomainId, username: string) {
    const user = ctx.store.userByUsername(username.trim())
    if (!user || user.domain_id !== domainId || user.status === 'DIS' || !user.member_key) return undefined
    return {
      user,
      memberKey: user.member_key,
      email: emailOf.get(user.member_key)?.email_address?.trim() || null,
    }
  }

  const reserveMail = ctx.db.transaction((subject: string): boolean => {
    const now = ctx.now().getTime()
    forgetRequests.run(new Date(now - 24 * 3600_000).toISOString())
    const since = new Date(now - DEVICE_CODE_RULES.mailWindowSeconds * 1000).toISOString()
    if ((recentRequests.get(subject, since)?.n ?? 0) >= DEVICE_CODE_RULES.mailsPerWindow) return false
    addRequest.run(subject, ctx.stamp())
    return true
  })

  return {
    async send(domainId: DomainId, username: string, device: ClientDevice): Promise<DeviceCodeAnswer> {
      const subject = codeSubject(domainId, username)
      const member = memberOf(domainId, username)
      if (member && !member.email) return { delivery: 'none' }
      const maskedEmail = member?.email ? maskEmail(member.email) : madeUpMask(subject)
      const code = newCode()
      // Hashed before the limit is asked, for every subject: the time taken does not tell.
      const codeHash = await hashSecret(code)
      if (!reserveMail(subject)) return { delivery: 'email', maskedEmail, sent: false }
      const expires = new Date(ctx.now().getTime() + DEVICE_CODE_RULES.lifetimeSeconds * 1000).toISOString()
      ctx.db.transaction(() => {
        putCode.run(subject, codeHash, expires, DEVICE_CODE_RULES.tries, ctx.stamp())
        if (!member?.email) return
        mailbox.send({
          kind: 'device-code',
          userId: member.user.user_id,
          memberKey: member.memberKey,
          username: member.user.username,
          to: member.email,
          subject: `Your verification code: ${code}`,
          text: `Your verification code is ${code}. Enter it on the page that asked for it to confirm that this device is yours. It expires in ${DEVICE_CODE_RULES.lifetimeSeconds / 60} minutes. If you did not try to sign in, call Customer Service: someone may know your password.`,
        })
        ctx.activity.record(member.memberKey, 'DEVICE_CODE_SENT', device)
      })()
      return { delivery: 'email', maskedEmail, sent: true }
    },

    /** Throws the refusal (CODE_INVALID with the tries left, CODE_EXPIRED, CODE_TRIES_SPENT). */
    async verify(domainId: DomainId, username: string, code: string, device: ClientDevice): Promise<void> {
      const subject = codeSubject(domainId, username)
      const member = memberOf(domainId, username)
      const failed = () => {
        if (member) ctx.activity.record(member.memberKey, 'DEVICE_VERIFICATION_FAILED', device)
      }
      const taken = takeTry.get(subject, ctx.stamp())
      if (!taken) {
        await verifySecret(code, decoyHash) // the same work as a real check
        const row = codeOf.get(subject)
        failed()
        if (row && row.tries_left <= 0) throw codeRefused('CODE_TRIES_SPENT', 0)
        throw codeRefused('CODE_EXPIRED', 0)
      }
      if (!(await verifySecret(code, taken.code_hash))) {
        failed()
        if (taken.tries_left <= 0) throw codeRefused('CODE_TRIES_SPENT', 0)
        throw codeRefused('CODE_INVALID', taken.tries_left)
      }
      // Nobody was sent an unknown username's code: it is never accepted.
      if (!member) throw codeRefused('CODE_INVALID', taken.tries_left)
      // Used once: a second request with the same code finds it gone.
      if (useUp.run(subject, taken.code_hash).changes !== 1) throw codeRefused('CODE_EXPIRED', 0)
      ctx.activity.record(member.memberKey, 'DEVICE_VERIFIED', device)
    },
  }
}
