/**
 * The sandbox's revoked tokens (decision 137): `POST auth/revoke` records a genuine token's hash
 * until the token expires, and every later check of that token (the bearer check of every call,
 * the eBill and CRM pages) refuses it. Kept in the database, so a restart remembers it.
 */
import { createHash } from 'node:crypto'
import type { Db } from './db'
import type { TokenService } from './tokens'

export type RevocationList = {
  add(token: string, expiresAtSeconds: number): void
  has(token: string): boolean
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

export function revocationList(db: Db, nowSeconds: () => number): RevocationList {
  db.exec(`CREATE TABLE IF NOT EXISTS revoked_tokens (
    token_hash TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  )`)
  const insert = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO revoked_tokens (token_hash, expires_at) VALUES (?, ?)',
  )
  const sweep = db.prepare<[number]>('DELETE FROM revoked_tokens WHERE expires_at <= ?')
  const find = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM revoked_tokens WHERE token_hash = ?',
  )
  return {
    add(token, expiresAtSeconds) {
      sweep.run(nowSeconds())
      insert.run(hashOf(token), expiresAtSeconds)
    },
    has(token) {
      return find.get(hashOf(token)) !== undefined
    },
  }
}

/** The token service, refusing revoked tokens wherever a token is verified. */
export function refusingRevoked(tokens: TokenService, revoked: RevocationList): TokenService {
  return {
    ...tokens,
    async verify(token) {
      return revoked.has(token) ? null : tokens.verify(token)
    },
  }
}
