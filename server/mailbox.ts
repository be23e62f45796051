/**
 * The sandbox's mailbox (issue 51, decision 232): the sandbox never delivers a mail; it keeps each
 * one in the outbox with its recipient, subject and text, so a person trying `npm start` reads it
 * at `{gateway}/sandbox/mailbox` and a test at `{gateway}/sandbox/mailbox.json?username=U`. Only the
 * sandbox has it: the dashboard never calls it.
 */
import type { GatewayContext } from './context'

export type Mail = {
  kind: string
  userId: number
  memberKey: string | null
  username: string
  to: string
  subject: string
  text: string
}

export type MailboxEntry = { to: string; username: string; subject: string; text: string; sentAt: string }

type Row = { to_address: string; username: string; subject: string; body: string; created_at: string }

/** How many mails the pages list at most (newest first). */
export const MAILBOX_SHOWN = 100

export function createMailbox(ctx: GatewayContext) {
  const insert = ctx.db.prepare<[string, number, string | null, string, string, string, string, string]>(
    `INSERT INTO outbox (kind, user_id, member_key, username, to_address, subject, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const select = `SELECT to_address, username, subject, body, created_at FROM outbox WHERE subject IS NOT NULL`
  const all = ctx.db.prepare<[number], Row>(`${select} ORDER BY id DESC LIMIT ?`)
  const ofUser = ctx.db.prepare<[string, number], Row>(
    `${select} AND username = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?`,
  )
  const entry = (row: Row): MailboxEntry => ({
    to: row.to_address,
    username: row.username,
    subject: row.subject,
    text: row.body,
    sentAt: row.created_at,
  })
  return {
    /** "Sends" a mail: kept in the outbox, never delivered. */
    send(mail: Mail) {
      insert.run(
        mail.kind,
        mail.userId,
        mail.memberKey,
        mail.username,
        mail.to,
        mail.subject,
        mail.text,
        ctx.stamp(),
      )
    },
    /** The mails kept, newest first; of one username when given. */
    list(username?: string): MailboxEntry[] {
      const rows = username ? ofUser.all(username.trim(), MAILBOX_SHOWN) : all.all(MAILBOX_SHOWN)
      return rows.map(entry)
    },
  }
}
