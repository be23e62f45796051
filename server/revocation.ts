/**
 * The sandbox's revoked tokens (decisions 137 and 215): `POST auth/revoke` records a genuine
 * token until it expires, and every later check of that token (the bearer check of every call,
 * the eBill and CRM pages) refuses it. A token is recorded by its identity (its `jti`; the
 * contract's `tokenIdentity`), never by its spelling, so no other writing of it gets through.
 * Every token issued is remembered for its user until it expires, so a password change revokes
 * the user's other tokens here too. Kept in the database, so a restart remembers it.
 */
import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { tokenIdentity } from '@member-dashboard/contract'
import type { Db } from './db'
import type { TokenService } from './tokens'

export type RevocationList = {
  add(token: string, expiresAtSeconds: number): void
  has(token: string): boolean
  /** Remembers a token issued to a user (by its identity), until it expires. */
  issued(token: string, userId: number, expiresAtSeconds: number): void
  /** Revokes every unexpired token issued to the user but `keep`; answers how many. */
  revokeUser(userId: number, keep: string | null): number
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')
/** The key of a token: a hash of its identity (of its text only for a token that has none). */
const keyOf = (token: string) => sha256(tokenIdentity(token) ?? token)

export function revocationList(db: Db, nowSeconds: () => number): RevocationList {
  db.exec(`CREATE TABLE IF NOT EXISTS revoked_tokens (
    token_hash TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS issued_tokens (
    token_key TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS issued_tokens_user ON issued_tokens (user_id, expires_at)`)
  const insert = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO revoked_tokens (token_hash, expires_at) VALUES (?, ?)',
  )
  const sweep = db.prepare<[number]>('DELETE FROM revoked_tokens WHERE expires_at <= ?')
  // Rows written before decision 215 hold the hash of the token's text: still honoured.
  const find = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM revoked_tokens WHERE token_hash IN (?, ?)',
  )
  const remember = db.prepare<[string, number, number]>(
    'INSERT OR IGNORE INTO issued_tokens (token_key, user_id, expires_at) VALUES (?, ?, ?)',
  )
  const sweepIssued = db.prepare<[number]>('DELETE FROM issued_tokens WHERE expires_at <= ?')
  const revokeIssued = db.prepare<[number, number, string]>(
    `INSERT OR IGNORE INTO revoked_tokens (token_hash, expires_at)
     SELECT token_key, expires_at FROM issued_tokens
     WHERE user_id = ? AND expires_at > ? AND token_key <> ?`,
  )
  return {
    add(token, expiresAtSeconds) {
      sweep.run(nowSeconds())
      insert.run(keyOf(token), expiresAtSeconds)
    },
    has(token) {
      return find.get(keyOf(token), sha256(token)) !== undefined
    },
    issued(token, userId, expiresAtSeconds) {
      sweepIssued.run(nowSeconds())
      remember.run(keyOf(token), userId, expiresAtSeconds)
    },
    revokeUser(userId, keep) {
      sweep.run(nowSeconds())
      return revokeIssued.run(userId, nowSeconds(), keep ? keyOf(keep) : '').changes
    },
  }
}

/**
 * The token service, refusing revoked tokens wherever a token is verified, and remembering each
 * token it issues for its user (`sub`).
 */
export function refusingRevoked(tokens: TokenService, revoked: RevocationList): TokenService {
  return {
    ...tokens,
    async sign(claims) {
      const token = await tokens.sign(claims)
      const { exp } = decodeJwt(token)
      const userId = Number(claims.sub)
      if (Number.isInteger(userId) && typeof exp === 'number') revoked.issued(token, userId, exp)
      return token
    },
    async verify(token) {
      return revoked.has(token) ? null : tokens.verify(token)
    },
  }
}
