import type { GatewayContext } from './context'
import { createMailbox, type Mail } from './mailbox'

/**
 * Mails a stranger can trigger (decision 105): forgot username, forgot password, and any mail the
 * registration doors send. Each is queued only while the account has had fewer than
 * MAIL_LIMIT.max of them in the last MAIL_LIMIT.windowMs, counted in the outbox itself (so the
 * limit holds across restarts and for every client). The caller answers the requester the same
 * way whether a mail was queued, refused by this limit, or the account does not exist.
 */
export const MAIL_LIMIT = { max: 3, windowMs: 15 * 60_000 } as const
export const ACCOUNT_MAIL_KINDS = ['forgot-username', 'forgot-password', 'registration'] as const
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number]

export function accountMails(ctx: GatewayContext) {
  const recent = ctx.db.prepare<unknown[], { n: number }>(
    `SELECT COUNT(*) AS n FROM outbox WHERE user_id = ? AND created_at >= ?
     AND kind IN (${ACCOUNT_MAIL_KINDS.map(() => '?').join(', ')})`,
  )
  const mailbox = createMailbox(ctx)
  /** Queues the mail (kept in the sandbox mailbox) unless the account reached its limit; true when queued. */
  const queue = ctx.db.transaction((mail: Mail & { kind: AccountMailKind }): boolean => {
    const since = new Date(ctx.now().getTime() - MAIL_LIMIT.windowMs).toISOString()
    const n = recent.get(mail.userId, since, ...ACCOUNT_MAIL_KINDS)?.n ?? 0
    if (n >= MAIL_LIMIT.max) return false
    mailbox.send(mail)
    return true
  })
  return { queue }
}
