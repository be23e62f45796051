/**
 * How the gateway proves the tokens it issues (decision 095): it signs them with a key pair and
 * publishes the public key as a JSON Web Key Set, as identity providers do. The dashboard fetches
 * that set (from GATEWAY_URL, or GATEWAY_JWKS_URL) and verifies a token handed over to
 * /sso-landing before any session exists.
 */
import { z } from 'zod'

/** Path of the JWKS, relative to the gateway prefix (like the calls in `paths`): served without a token. */
export const jwksPath = '.well-known/jwks.json'

/**
 * The signature algorithms a dashboard accepts on a handed-over token: public-key ones only (a
 * shared-secret HS* token could be made by anyone holding the secret, and 'none' by anyone).
 */
export const tokenSigningAlgorithms = [
  'EdDSA',
  'Ed25519',
  'ES256',
  'ES384',
  'ES512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
] as const

/** One public key of the set (RFC 7517); fields beyond these pass through. */
export const publicJwk = z
  .object({
    kty: z.enum(['OKP', 'EC', 'RSA']),
    kid: z.string().min(1),
    alg: z.enum(tokenSigningAlgorithms).optional(),
    use: z.literal('sig').optional(),
  })
  .passthrough()
export const jsonWebKeySet = z.object({ keys: z.array(publicJwk).min(1) })
export type JsonWebKeySet = z.infer<typeof jsonWebKeySet>
