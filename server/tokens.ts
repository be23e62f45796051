import { createPrivateKey, createPublicKey, hkdfSync, randomUUID, type KeyObject } from 'node:crypto'
import { SignJWT, calculateJwkThumbprint, jwtVerify, type JWK } from 'jose'
import {
  isCanonicalJws,
  jsonWebKeySet,
  tokenClaims,
  type JsonWebKeySet,
  type TokenClaims,
} from '@member-dashboard/contract'

export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60

/** Tokens are signed with Ed25519 ('EdDSA'): the private key never leaves the gateway (decision 095). */
export const TOKEN_ALGORITHM = 'EdDSA'

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'exp'>): Promise<string>
  verify(token: string): Promise<TokenClaims | null>
  /** The public key set the gateway publishes at `jwksPath` (what a relying party verifies with). */
  jwks(): Promise<JsonWebKeySet>
}

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

export type SigningKeys = { privateKey: KeyObject; publicKey: KeyObject; kid: string; jwk: JWK }

/**
 * The gateway's signing key pair, derived from its secret (HKDF-SHA256 -> Ed25519 seed): the same
 * secret gives the same keys, so a restarted sandbox still accepts the tokens it issued before,
 * and every existing GATEWAY_JWT_SECRET setting keeps working. The key id is the RFC 7638
 * thumbprint of the public key.
 */
export async function signingKeys(secret: string): Promise<SigningKeys> {
  const seed = Buffer.from(hkdfSync('sha256', secret, 'member-dashboard-sandbox', 'token-signing-key', 32))
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = createPublicKey(privateKey)
  const exported = publicKey.export({ format: 'jwk' }) as JWK
  const kid = await calculateJwkThumbprint(exported)
  return { privateKey, publicKey, kid, jwk: { ...exported, kid, alg: TOKEN_ALGORITHM, use: 'sig' } }
}

/**
 * JWTs carrying exactly the contract's `tokenClaims`, valid for 2 hours of the gateway's clock,
 * signed with the gateway's private key and verified with its public key. Only a token in its
 * canonical form is verified at all (decision 215): another spelling of a token is not that token.
 */
export function createTokenService(secret: string, now: () => Date): TokenService {
  const keys = signingKeys(secret)
  return {
    async sign({ sub, jti: _jti, ...claims }) {
      const { privateKey, kid } = await keys
      const exp = Math.floor(now().getTime() / 1000) + TOKEN_LIFETIME_SECONDS
      return (
        new SignJWT({ ...claims })
          .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT', kid })
          .setSubject(sub)
          .setExpirationTime(exp)
          // Unique per token, so revoking one (decision 137) never ends another issued the same second.
          .setJti(randomUUID())
          .sign(privateKey)
      )
    },
    async verify(token) {
      if (!isCanonicalJws(token)) return null
      try {
        const { publicKey } = await keys
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [TOKEN_ALGORITHM],
          currentDate: now(),
        })
        const parsed = tokenClaims.safeParse(payload)
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
    async jwks() {
      const { jwk } = await keys
      return jsonWebKeySet.parse({ keys: [jwk] })
    },
  }
}
