/**
 * The one place a token's claims are read (issue 43: they were decoded in three places). Decoded,
 * not verified: every token in a session is the gateway's own answer to the dashboard, or a
 * handed-over token proved by `token-verify.server.ts` (decision 095), and the gateway verifies
 * the token on every call. Read and checked once per token (issue 25): every request reads them.
 */
import { decodeJwt } from 'jose'
import { LRUCache } from 'lru-cache'
import { tokenClaims, type TokenClaims } from '@member-dashboard/contract'

const claimsByToken = new LRUCache<string, { claims: TokenClaims | null }>({ max: 500, ttl: 5 * 60_000 })

/** The token's claims, or null for no token or one that is not a JWT carrying the contract's claims. */
export function readClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null
  let read = claimsByToken.get(token)
  if (!read) {
    read = { claims: decodeClaims(token) }
    claimsByToken.set(token, read)
  }
  return read.claims
}

function decodeClaims(token: string): TokenClaims | null {
  try {
    const parsed = tokenClaims.safeParse(decodeJwt(token))
    // Shared by every request of the token: read-only.
    return parsed.success ? Object.freeze(parsed.data) : null
  } catch {
    return null
  }
}
